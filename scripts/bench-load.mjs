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
// Then what the shop's logs and metrics cost: two shops on SQLite with 1 process, one as it runs (LOG_LEVEL=info,
// an access line a request, request metrics, /metrics scraped every 5 s) and one without them (LOG_LEVEL=silent,
// BRIX_BENCH_UNOBSERVED=1). Each round hammers every route but sign-in on one shop and then the other (which goes
// first alternates), ROUNDS rounds; a route's cost is the median over the rounds of its throughput with them over
// its throughput without them in the same round, and the run's is that of the routes' summed throughputs.
// --observability runs only this part (with --route=NAME, only those routes).
//   BENCH_LOAD_ROUNDS=5  BENCH_LOAD_COST_SECONDS=5 (each measurement)
import os from 'node:os';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { build } from './build.mjs';
import { ensure } from './lib/ensure.mjs';
import { freePort, postgresInstalled, startPostgres } from './lib/postgres.mjs';
import { startShop } from './lib/server.mjs';
import { observationModes, observationShopEnv } from './lib/observation.mjs';
import { createShoppers, scenarios, shopperAddress } from './lib/shoppers.mjs';
import { median } from './lib/stats.mjs';

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
 * The routes the cost is measured on: every route of the table but sign-in, whose 200 password hashes at once take
 * seconds each (a line and a count more or less would not show in them).
 */
const COST_ROUTES = ['home page', 'sizes', 'shipping quotes', 'cart pricing', 'cart read'].filter(wanted);
/** The token the observed shop's /metrics asks for. */
const METRICS_TOKEN = 'bench-load-metrics-token';

