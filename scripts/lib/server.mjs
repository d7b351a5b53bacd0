// The one way to run the shop as a process: `npm start`, the API's start-up tests, the browser tests, the
// benchmarks and the fault tests all spawn it through this module, so they run the same server the same way.
//   serverCommand()      the command and arguments that run the compiled server (as `npm start` does)
//   spawnShop(env)       builds the server if its sources changed, spawns it with env on top of this
//                        process's environment, capturing its output
//   startShop(env)       spawns it on a free loopback port and resolves once /api/health answers 200
// Both take { npmStart: true } to run `npm start` (scripts/start.mjs: install, build, then the server) instead,
// or { fromSource: true } to run the TypeScript sources through tsx (what `npm start` ran before the build).
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../build.mjs';
import { root } from './ensure.mjs';
import { freePort } from './postgres.mjs';

/** The compiled server (`npm run build -- server`, scripts/build-server.mjs). */
export const SERVER_ENTRY = path.join(root, 'api', 'dist', 'main.js');
/** Its TypeScript source. */
export const SOURCE_ENTRY = path.join(root, 'api', 'src', 'main.ts');

/** How to run the server: `spawn(command, args, { cwd: root })`. */
export function serverCommand({ fromSource = false } = {}) {
  if (fromSource) return { command: process.execPath, args: ['--import', 'tsx', SOURCE_ENTRY] };
  // Stack traces name the TypeScript files and lines.
  return { command: process.execPath, args: ['--enable-source-maps', SERVER_ENTRY] };
}

const LOCK = path.join(root, 'node_modules', '.cache', 'brixilated', 'server-build.lock');

/** Whether the process that wrote the lock still runs. */
function lockHolderAlive() {
  try {
    process.kill(Number(readFileSync(LOCK, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits synchronously (the build below is synchronous too). */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

let serverChecked = false;
/**
 * Rebuilds the compiled server when its sources changed since it was built (checked once per process). Several
 * test processes may ask at once: one builds, the others wait for its lock and then find it fresh.
 */
export function ensureServerBuilt() {
  if (serverChecked) return;
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    let fd;
    try {
      fd = openSync(LOCK, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockHolderAlive()) sleep(200);
      else rmSync(LOCK, { force: true }); // its builder died
      continue;
    }
    try {
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      build(['server'], { quiet: true });
    } finally {
      rmSync(LOCK, { force: true });
    }
    serverChecked = true;
    return;
  }
}

/** Shops spawned by this process and still running: stopped when this process exits, so none is left behind. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** Signals the shop and every process it started (a WEB_CONCURRENCY primary's workers): it leads its own group. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Spawns the server with `env` over this process's environment. Its output is kept for `log()` (the first
 * `keepOutput` characters: a benchmark's millions of access lines are read and dropped) and handed to `onOutput`
 * as it comes. `exited` resolves with the exit code (null when a signal ended it).
 */
export function spawnShop(env = {}, { onOutput, npmStart = false, fromSource = false, keepOutput = Infinity } = {}) {
  if (!npmStart && !fromSource) ensureServerBuilt();
  const { command, args } = npmStart
    ? { command: process.execPath, args: [path.join(root, 'scripts', 'start.mjs')] }
    : serverCommand({ fromSource });
  // Its own process group, so a forced stop also reaches the workers of a WEB_CONCURRENCY primary.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  const capture = (stream) => (chunk) => {
    const text = chunk.toString();
    if (output.length < keepOutput) output += text;
    onOutput?.(text, stream);
  };
  child.stdout.on('data', capture('stdout'));
  child.stderr.on('data', capture('stderr'));
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return { child, pid: child.pid, exited, log: () => output };
}

/**
 * Starts the shop on a free loopback port (or env.PORT) and resolves when GET /api/health answers 200.
 * Rejects (after killing it) when it exits first or does not answer within `timeoutMs`.
 * `stop()` sends SIGTERM and resolves with the exit code; after `graceMs` it kills the process group and resolves -1.
 */
export async function startShop(env = {}, { timeoutMs = 120_000, onOutput, npmStart, fromSource, keepOutput } = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const shop = spawnShop(
    { HOST: '127.0.0.1', ...env, PORT: String(port) },
    { onOutput, npmStart, fromSource, keepOutput },
  );
  const url = `http://127.0.0.1:${port}`;
  let exitCode;
  shop.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`The shop exited early (${exitCode}):\n${shop.log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      killGroup(shop.child, 'SIGKILL');
      throw new Error(`The shop did not answer /api/health within ${timeoutMs / 1000} s:\n${shop.log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async ({ graceMs = 15_000 } = {}) => {
    if (exitCode !== undefined) return exitCode;
    shop.child.kill('SIGTERM');
    let timer;
    const result = await Promise.race([
      shop.exited,
      new Promise((r) => (timer = setTimeout(() => r('timeout'), graceMs))),
    ]);
    clearTimeout(timer);
    if (result !== 'timeout') return result;
    killGroup(shop.child, 'SIGKILL');
    await shop.exited;
    return -1;
  };
  return { ...shop, url, port, stop };
}
