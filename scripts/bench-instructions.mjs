#!/usr/bin/env node
// `npm run bench:instructions`: what the shop's logs and metrics cost a request, counted in CPU instructions
// instead of timed. Each route runs on a shop with them (LOG_LEVEL=info, an access line a request, request
// metrics) and on one without (LOG_LEVEL=silent, BRIX_BENCH_UNOBSERVED=1), each under valgrind's callgrind:
// after a warm-up (the JIT settles), the instructions every thread of the shop's process executes are counted over
// WINDOWS windows of COUNT requests, and the median window's count is divided by COUNT. Other work on the
// machine does not change the count, so a change of a few hundred instructions a request shows here where
// `npm run bench:load --observability` needs a quiet machine and many rounds to see a few per cent. The count
// leaves out the kernel's work (the system calls) and says nothing of cache misses: the time is still
// bench:load's to measure.
//
//   node scripts/bench-instructions.mjs [--route=NAME ...]   (default: sizes and cart read)
//   BENCH_INSTRUCTIONS_WARM=15000 (requests before counting)  BENCH_INSTRUCTIONS_COUNT=5000 (requests a window)
//   BENCH_INSTRUCTIONS_WINDOWS=3
// Needs valgrind (Debian: apt-get install valgrind). About two minutes a route and shop.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { ensure, root } from './lib/ensure.mjs';
import { freePort } from './lib/postgres.mjs';
import { observationModes, observationShopEnv } from './lib/observation.mjs';
import { SERVER_ENTRY } from './lib/server.mjs';
import { createShoppers, scenarios } from './lib/shoppers.mjs';
import { median } from './lib/stats.mjs';

const WARM = Number(process.env.BENCH_INSTRUCTIONS_WARM || 15_000);
const COUNT = Number(process.env.BENCH_INSTRUCTIONS_COUNT || 5_000);
/**
 * Counting windows of COUNT requests each, one after the other; the median is taken, so a window in which V8 ran a
 * whole-heap collection (tens of millions of instructions, due every so many requests) does not decide the figure.
 */
const WINDOWS = Number(process.env.BENCH_INSTRUCTIONS_WINDOWS || 3);
/** Requests in flight at once: enough to keep the shop busy, few enough for valgrind's one thread at a time. */
const CONNECTIONS = 10;
const HOST = '127.0.0.1';
const filters = process.argv
  .slice(2)
  .filter((a) => a.startsWith('--route='))
  .map((a) => a.slice('--route='.length));
const ROUTES = filters.length ? filters : ['sizes', 'cart read'];
const MODES = observationModes('bench-instructions-metrics-token');

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind is not installed (Debian: apt-get install valgrind).');
  process.exit(1);
}
ensure();
build(['wasm', 'server']);

/** Runs `count` requests of `scenario` against `url`, CONNECTIONS at a time; resolves with the statuses seen. */
async function play(url, scenario, count, agent, from) {
  const statuses = new Map();
  let next = from;
  const last = from + count;
  const one = (i) =>
    new Promise((resolve) => {
      const r = scenario.requestFor(i);
      const req = http.request(url + r.path, { agent, method: r.method, headers: r.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', () => resolve(0));
      req.end(r.body);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < last) {
        const status = await one(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** The instructions counted in dump `part` (its file is written by the process itself: waits for it). */
async function dumped(dataDir, part) {
  for (let waited = 0; ; waited += 200) {
    const file = readdirSync(dataDir).find((f) => f.startsWith('callgrind.out.') && f.endsWith(`.${part}`));
    const summary = file && readFileSync(path.join(dataDir, file), 'utf8').match(/^summary: (\d+)$/m);
    if (summary) return Number(summary[1]);
    if (waited > 60_000) throw new Error(`callgrind wrote no counts for part ${part}: ${readdirSync(dataDir)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** callgrind_control, which asks the valgrind'd process (by pid) to start counting or to write its counts out. */
function control(pid, ...args) {
  // valgrind names the pipes it listens on after $HOST (the shop's listening address here): the same for both.
  const result = spawnSync('callgrind_control', [...args, String(pid)], {
    encoding: 'utf8',
    env: { ...process.env, HOST },
  });
  if (result.status !== 0 || /error|failed/i.test(result.stdout + result.stderr))
    throw new Error(`callgrind_control ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
}

/** The instructions a request of `routeName` costs a shop run with `env`, in each counting window. */
async function count(routeName, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-instructions-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = path.join(dataDir, 'callgrind.out');
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // V8 writes machine code and then runs it: valgrind must look for code changing anywhere but in files.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${out}.%p`,
      process.execPath,
      SERVER_ENTRY,
    ],
    {
      cwd: root,
      env: { ...process.env, ...observationShopEnv({ dataDir, port }), HOST, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stdout.resume(); // the lines are read and dropped, as a log shipper would
  child.stderr.on('data', (text) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let waited = 0; ; waited += 500) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (waited > 300_000 || child.exitCode !== null) throw new Error(`the shop did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const scenario = scenarios(url, await createShoppers(url, 2)).find((s) => s.name === routeName);
    if (!scenario) throw new Error(`no route named "${routeName}"`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    await play(url, scenario, WARM, agent, 0);
    control(child.pid, '-i', 'on');
    const perWindow = [];
    for (let window = 0; window < WINDOWS; window += 1) {
      const statuses = await play(url, scenario, COUNT, agent, WARM + window * COUNT);
      const ok = statuses.get(scenario.expect) ?? 0;
      if (ok !== COUNT)
        throw new Error(`${COUNT - ok} of ${COUNT} answers were not ${scenario.expect}: ${[...statuses]}`);
      // Each dump is a file of its own (callgrind.out.PID.N) counting from the one before.
      control(child.pid, '-d');
      perWindow.push((await dumped(dataDir, window + 1)) / COUNT);
    }
    agent.destroy();
    return perWindow;
  } finally {
    // A stop valgrind sees (it removes its pipes from /tmp), then a kill if the shop does not go.
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:instructions ${new Date().toISOString()}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}: ` +
    `instructions a request (every thread of the shop's process), the median of ${WINDOWS} windows of ${COUNT} requests after ${WARM}, ` +
    `${CONNECTIONS} at a time, SQLite, 1 process`,
);
const rows = [];
for (const route of ROUTES) {
  const counted = {};
  for (const [mode, env] of Object.entries(MODES)) {
    const windows = await count(route, env);
    counted[mode] = median(windows);
    console.log(
      `  ${route.padEnd(16)} ${mode.padEnd(7)} ${(counted[mode] / 1000).toFixed(1)} k (windows: ${windows.map((n) => (n / 1000).toFixed(1)).join(', ')})`,
    );
  }
  rows.push({ route, ...counted });
}
console.log('\n| Route | instructions a request, with logs and metrics | without | added | cost |');
console.log('|---|---|---|---|---|');
for (const { route, with: w, without } of rows)
  console.log(
    `| ${route} | ${Math.round(w).toLocaleString('en-US')} | ${Math.round(without).toLocaleString('en-US')} | ${Math.round(w - without).toLocaleString('en-US')} | ${(((w - without) / without) * 100).toFixed(1)} % |`,
  );
