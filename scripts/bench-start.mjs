// `npm run bench:start`: how long the shop takes to answer after it is started, and how much memory it holds.
// Never asserts a time (machines differ); prints the median of several runs with the machine's load average.
// Measured for each run, on loopback, with a fresh DATA_DIR (first start: migrations and demo data) and again
// on the same DATA_DIR (second start):
//   compiled    the compiled server alone (scripts/lib/server.mjs serverCommand), from spawn to the first 200
//               from /api/health
//   tsx         the TypeScript sources run through tsx, as `npm start` ran them before the compiled server
//   npm start   `npm start` as a developer runs it (install and build checks, then the server), to the first 200
//   CPU         user + system CPU seconds the server's processes used until then (less disturbed by other load)
//   RSS         resident memory of the server process (all its processes) when it first answered, and after
//               a few requests (home page, sizes, a coupon)
// BENCH_START_RUNS=5 (runs of each); BENCH_START_MODES=compiled,tsx,npm-start (which to run).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from './build.mjs';
import { ensure } from './lib/ensure.mjs';
import { startShop } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS || 5);

/** The process and all its descendants (Linux /proc). */
function tree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    /* gone, or not Linux */
  }
  return [pid, ...children.flatMap(tree)];
}

/** Resident memory in MB of the server: the process tree under pid, without `npm start`'s own parent process. */
function rssMb(pid, skipRoot) {
  let kb = 0;
  for (const p of tree(pid).slice(skipRoot ? 1 : 0)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* ended meanwhile */
    }
  }
  return kb / 1024;
}

const MODES = {
  compiled: {},
  tsx: { fromSource: true },
  'npm-start': { npmStart: true },
};
const chosen = (process.env.BENCH_START_MODES || Object.keys(MODES).join(',')).split(',');

/** CPU seconds (user + system) spent by the process tree under pid so far, with its ended children (Linux /proc). */
function cpuSeconds(pid) {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const p of tree(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command name
      total += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      /* ended meanwhile */
    }
  }
  return total / ticks;
}

async function once(dataDir, options) {
  const npmStart = Boolean(options.npmStart);
  const t0 = performance.now();
  const shop = await startShop(
    { DATA_DIR: dataDir, SMTP_URL: '', STRIPE_SECRET_KEY: '', ADMIN_PASSWORD: 'Bench-pass-1!' },
    options,
  );
  const ms = performance.now() - t0;
  const cpu = cpuSeconds(shop.pid);
  const rssReady = rssMb(shop.pid, npmStart);
  for (const route of ['/', '/api/inventory/sizes', '/api/coupon/WELCOME10'])
    await (await fetch(shop.url + route)).arrayBuffer();
  const rssServed = rssMb(shop.pid, npmStart);
  const code = await shop.stop();
  if (code !== 0) throw new Error(`the shop stopped with ${code}:\n${shop.log()}`);
  return { ms, cpu, rssReady, rssServed };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `bench:start, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, load ${load()}`,
);
// Installed and built before any clock starts: `npm start` then finds nothing to do, as on a second start.
ensure();
build();
const rows = [];
for (const mode of chosen) {
  const options = MODES[mode];
  if (!options) throw new Error(`Unknown mode ${mode}: ${Object.keys(MODES).join(', ')}`);
  const first = [];
  const second = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-start-'));
    try {
      first.push(await once(dataDir, options));
      second.push(await once(dataDir, options));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const what = { compiled: 'compiled server', tsx: 'tsx (before)', 'npm-start': 'npm start' }[mode];
  for (const [kind, runs] of [
    ['fresh DATA_DIR', first],
    ['second start', second],
  ]) {
    rows.push({
      what: `${what}, ${kind}`,
      ms: median(runs.map((r) => r.ms)),
      cpu: median(runs.map((r) => r.cpu)),
      all: runs.map((r) => Math.round(r.ms)).join(' '),
      rssReady: median(runs.map((r) => r.rssReady)),
      rssServed: median(runs.map((r) => r.rssServed)),
    });
  }
}
console.log(
  `\n| Start (median of ${RUNS}) | to first 200 | each run, ms | CPU until then | RSS when ready | RSS after 3 requests |`,
);
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.what} | ${(r.ms / 1000).toFixed(2)} s | ${r.all} | ${r.cpu.toFixed(2)} s | ${r.rssReady.toFixed(0)} MB | ${r.rssServed.toFixed(0)} MB |`,
  );
}
console.log(`\nload average after: ${load()}`);
