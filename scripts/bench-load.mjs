// `npm run bench:load`: 200 shoppers at once against the real shop on 127.0.0.1, one route at a time (autocannon),
// for 1 and 2 processes (WEB_CONCURRENCY) on SQLite and on PostgreSQL. Prints requests/s, p50/p99/max latency and
// the errors per route, with the date and the machine's load. Never asserts a time: the README records runs.
//
// Each configuration gets a shop of its own (scripts/lib/server.mjs) on a free port with a fresh DATA_DIR (and a
// fresh database on a PostgreSQL 15 server this script starts and stops, scripts/lib/postgres.mjs). Before the
// clock starts, 200 shoppers sign up, each with one Brix in the cart (scripts/lib/shoppers.mjs). Every shopper
// (one connection) sends its requests from its own address (X-Forwarded-For, TRUST_PROXY=1), as 200 shoppers
// behind a proxy would: the rate limits count per address, as they do for real shoppers.
//
//   node scripts/bench-load.mjs [--quick] [sqlite|postgres] [1|2]
//   BENCH_LOAD_SECONDS=12 (per route)  BENCH_LOAD_CONNECTIONS=200
// --quick: 2 s a route, 20 shoppers, SQLite with 1 process: a check that every scenario runs and answers 200.
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { build } from './build.mjs';
import { ensure } from './lib/ensure.mjs';
import { freePort, postgresInstalled, startPostgres } from './lib/postgres.mjs';
import { startShop } from './lib/server.mjs';
import { createShoppers, scenarios } from './lib/shoppers.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || (quick ? 2 : 12));
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || (quick ? 20 : 200));
const databases = ['sqlite', 'postgres'].filter((d) => (quick ? d === 'sqlite' : !args.some((a) => /^(sqlite|postgres)$/.test(a)) || args.includes(d)));
const processes = [1, 2].filter((n) => (quick ? n === 1 : !args.some((a) => /^[12]$/.test(a)) || args.includes(String(n))));

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** One route for SECONDS with CONNECTIONS shoppers, each on its own connection with its own address. */
async function hammer(url, scenario) {
  let client = 0;
  const first = scenario.requestFor(0);
  const result = await autocannon({
    url: url + first.path,
    method: first.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    setupClient: (c) => {
      const r = scenario.requestFor(client++);
      c.setHeadersAndBody(r.headers, r.body);
    },
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== scenario.expect)
    .map(([code, { count }]) => `${count}x${code}`);
  return {
    route: scenario.name,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts a time-out among its errors too.
    errors: result.errors + result.non2xx,
    detail: [
      ...statuses,
      ...(result.errors - result.timeouts ? [`${result.errors - result.timeouts} connection errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} over 10 s`] : []),
    ].join(', '),
  };
}

async function runConfiguration({ database, workers, postgres }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_CONCURRENCY: String(workers),
    TRUST_PROXY: '1',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    ADMIN_PASSWORD: 'Bench-admin-pass-1!',
  };
  if (database === 'postgres') {
    const name = `bench_${workers}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    env.DATABASE_URL = postgres.url.replace(/\/postgres$/, `/${name}`);
  }
  const shop = await startShop(env);
  try {
    const started = Date.now();
    const shoppers = await createShoppers(url, CONNECTIONS);
    console.log(`  ${CONNECTIONS} shoppers signed up with a Brix in the cart (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const rows = [];
    for (const scenario of scenarios(url, shoppers)) {
      const row = await hammer(url, scenario);
      console.log(`  ${row.route.padEnd(16)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  errors ${row.errors}${row.detail ? ` (${row.detail})` : ''}  load ${load()}`);
      rows.push({ database, workers, ...row });
    }
    return rows;
  } finally {
    const code = await shop.stop();
    if (code !== 0) console.error(`  the shop stopped with ${code}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensure();
build(['wasm', 'assets', 'web', 'server']);
if (databases.includes('postgres') && !postgresInstalled()) {
  console.error('PostgreSQL 15 is not installed: run with `sqlite`, or install the Debian package postgresql.');
  process.exit(1);
}
console.log(`bench:load ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load ${load()}`);
console.log(`${CONNECTIONS} shoppers (connections) on 127.0.0.1 for ${SECONDS} s a route; each shopper sends from its own address`);
console.log('(X-Forwarded-For with TRUST_PROXY=1, as shoppers behind a proxy), so the per-address rate limits apply as to real shoppers.');
console.log('The load generator runs on the same machine as the shop. PostgreSQL runs with fsync off (a test server); SQLite with synchronous=FULL.\n');

const postgres = databases.includes('postgres') ? await startPostgres() : null;
const rows = [];
let failed = false;
try {
  for (const database of databases) {
    for (const workers of processes) {
      console.log(`${database}, ${workers} process${workers > 1 ? 'es' : ''} (WEB_CONCURRENCY=${workers}):`);
      rows.push(...(await runConfiguration({ database, workers, postgres })));
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await postgres?.stop();
}

console.log(`\n| Database | Processes | Route | req/s | p50 | p99 | max | errors |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.workers} | ${r.route} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.errors}${r.detail ? ` (${r.detail})` : ''} |`);
}
console.log(`\n${new Date().toISOString()}, load average at the end: ${load()}`);
const errors = rows.reduce((n, r) => n + r.errors, 0);
if (quick && (failed || errors > 0 || rows.some((r) => r.total === 0))) {
  console.error(`--quick: ${failed ? 'a configuration failed' : `${errors} errors`}`);
  process.exit(1);
}
process.exit(failed ? 1 : 0);
