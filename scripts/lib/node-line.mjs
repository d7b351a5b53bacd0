// Another Node.js line for the test suites (`npm test -- api:node24`), from the npm registry only: the package
// node-<platform>-<arch>@<major> holds that line's `bin/node` and its headers (`include/node`). It is installed
// once into node_modules/.cache/brixilated/node<major>/ (a second run finds it there and fetches nothing).
// Native addons built on V8's C++ API load only on the Node they were compiled for: better-sqlite3 is built
// again, against that line's headers, into a copy under the same folder (addons/node_modules/), so the build
// in node_modules keeps serving the machine's Node. Node-API addons (sharp, argon2) load on every line as they are.
// A process on that line finds the copy through scripts/lib/native-addons-hook.mjs, loaded into every process
// and thread of the run by NODE_OPTIONS (`nodeLineEnv`).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NATIVE_PACKAGES, nativeLoads, root, run } from './ensure.mjs';

/** The native addons whose binary is tied to one Node ABI (not Node-API): built again for each other line. */
const ABI_ADDONS = ['better-sqlite3'];

const CACHE = path.join(root, 'node_modules', '.cache', 'brixilated');
const HOOK = fileURLToPath(new URL('./native-addons-hook.mjs', import.meta.url));

/** Where line `major` lives: its install folder, the package with bin/ and include/, and the addon copies. */
function nodeLinePaths(major) {
  const dir = path.join(CACHE, `node${major}`);
  const nodeDir = path.join(dir, 'node_modules', `node-${process.platform}-${process.arch}`);
  return { dir, nodeDir, node: path.join(nodeDir, 'bin', 'node'), addons: path.join(dir, 'addons') };
}

/**
 * The oldest release of a line the suites run on. 24.19.0 to 24.21.x abort a process (`RemoveEnvironmentCleanupHook
 * ... Assertion failed: (env) != nullptr`) when the garbage collector frees an object of an addon built on
 * node::ObjectWrap with their headers: better-sqlite3's databases and statements. 24.22.0 fixed it in the runtime.
 */
export const OLDEST = { 24: '24.22.0' };

const versionOf = (pkgDir) => JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
const atLeast = (version, oldest) => {
  const [a, b] = [version, oldest].map((v) => v.split('.').map(Number));
  const i = a.findIndex((part, k) => part !== b[k]);
  return i < 0 || a[i] > b[i];
};

/** Installs Node `major` from the npm registry unless a good enough release of it is there; returns its `node`. */
function installNode(major) {
  const { dir, nodeDir, node } = nodeLinePaths(major);
  const oldest = OLDEST[major] ?? `${major}.0.0`;
  if (existsSync(node) && atLeast(versionOf(nodeDir), oldest)) return node;
  const spec = `node-${process.platform}-${process.arch}@^${oldest}`;
  console.log(`Installing Node.js ${major} from the npm registry (${spec})...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec]);
  if (!existsSync(node)) {
    console.error(`${spec} holds no bin/node`);
    process.exit(1);
  }
  return node;
}

/**
 * Builds the copy of addon `name` for line `major` when it is missing or was built from another version of the
 * package or of Node (the stamp beside it says which): from source with node-gyp, never a prebuilt download.
 */
function buildAddon(name, major) {
  const { nodeDir, addons } = nodeLinePaths(major);
  const source = path.join(root, 'node_modules', name);
  const copy = path.join(addons, 'node_modules', name);
  const stamp = path.join(addons, `${name.replace('/', '+')}.built`);
  const wanted = `${name}@${versionOf(source)} for Node.js ${versionOf(nodeDir)}`;
  if (existsSync(copy) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log(`Building ${wanted} (once; kept in ${path.relative(root, addons)})...`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, { recursive: true, filter: (from) => path.relative(source, from) !== 'build' });
  run('npm', ['rebuild', name, '--prefix', addons, `--nodedir=${nodeDir}`], {
    env: {
      ...process.env,
      PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`,
      // prebuild-install (better-sqlite3's first try) then steps aside for node-gyp.
      npm_config_build_from_source: 'true',
    },
  });
  writeFileSync(stamp, wanted);
}

/** The `node` of line `major` (installed by `ensureNodeLine`). */
export const nodeLineBin = (major) => nodeLinePaths(major).node;

/** The environment of a command on line `major`: its `node` first on PATH, the addon copies found. */
export function nodeLineEnv(major, env = process.env) {
  const { nodeDir } = nodeLinePaths(major);
  return {
    ...env,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(HOOK)}`.trim(),
  };
}

/** Makes line `major` ready (Node installed, every native addon loading on it); returns the path of its `node`. */
export function ensureNodeLine(major) {
  const node = installNode(major);
  for (const name of ABI_ADDONS) buildAddon(name, major);
  const broken = NATIVE_PACKAGES.filter((name) => !nativeLoads(name, node, nodeLineEnv(major)));
  if (broken.length > 0) {
    console.error(`These native packages do not load on Node.js ${major}: ${broken.join(', ')}`);
    process.exit(1);
  }
  return node;
}

// `node scripts/lib/node-line.mjs 24 npx vitest run --project api api/test/cart.test.ts`: one command on line 24.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [major, command, ...args] = process.argv.slice(2);
  if (!/^\d+$/.test(major ?? '') || !command) {
    console.error('Usage: node scripts/lib/node-line.mjs MAJOR COMMAND [ARG...]');
    process.exit(2);
  }
  ensureNodeLine(Number(major));
  const result = spawnSync(command, args, { stdio: 'inherit', env: nodeLineEnv(Number(major)) });
  process.exit(result.status ?? 1);
}
