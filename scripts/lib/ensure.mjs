// Installs what a fresh machine is missing before a build: Debian packages (when run as root)
// and the npm dependencies. Uses only Node's built-ins, since node_modules may not exist yet.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_PACKAGES, postgresInstalled } from './postgres.mjs';
import { rustToolchain } from './toolchain.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the repository, inheriting output; exits the process when it fails. */
export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  return result;
}

const DEBIAN_PACKAGES = {
  // what is checked -> the packages that provide it
  // binaryen: wasm-opt, which shrinks the WebAssembly modules (scripts/build-wasm.mjs).
  rust: ['rustc', 'cargo', 'libstd-rust-dev-wasm32', 'binaryen'],
  // The lint suite's `cargo fmt` and `cargo clippy`, where the toolchain has no rustfmt or clippy of its own.
  rustLint: ['rustfmt', 'rust-clippy'],
  chromium: ['chromium'],
  // pdftoppm, which the browser tests use to read a blueprint's pages as pictures (its QR codes).
  poppler: ['poppler-utils'],
  // The journeys in three engines (e2e/engines): Firefox ESR, driven over WebDriver BiDi, and WebKitGTK's
  // WebDriver with its MiniBrowser, on a virtual X display.
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb', 'xauth'],
  // The API suite's second run, and pg_dump/pg_restore for backups (PostgreSQL 15: /usr/lib/postgresql/15/bin).
  postgresql: POSTGRES_PACKAGES,
};

const PRESENT = {
  // A toolchain with the wasm32 target; the crates the Rust tests use are in vendor/.
  rust: () => rustToolchain() !== null && spawnSync('wasm-opt', ['--version']).status === 0,
  rustLint: () => ['fmt', 'clippy'].every((tool) => spawnSync('cargo', [tool, '--version']).status === 0),
  chromium: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  poppler: () => spawnSync('pdftoppm', ['-v']).status === 0,
  firefox: () => existsSync(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'),
  webkit: () =>
    ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', '/usr/bin/Xvfb', '/usr/bin/xauth'].every((f) => existsSync(f)),
  postgresql: () => postgresInstalled(),
};

/** Installs (as root) or names the Debian packages for each of `needs` (keys of DEBIAN_PACKAGES) that is missing. */
export function ensureSystem(needs) {
  const missing = needs.filter((need) => !PRESENT[need]()).flatMap((need) => DEBIAN_PACKAGES[need]);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing system packages. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const LOCK_STAMP = path.join(root, 'node_modules', '.cache', 'brixilated', 'package-lock.sha256');
const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
function recordLock() {
  mkdirSync(path.dirname(LOCK_STAMP), { recursive: true });
  writeFileSync(LOCK_STAMP, `${lockHash()}\n`);
}

/**
 * Whether `npm ci` must run: nothing installed, or package-lock.json changed since the install. Changed means
 * newer than npm's record of the install (node_modules/.package-lock.json) AND different in content from the
 * package-lock.json of the last install this script saw (its sha256 is kept), so a checkout or copy that only
 * touches the file installs nothing, while `npm install PKG` (which writes both) needs no second install.
 */
function npmNeedsInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const newer = statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
  const current = lockHash();
  const recorded = existsSync(LOCK_STAMP) ? readFileSync(LOCK_STAMP, 'utf8').trim() : null;
  if (newer && recorded !== current) return true;
  if (recorded !== current) recordLock();
  return false;
}

export const NATIVE_PACKAGES = ['better-sqlite3', 'sharp', 'argon2'];

/** Whether the native package `name` loads on `node` (better-sqlite3 loads its binary at the first open). */
export function nativeLoads(name, node = process.execPath, env = process.env) {
  const probe = `require(${JSON.stringify(name)})${name === 'better-sqlite3' ? '(":memory:").close()' : ''}`;
  return spawnSync(node, ['-e', probe], { cwd: path.join(root, 'api'), env, stdio: 'ignore' }).status === 0;
}

/**
 * `--nodedir` at the headers of the Node running this script, when it has them beside it (`include/node`, as in
 * Node's own builds and Debian's /usr): addons are then built for the Node that loads them, whatever `nodedir` an
 * .npmrc names (a machine set up for its packaged Node 20 may name /usr while Node 24 runs).
 */
function runningNodeHeaders() {
  const dir = path.resolve(path.dirname(process.execPath), '..');
  return existsSync(path.join(dir, 'include', 'node', 'node_version.h')) ? [`--nodedir=${dir}`] : [];
}

function ensureNpm() {
  if (npmNeedsInstall()) {
    console.log('Installing npm dependencies (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
    recordLock();
  }
  // npm may skip install scripts it was not told to allow; native addons must really load. Checked once
  // per install: the stamp holds the install marker's mtime from the last check that passed.
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const stamp = path.join(root, 'node_modules', '.cache', 'brixilated', 'native-addons-load');
  const installed = String(statSync(marker).mtimeMs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === installed) return;
  const broken = NATIVE_PACKAGES.filter((name) => !nativeLoads(name));
  if (broken.length > 0) {
    console.log(`Rebuilding native packages: ${broken.join(', ')}`);
    run('npm', ['rebuild', ...broken, ...runningNodeHeaders()]);
    const still = broken.filter((name) => !nativeLoads(name));
    if (still.length > 0) {
      console.error(`These native packages do not load: ${still.join(', ')}`);
      process.exit(1);
    }
  }
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, installed);
}

const ENGINES = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/**
 * Whether `version` is on a line package.json's `engines` names (`^20.19.0 || ^24.22.0`: that major, at least that
 * release), the lines the suites run on.
 */
function testedNode(version = process.versions.node) {
  const [major, minor, patch] = version.split('.').map(Number);
  return ENGINES.split('||').some((range) => {
    const [a, b, c] = range.trim().replace(/^\^/, '').split('.').map(Number);
    return major === a && (minor > b || (minor === b && patch >= c));
  });
}

/**
 * Installs what is missing: the Debian packages for `needs` ('rust' for the Rust tests, 'chromium' for the
 * browser tests; the WebAssembly build asks for 'rust' itself when it has to run) and the npm packages.
 */
export function ensure(needs = []) {
  // A warning, not a stop: other lines may well work. (Node.js 24.19 to 24.21 do not: they abort a process when
  // the garbage collector frees a SQLite statement.)
  if (!testedNode())
    console.warn(`Node.js ${process.versions.node} is not on a line the shop is tested on: ${ENGINES}`);
  ensureSystem(needs);
  ensureNpm();
}
