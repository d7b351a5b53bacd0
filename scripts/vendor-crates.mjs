// Rewrites vendor/ (the crates the Rust tests and benchmarks use: proptest, criterion and what they pull in)
// from Debian's packaged crate registry, so `cargo test` and `cargo bench` build with no network and with
// any cargo. Run it after changing a dependency in a Cargo.toml: `node scripts/vendor-crates.mjs`.
// Needs Debian's crates (apt-get install librust-criterion-dev librust-proptest-dev) and a cargo newer than
// Debian's 1.63 for `cargo vendor` (rustup's is fine). Cargo.lock keeps the versions Debian packages.
//
// What it keeps small, and how:
// - crates that only build for Windows or for wasm32 in a browser (winapi, web-sys, wasm-bindgen, ...) are
//   kept as stubs: their Cargo.toml (cargo resolves every platform's dependencies) and a lib.rs that stops
//   with a compile error naming this script. Native tests and benchmarks run on Linux and macOS.
// - tests, benches and examples of the vendored crates are left out: cargo never builds them for a dependency.
// Each crate's .cargo-checksum.json lists the files that remain, so cargo still notices an edited file.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_REGISTRY = '/usr/share/cargo/registry';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VENDOR = path.join(root, 'vendor');
/** Hosts where `cargo test`/`cargo bench` run natively; crates needed by none of them become stubs. */
const HOSTS = ['x86_64-unknown-linux-gnu', 'aarch64-unknown-linux-gnu', 'x86_64-apple-darwin', 'aarch64-apple-darwin'];
const LEFT_OUT_DIRS = ['tests', 'benches', 'examples'];

function cargo(args, opts = {}) {
  return execFileSync('cargo', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...opts });
}

// `cargo vendor` from a directory source deletes crates from that source (seen with cargo 1.63), so it
// reads a copy of Debian's registry, never the registry itself.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'brix-vendor-'));
const registryCopy = path.join(scratch, 'registry');
const fresh = path.join(scratch, 'vendor');
try {
  // (Debian's registry holds a few dangling licence symlinks; they are skipped.)
  cpSync(DEBIAN_REGISTRY, registryCopy, { recursive: true, dereference: true, filter: (src) => existsSync(src) });
  const source = [
    '--config',
    'source.crates-io.replace-with="debian-copy"',
    '--config',
    `source.debian-copy.directory="${registryCopy}"`,
  ];
  cargo(['vendor', ...source, '--offline', '--respect-source-config', '--versioned-dirs', fresh]);

  // Every package any supported host builds, named as vendor/ names its directories (name-version).
  const needed = new Set();
  for (const host of HOSTS) {
    const tree = cargo([
      'tree',
      ...source,
      '--offline',
      '-e',
      'normal,build,dev',
      '--target',
      host,
      '--prefix',
      'none',
      '-f',
      '{p}',
    ]);
    for (const line of tree.split('\n')) {
      const m = /^(\S+) v(\S+)/.exec(line);
      if (m) needed.add(`${m[1]}-${m[2]}`);
    }
  }

  const stubbed = [];
  for (const crate of readdirSync(fresh).sort()) {
    const dir = path.join(fresh, crate);
    if (!needed.has(crate)) {
      stub(dir, crate);
      stubbed.push(crate);
    } else {
      for (const sub of LEFT_OUT_DIRS) rmSync(path.join(dir, sub), { recursive: true, force: true });
      dropTargetsWithoutFiles(dir);
    }
    rewriteChecksums(dir);
  }
  rmSync(VENDOR, { recursive: true, force: true });
  renameSync(fresh, VENDOR);
  console.log(
    `vendor/: ${readdirSync(VENDOR).length} crates (stubs for ${stubbed.join(', ')}), ${sizeOf(VENDOR)} bytes`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** Removes the [[test]], [[bench]] and [[example]] sections whose files were left out. */
function dropTargetsWithoutFiles(dir) {
  const manifest = path.join(dir, 'Cargo.toml');
  const text = readFileSync(manifest, 'utf8');
  const sections = text.split(/(?=^\[)/m);
  const kept = sections.filter((section) => {
    if (!/^\[\[(test|bench|example)\]\]/.test(section)) return true;
    const file = /^path\s*=\s*"([^"]+)"/m.exec(section);
    return file !== null && existsSync(path.join(dir, file[1]));
  });
  if (kept.length !== sections.length) writeFileSync(manifest, kept.join(''));
}

/** Keeps a crate's manifest and licences and replaces its code with a compile error. */
function stub(dir, crate) {
  for (const entry of readdirSync(dir)) {
    if (entry !== 'Cargo.toml' && entry !== '.cargo-checksum.json' && !/^(LICEN[CS]E|COPYING)/i.test(entry)) {
      rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  }
  const manifest = path.join(dir, 'Cargo.toml');
  // Only the package, its features and its dependencies stay: targets, build scripts and the native
  // libraries a build script links (`links`) are gone with the code.
  const sections = readFileSync(manifest, 'utf8')
    .split(/(?=^\[)/m)
    .filter((s) => !/^\[(\[|lib\])/.test(s));
  writeFileSync(manifest, `${sections.join('').replace(/^(build|links)\s*=.*$/gm, '')}\n[lib]\npath = "lib.rs"\n`);
  writeFileSync(
    path.join(dir, 'lib.rs'),
    `compile_error!("${crate} is a stub in vendor/: it only builds for Windows or wasm32 in a browser. ` +
      'See scripts/vendor-crates.mjs.");\n',
  );
}

function rewriteChecksums(dir) {
  const file = path.join(dir, '.cargo-checksum.json');
  const { package: pkg } = JSON.parse(readFileSync(file, 'utf8'));
  const files = {};
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${entry}` : entry;
      if (rel === '.cargo-checksum.json') continue;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else
        files[rel] = createHash('sha256')
          .update(readFileSync(path.join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  writeFileSync(file, JSON.stringify(pkg ? { files, package: pkg } : { files }));
}

function sizeOf(p) {
  const s = statSync(p);
  return s.isDirectory() ? readdirSync(p).reduce((n, e) => n + sizeOf(path.join(p, e)), 0) : s.size;
}