const ms = (value) => (value === null ? '-' : `${value.toFixed(2)} ms`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Shoppers reading their carts while the 200 sign in: the other routes must keep answering. */
const BESIDE = 20;
/** The time-out of one request. */
const TIMEOUT_S = 10;

/** Clock ticks a second of /proc/PID/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** [pid, ppid, pgrp, CPU ms of the process and of its waited-for children] of every process, from /proc (Linux). */
function processTable() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const table = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp ... utime(14) stime cutime cstime.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / TICKS;
      table.push({
        pid: Number(pid),
        ppid: Number(f[1]),
        pgrp: Number(f[2]),
        ms,
        cmdline: () => readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return table;
}

/**
 * CPU ms used so far by the shop (its process group: the primary and its workers), by the PostgreSQL server on
 * `pgPort` (the postmaster and its children) and by this load generator, or null where /proc cannot tell.
 */
function cpuNow(shopPid, pgPort) {
  const table = processTable();
  if (table.length === 0) return null;
  const shop = table.filter((p) => p.pgrp === shopPid).reduce((n, p) => n + p.ms, 0);
  let db = 0;
  if (pgPort) {
    const postmaster = table.find((p) => {
      try {
        return p.cmdline().split('\0').join(' ').includes(`-p ${pgPort} `);
      } catch {
        return false;
      }
    });
    if (postmaster)
      db = table.filter((p) => p.pid === postmaster.pid || p.ppid === postmaster.pid).reduce((n, p) => n + p.ms, 0);
  }
  const { user, system } = process.cpuUsage();
  return { shop, db, generator: (user + system) / 1000 };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * One request on `agent`: resolves with its status (or error) and how long it took, never rejects.
 * `onSent` gets the time it was sent, for the requests still unanswered when the clock stops.
 */
function send(agent, target, r, onSent = () => {}) {
  return new Promise((resolve) => {
    const headers = { ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) };
    const started = performance.now();
    onSent(started);
    const req = http.request(
      { agent, hostname: target.hostname, port: target.port, method: r.method, path: r.path, headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        res.on('error', (error) => resolve({ error, ms: performance.now() - started }));
      },
    );
    req.setTimeout(TIMEOUT_S * 1000, () =>
      req.destroy(Object.assign(new Error(`over ${TIMEOUT_S} s`), { timedOut: true })),
    );
    req.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    req.end(r.body);
  });
}

/**
 * One route with `connections` keep-alive connections, each sending its next request as soon as the last one is
 * answered, for SECONDS. Connection i carries shopper i (session or account); each request comes from the next of
 * 65,536 addresses of the scenario (X-Forwarded-For, TRUST_PROXY=1), as through a proxy carrying many shoppers, so
 * no address reaches a per-address limit.
 *
 * The connections are opened first, each with one home-page request, and the clock starts when all have answered
 * (`connect`: how long that took). Node 20 (libuv 1.46) accepts one new connection per turn of its event loop: 200
 * connections opened in one instant on a process already answering many would wait seconds in line to be accepted,
 * which measures the connection storm, not the route. Requests still unanswered when the clock stops count
 * towards `max` with their age.
 */
async function hammer(
  url,
  scenario,
  { connections = CONNECTIONS, name = scenario.name, cpu = () => null, seconds = SECONDS } = {},
) {
  const target = new URL(url);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
    scheduling: 'fifo',
  });
  let address = 0;
  const request = (i) => {
    const r = scenario.requestFor(i);
    return { ...r, headers: { ...r.headers, 'x-forwarded-for': shopperAddress(scenario.group, address++ % 65_536) } };
  };
  const opening = performance.now();
  const opened = await Promise.all(
    Array.from({ length: connections }, () =>
      send(agent, target, { method: 'GET', path: '/', headers: { accept: 'text/html' } }),
    ),
  );
  const connect = performance.now() - opening;
  const notOpened = opened.filter((o) => o.error || o.status !== 200).length;

  const latencies = [];
  const unexpected = new Map();
  let timeouts = 0;
  let connectionErrors = 0;
  const inFlight = new Map();
  const cpuAtStart = cpu();
  const start = performance.now();
  let stopped = false;
  const shopper = async (i) => {
    while (!stopped) {
      const outcome = await send(agent, target, request(i), (sent) => inFlight.set(i, sent));
      inFlight.delete(i);
      if (stopped) return;
      if (outcome.error) {
        if (outcome.error.timedOut) timeouts += 1;
        else connectionErrors += 1;
      } else if (outcome.status === scenario.expect) latencies.push(outcome.ms);
      else unexpected.set(outcome.status, (unexpected.get(outcome.status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => shopper(i));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stopped = true;
  const stoppedAt = performance.now();
  const cpuAtEnd = cpu();
  const oldestInFlight = Math.max(0, ...[...inFlight.values()].map((sent) => stoppedAt - sent));
  // Closing the connections ends the requests still waiting (the shop drops a sign-in whose client left).
  agent.destroy();
  await Promise.all(loops);

  latencies.sort((a, b) => a - b);
  const refused = [...unexpected.values()].reduce((n, c) => n + c, 0);
  const answered = latencies.length + refused;
  const perAnswer = (key) => (cpuAtStart && cpuAtEnd && answered ? (cpuAtEnd[key] - cpuAtStart[key]) / answered : null);
  return {
    route: name,
    connections,
    rps: answered / ((stoppedAt - start) / 1000),
    shopCpu: perAnswer('shop'),
    dbCpu: perAnswer('db'),
    generatorCpu: perAnswer('generator'),
    total: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(latencies.at(-1) ?? 0, oldestInFlight)),
    connect: Math.round(connect),
    errors: refused + timeouts + connectionErrors + notOpened,
    detail: [
      ...[...unexpected].map(([code, count]) => `${count}x${code}`),
      ...(connectionErrors ? [`${connectionErrors} connection errors`] : []),
      ...(timeouts ? [`${timeouts} over ${TIMEOUT_S} s`] : []),
      ...(notOpened ? [`${notOpened} connections failed to open`] : []),
      ...(oldestInFlight > (latencies.at(-1) ?? 0) ? [`max: a request still unanswered at the end`] : []),
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
        hammer(url, scenario, alone ? { cpu: () => cpuNow(shop.pid, pgPort) } : {}),
        ...(!alone
          ? [hammer(url, cartRead, { connections: BESIDE, name: `cart read (${BESIDE}) beside sign-ins` })]
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

/** GET /metrics with the token, as Prometheus scrapes; resolves with the status. */
function scrapeMetrics(url) {
  return send(new http.Agent(), new URL(url), {
    method: 'GET',
    path: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
}

/**
 * The cost of the logs and metrics: the same routes on a shop with them and one without, in turns, ROUNDS
 * times; the ratio of the median requests/s (without / with - 1 is the cost).
 */
async function observabilityCost() {
  const modes = observationModes(METRICS_TOKEN);
  const shops = {};
  try {
    for (const [mode, extra] of Object.entries(modes)) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-load-'));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // The observed shop's log goes down a pipe to this process, which reads and drops it (as a log shipper would).
      const shop = await startShop({ ...observationShopEnv({ dataDir, port }), ...extra }, { keepOutput: 256 * 1024 });
      shops[mode] = { shop, url, dataDir };
      shops[mode].scenarios = scenarios(url, await createShoppers(url, CONNECTIONS));
    }
    const rps = Object.fromEntries(COST_ROUTES.map((route) => [route, { with: [], without: [] }]));
    // The shop's CPU time per answer: what the logs and metrics add to each request, which the other processes on
    // the machine disturb far less than they do the throughput.
    const cpu = Object.fromEntries(COST_ROUTES.map((route) => [route, { with: [], without: [] }]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const route of COST_ROUTES) {
        // Which goes first alternates, so a drift of the machine's load favours neither.
        const order = round % 2 ? ['with', 'without'] : ['without', 'with'];
        for (const mode of order) {
          const { url, scenarios: list, shop } = shops[mode];
          const scraper =
            mode === 'with'
              ? setInterval(
                  () => void scrapeMetrics(url).then((r) => r.status === 200 || console.error('  /metrics:', r)),
                  5_000,
                )
              : null;
          const row = await hammer(
            url,
            list.find((s) => s.name === route),
            { seconds: COST_SECONDS, cpu: () => cpuNow(shop.pid, null) },
          );
          clearInterval(scraper);
          rps[route][mode].push(row.rps);
          if (row.shopCpu !== null) cpu[route][mode].push(row.shopCpu * 1000);
          console.log(
            `  round ${round} ${route.padEnd(10)} ${mode.padEnd(7)} ${row.rps.toFixed(0).padStart(6)} req/s  ${row.shopCpu === null ? '' : `${(row.shopCpu * 1000).toFixed(1)} us CPU  `}p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${row.detail ? ` (${row.detail})` : ''}  load ${load()}`,
          );
        }
      }
    }
    const metrics = await scrapeMetrics(shops.with.url);
    if (metrics.status !== 200) throw new Error(`/metrics answered ${metrics.status}`);
    // Each round's two runs of a route were back to back: their ratio is what the machine's drift disturbs least.
    const ratioOf = (runs) => median(runs.with.map((value, round) => value / runs.without[round]));
    const perRoute = COST_ROUTES.map((route) => {
      const cpuWith = cpu[route].with.length ? median(cpu[route].with) : null;
      const cpuWithout = cpu[route].without.length ? median(cpu[route].without) : null;
      return {
        route,
        withMedian: median(rps[route].with),
        withoutMedian: median(rps[route].without),
        ratio: ratioOf(rps[route]),
        runs: rps[route],
        cpuWith,
        cpuWithout,
        cpuRatio: cpuWith && cpuWithout ? cpuWith / cpuWithout : null,
      };
    });
    if (COST_ROUTES.length < 2) return perRoute;
    // The whole run: every route's throughput added up, with them and without, round by round.
    const summed = (mode) =>
      Array.from({ length: ROUNDS }, (_, round) => COST_ROUTES.reduce((n, route) => n + rps[route][mode][round], 0));
    const all = { with: summed('with'), without: summed('without') };
    return [
      ...perRoute,
      {
        route: 'all of them',
        withMedian: median(all.with),
        withoutMedian: median(all.without),
        ratio: ratioOf(all),
        runs: all,
        cpuWith: null,
        cpuWithout: null,
        cpuRatio: null,
      },
    ];
  } finally {
    for (const { shop, dataDir } of Object.values(shops)) {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
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
  costs = await observabilityCost();
} catch (error) {
  failed = true;
  console.error(error);
}
if (costs.length) {
  console.log(
    '\n| Route | req/s with logs and metrics (median) | without (median) | ratio (median of rounds) | cost | CPU us/answer with / without (median) | CPU cost | runs with | runs without |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const c of costs) {
    const runs = (list) => list.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `| ${c.route} | ${c.withMedian.toFixed(0)} | ${c.withoutMedian.toFixed(0)} | ${c.ratio.toFixed(3)} | ${((1 - c.ratio) * 100).toFixed(1)} % | ${c.cpuWith === null ? '-' : `${c.cpuWith.toFixed(1)} / ${c.cpuWithout.toFixed(1)}`} | ${c.cpuRatio === null ? '-' : `${((c.cpuRatio - 1) * 100).toFixed(1)} %`} | ${runs(c.runs.with)} | ${runs(c.runs.without)} |`,
    );
  }
}

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
