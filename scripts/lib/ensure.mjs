// Installs what a fresh machine is missing before a build: Debian packages (when run as root)
// and the npm dependencies. Uses only Node's built-ins, since node_modules may not exist yet.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_PACKAGES, postgresInstalled } from './postgres.mjs';
import { DEBIAN_REGISTRY, rustToolchain } from './toolchain.mjs';

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
  rust: ['rustc', 'cargo', 'libstd-rust-dev-wasm32', 'librust-criterion-dev', 'librust-proptest-dev'],
  chromium: ['chromium'],
  // The API suite's second run, and pg_dump/pg_restore for backups (PostgreSQL 15: /usr/lib/postgresql/15/bin).
  postgresql: POSTGRES_PACKAGES,
};

/** Whether Debian's packaged registry holds the crates the tests and benchmarks use. */
function debianHasTestCrates() {
  if (!existsSync(DEBIAN_REGISTRY)) return false;
  const crates = readdirSync(DEBIAN_REGISTRY);
  return ['proptest-', 'criterion-'].every((prefix) => crates.some((name) => name.startsWith(prefix)));
}

function missingSystemPackages() {
  const missing = [];
  // A toolchain with the wasm target is enough with crates.io (BRIX_CARGO_ONLINE); offline it needs Debian's crates too.
  const rustReady = rustToolchain() !== null && (Boolean(process.env.BRIX_CARGO_ONLINE) || debianHasTestCrates());
  if (!rustReady) missing.push(...DEBIAN_PACKAGES.rust);
  if (!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) missing.push(...DEBIAN_PACKAGES.chromium);
  if (!postgresInstalled()) missing.push(...DEBIAN_PACKAGES.postgresql);
  return missing;
}

function ensureSystem() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing system packages. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function npmNeedsInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

const NATIVE_PACKAGES = ['better-sqlite3', 'sharp', 'argon2'];

function nativeLoads(name) {
  const probe = `require(${JSON.stringify(name)})${name === 'better-sqlite3' ? '(":memory:").close()' : ''}`;
  return spawnSync(process.execPath, ['-e', probe], { cwd: path.join(root, 'api'), stdio: 'ignore' }).status === 0;
}

function ensureNpm() {
  if (npmNeedsInstall()) {
    console.log('Installing npm dependencies (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
  // npm may skip install scripts it was not told to allow; native addons must really load.
  const broken = NATIVE_PACKAGES.filter((name) => !nativeLoads(name));
  if (broken.length > 0) {
    console.log(`Rebuilding native packages: ${broken.join(', ')}`);
    run('npm', ['rebuild', ...broken]);
    const still = broken.filter((name) => !nativeLoads(name));
    if (still.length > 0) {
      console.error(`These native packages do not load: ${still.join(', ')}`);
      process.exit(1);
    }
  }
}

export function ensure() {
  ensureSystem();
  ensureNpm();
}
