// `npm run bench:load`: 200 shoppers at once against the real shop on 127.0.0.1, one route at a time,
// for 1 and 2 processes (WEB_CONCURRENCY) on SQLite and on PostgreSQL. Prints requests/s, p50/p99/max latency, the
// time to open the connections and the errors per route, and cart reads beside 200 sign-ins, with the
// date and the machine's load. Never asserts a time: docs/benchmarks.md records runs.
//
// Each configuration gets a shop of its own (scripts/lib/server.mjs) on a free port with a fresh DATA_DIR (and a
// fresh database on a PostgreSQL 15 server this script starts and stops, scripts/lib/postgres.mjs). Before the
// clock starts, 200 shoppers sign up, each with one Brix in the cart (scripts/lib/shoppers.mjs); connection i
// carries shopper i's session or account. Requests come from many addresses (X-Forwarded-For, TRUST_PROXY=1), as
// through a proxy (see `hammer`).
//
//   node scripts/bench-load.mjs [--quick] [sqlite|postgres] [1|2] [--route=NAME ...]
//   BENCH_LOAD_SECONDS=10 (measured per route)  BENCH_LOAD_CONNECTIONS=200
// --route=NAME: only the routes whose name contains NAME (e.g. --route=cart), for measuring one change.
// Each row also gives the CPU time per answer of the shop's processes and of PostgreSQL's (read from /proc on
// Linux): the cost of a call, which the machine's other work shifts far less than its latency.
// --quick: 2 s a route, 20 shoppers, SQLite with 1 process: a check that every scenario runs and answers 200.
//
// Then what the shop's logs and metrics cost (scripts/lib/observability-cost.mjs): two shops on SQLite with 1
// process, one as it runs and one without them, in turns, ROUNDS rounds of the checkout mix (browse, cart, create
// and confirm a payment: scripts/lib/checkout-mix.mjs) and of every route but sign-in; each route's cost is the
// median of the rounds' ratios of its throughput with them over without, and the rounds' spread is the run's noise.
// --observability runs only this part (with --route=NAME, only those routes; --route=mix, the mix alone).
//   BENCH_LOAD_ROUNDS=5  BENCH_LOAD_COST_SECONDS=5 (each measurement)
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { build } from './build.mjs';
import { ensure } from './lib/ensure.mjs';
import { freePort, postgresInstalled, startPostgres } from './lib/postgres.mjs';
import { startShop } from './lib/server.mjs';
import { cpuNow, hammer, TIMEOUT_S } from './lib/hammer.mjs';
import { costTable, MIX, observabilityCost } from './lib/observability-cost.mjs';
import { createShoppers, scenarios } from './lib/shoppers.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || (quick ? 2 : 10));
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || (quick ? 20 : 200));
const databases = ['sqlite', 'postgres'].filter((d) =>
  quick ? d === 'sqlite' : !args.some((a) => /^(sqlite|postgres)$/.test(a)) || args.includes(d),
);
const processes = [1, 2].filter((n) =>
  quick ? n === 1 : !args.some((a) => /^[12]$/.test(a)) || args.includes(String(n)),
);
const observabilityOnly = args.includes('--observability');
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS || (quick ? 1 : 5));
const COST_SECONDS = Number(process.env.BENCH_LOAD_COST_SECONDS || (quick ? 2 : 5));
const routeFilters = args.filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
const wanted = (name) => routeFilters.length === 0 || routeFilters.some((f) => name.includes(f));
/**
 * What the cost is measured on: the checkout mix, and every route of the table but sign-in, whose 200 password
 * hashes at once take seconds each (a line and a count more or less would not show in them).
 */
const COST_ROUTES = [MIX, 'home page', 'sizes', 'shipping quotes', 'cart pricing', 'cart read'].filter(wanted);

