// Decides whether a build step is stale: a step is fresh when its outputs exist and the content of
// its inputs (and of the scripts that build it) hashes to what it hashed to when it last succeeded.
// Content, not modification times: a `git checkout` or a copy that touches files without changing
// them rebuilds nothing, and an edit that keeps the old mtime is still seen.
// The hashes live in node_modules/.cache/brixilated/ (so a fresh `npm ci` forgets them too).
// Reading every input on each start would cost more than the start itself, so beside each step's hash is the
// signature of its inputs' metadata (path, device, inode, size, modification and change times, to the
// nanosecond): while that is unchanged, the recorded content hash still stands. Any write to a file moves its
// change time (which, unlike the modification time, no tool can set back), so an edit is always seen; a copy
// or checkout that moves the times without changing the content is hashed again and rebuilds nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const STAMP_DIR = path.join(root, 'node_modules', '.cache', 'brixilated');

/** Directory names never read as inputs: installed packages, build output, caches. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'target', 'dist', 'test-artifacts', '.test-data']);

function addFiles(entry, files) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return; // a missing input hashes as absent
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (!SKIPPED_DIRS.has(name)) addFiles(path.join(entry, name), files);
    }
  } else if (stats.isFile()) {
    files.push(entry);
  }
}

function filesOf(inputs) {
  const files = [];
  for (const input of inputs) addFiles(path.resolve(root, input), files);
  return files;
}

/** sha256 over the relative path and content of every file under `inputs` (files or directories, relative to the repository). */
export function fingerprint(inputs, files = filesOf(inputs)) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** sha256 over the relative path and metadata of every file (see the top of this file). */
function metadataSignature(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const s = statSync(file, { bigint: true });
    hash.update(`${path.relative(root, file)}\0${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}\0`);
  }
  return hash.digest('hex');
}

/**
 * The state of one step: `fresh` when every output exists and the inputs' fingerprint matches the last
 * successful run; call `done()` after the step succeeded to record the fingerprint.
 */
export function stepState(name, { inputs, outputs }) {
  const stamp = path.join(STAMP_DIR, `${name}.sha256`);
  const metaStamp = path.join(STAMP_DIR, `${name}.meta`);
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  const recorded = read(stamp);
  const files = filesOf(inputs);
  const signature = metadataSignature(files);
  // The metadata signature recorded with the content hash it was taken with: unchanged metadata, unchanged content.
  const [knownSignature, knownHash] = (read(metaStamp) ?? '').split(' ');
  const current = knownSignature === signature && knownHash ? knownHash : fingerprint(inputs, files);
  const remember = () => {
    mkdirSync(STAMP_DIR, { recursive: true });
    writeFileSync(metaStamp, `${signature} ${current}\n`);
  };
  const outputsExist = outputs.every((output) => existsSync(path.resolve(root, output)));
  const fresh = outputsExist && recorded === current;
  // A fresh step whose files were only touched: remember the new metadata so the next check need not read them.
  if (fresh && knownSignature !== signature) remember();
  return {
    fresh,
    done() {
      mkdirSync(STAMP_DIR, { recursive: true });
      // The hash taken before the step ran: an input edited while it ran makes the next run rebuild.
      writeFileSync(stamp, `${current}\n`);
      remember();
    },
  };
}
