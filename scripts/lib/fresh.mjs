// Decides whether a build step is stale: a step is fresh when its outputs exist and the content of
// its inputs (and of the scripts that build it) hashes to what it hashed to when it last succeeded.
// Content, not modification times: a `git checkout` or a copy that touches files without changing
// them rebuilds nothing, and an edit that keeps the old mtime is still seen.
// The hashes live in node_modules/.cache/brixilated/ (so a fresh `npm ci` forgets them too).
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

/** sha256 over the relative path and content of every file under `inputs` (files or directories, relative to the repository). */
export function fingerprint(inputs) {
  const files = [];
  for (const input of inputs) addFiles(path.resolve(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The state of one step: `fresh` when every output exists and the inputs' fingerprint matches the last
 * successful run; call `done()` after the step succeeded to record the fingerprint.
 */
export function stepState(name, { inputs, outputs }) {
  const stamp = path.join(STAMP_DIR, `${name}.sha256`);
  const current = fingerprint(inputs);
  const recorded = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
  const outputsExist = outputs.every((output) => existsSync(path.resolve(root, output)));
  return {
    fresh: outputsExist && recorded === current,
    done() {
      mkdirSync(STAMP_DIR, { recursive: true });
      // The hash taken before the step ran: an input edited while it ran makes the next run rebuild.
      writeFileSync(stamp, `${current}\n`);
    },
  };
}