const ms = (value) => (value === null ? '-' : `${value.toFixed(2)} ms`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Shoppers reading their carts while the 200 sign in: the other routes must keep answering. */
const BESIDE = 20;

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
    console.log(
      `  ${CONNECTIONS} shoppers signed up with a Brix in the cart (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const rows = [];
    const list = scenarios(url, shoppers);
    const cartRead = list.find((s) => s.name === 'cart read');
    const pgPort = database === 'postgres' ? postgres.port : null;
    for (const scenario of list.filter((s) => wanted(s.name))) {
      const alone = scenario.name !== 'sign-in';
      // Sign-in is argon2-bound: while 200 shoppers sign in, BESIDE others read their carts, and their figures
      // show whether the rest of the shop keeps answering.
      const measured = await Promise.all([
        // CPU per answer only where one route runs alone.
        hammer(url, scenario, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          ...(alone ? { cpu: () => cpuNow(shop.pid, pgPort) } : {}),
        }),
        ...(!alone
          ? [
              hammer(url, cartRead, {
                connections: BESIDE,
                seconds: SECONDS,
                name: `cart read (${BESIDE}) beside sign-ins`,
              }),
            ]
          : []),
      ]);
      for (const row of measured) {
        console.log(
          `  ${row.route.padEnd(34)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  connect ${row.connect} ms  errors ${row.errors}${row.detail ? ` (${row.detail})` : ''}  CPU/answer shop ${ms(row.shopCpu)}${database === 'postgres' ? ` db ${ms(row.dbCpu)}` : ''} generator ${ms(row.generatorCpu)}  load ${load()}`,
        );
        rows.push({ database, workers, ...row });
      }
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
const benchStarted = performance.now();
console.log(
  `bench:load ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load ${load()}`,
);
console.log(
  `${CONNECTIONS} keep-alive connections on 127.0.0.1 (Node's http client), one route at a time for ${SECONDS} s once every connection is open;`,
);
console.log(
  'each request from the next of 65,536 addresses (X-Forwarded-For with TRUST_PROXY=1, as shoppers behind a proxy), so no address reaches a',
);
console.log(`per-address limit. While 200 sign in, ${BESIDE} more connections read carts. Time-out ${TIMEOUT_S} s.`);
console.log(
  'The load generator runs on the same machine as the shop. PostgreSQL runs with fsync off (a test server); SQLite with synchronous=FULL.\n',
);

const postgres = databases.includes('postgres') && !observabilityOnly ? await startPostgres() : null;
const rows = [];
let failed = false;
try {
  for (const database of observabilityOnly ? [] : databases) {
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

let costs = [];
console.log(
  `\nThe cost of logs and metrics: SQLite, 1 process, ${ROUNDS} rounds of ${COST_SECONDS} s a route on each shop, in turns (cost: 1 - the median of the rounds' ratios):`,
);
try {
  costs = await observabilityCost({
    routes: COST_ROUTES,
    rounds: ROUNDS,
    seconds: COST_SECONDS,
    connections: CONNECTIONS,
  });
} catch (error) {
  failed = true;
  console.error(error);
}
if (costs.length) console.log(`\n${costTable(costs)}`);

if (rows.length) {
  console.log(
    `\n| Database | Processes | Route | req/s | p50 | p99 | max | connect | errors | CPU/answer shop | db | generator |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.workers} | ${r.route} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.connect} ms | ${r.errors}${r.detail ? ` (${r.detail})` : ''} | ${ms(r.shopCpu)} | ${r.database === 'postgres' ? ms(r.dbCpu) : '-'} | ${ms(r.generatorCpu)} |`,
    );
  }
  console.log(
    `\n\`connect\`: the time until all the route's connections had answered a home-page request, before its ${SECONDS} measured seconds.`,
  );
  console.log(
    "CPU/answer: CPU time of the shop's processes, of PostgreSQL and of this load generator during the measured seconds, over the answers (- : sign-in runs beside cart reads).",
  );
}
console.log(`Finished in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`);
console.log(`\n${new Date().toISOString()}, load average at the end: ${load()}`);
const errors = rows.reduce((n, r) => n + r.errors, 0);
if (quick && (failed || errors > 0 || rows.some((r) => r.total === 0))) {
  console.error(`--quick: ${failed ? 'a configuration failed' : `${errors} errors`}`);
  process.exit(1);
}
process.exit(failed ? 1 : 0);
