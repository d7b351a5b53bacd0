// `npm run bench:probes`: what the shop's answers to hostile requests cost, on the compiled shop on 127.0.0.1 (one
// process), on SQLite and on PostgreSQL. Never asserts a time: docs/benchmarks.md records runs.
//   upload of 154,202 empty parts  POST /api/images with a 10.49 MB body of empty parts named "file": from the
//                                  first byte sent to the answer, and the slowest health check answered meanwhile
//                                  (GET /api/health every 5 ms on another connection) against one idle
//   nested JSON                    POST /api/cart/price with 4,000,000 nested arrays (8 MB), the same two figures
//   foreign / missing order        GET /api/orders/{n} by a customer for another customer's order and for a
//                                  number with no order, alternated: median and 90th percentile
//   node scripts/bench-probes.mjs [sqlite|postgres]   BENCH_PROBES_RUNS=5 (hostile bodies)  BENCH_PROBES_READS=400
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { ensure } from './lib/ensure.mjs';
import { postgresInstalled, startPostgres } from './lib/postgres.mjs';
import { startShop } from './lib/server.mjs';
import { createShoppers, shopperAddress } from './lib/shoppers.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_PROBES_RUNS || 5);
const READS = Number(process.env.BENCH_PROBES_READS || 400);
const args = process.argv.slice(2);
const databases = ['sqlite', 'postgres'].filter(
  (d) => !args.some((a) => /^(sqlite|postgres)$/.test(a)) || args.includes(d),
);
const load = () => os.loadavg()[0].toFixed(1);
const ms = (v) => `${v.toFixed(1)} ms`;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** One request on a connection of its own; resolves with the status and the milliseconds to the whole answer. */
function timed(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const agent = new http.Agent({ keepAlive: false });
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Health checks every 5 ms while `work` runs: the slowest one's milliseconds. */
async function slowestHealthDuring(url, work) {
  let done = false;
  let slowest = 0;
  const checks = (async () => {
    while (!done) {
      slowest = Math.max(slowest, (await timed(`${url}/api/health`)).ms);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const result = await work();
  done = true;
  await checks;
  return { result, slowest };
}

function hostileBodies(url) {
  const part = Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n\r\n', 'latin1');
  const parts = Buffer.concat([Buffer.concat(Array.from({ length: 154_202 }, () => part)), Buffer.from('--b--\r\n')]);
  const nested = Buffer.from(`{"items":${'['.repeat(4_000_000)}${']'.repeat(4_000_000)}}`);
  const headers = (type, body, i) => ({
    'content-type': type,
    'content-length': body.length,
    origin: url,
    'x-forwarded-for': shopperAddress(7, i),
  });
  return [
    {
      name: `upload of 154,202 empty parts (${(parts.length / 1e6).toFixed(2)} MB)`,
      path: '/api/images',
      body: parts,
      headers: (i) => headers('multipart/form-data; boundary=b', parts, i),
    },
    {
      name: `nested JSON on /api/cart/price (${(nested.length / 1e6).toFixed(1)} MB)`,
      path: '/api/cart/price',
      body: nested,
      headers: (i) => headers('application/json', nested, i),
    },
  ];
}

async function measureHostile(url) {
  const idle = [];
  for (let i = 0; i < RUNS; i++)
    idle.push((await slowestHealthDuring(url, () => new Promise((r) => setTimeout(r, 200)))).slowest);
  console.log(`  health check, slowest in 200 ms idle: median ${ms(median(idle))}`);
  for (const probe of hostileBodies(url)) {
    const answers = [];
    const health = [];
    let status;
    for (let i = 0; i < RUNS; i++) {
      const { result, slowest } = await slowestHealthDuring(url, () =>
        timed(`${url}${probe.path}`, { method: 'POST', headers: probe.headers(i), body: probe.body }),
      );
      answers.push(result.ms);
      health.push(slowest);
      status = result.status;
    }
    console.log(
      `  ${probe.name}: answered ${status} in median ${ms(median(answers))} (max ${ms(Math.max(...answers))}); slowest health check meanwhile median ${ms(median(health))} (max ${ms(Math.max(...health))})`,
    );
  }
}

async function measureOrders(url) {
  const [owner, stranger] = await createShoppers(url, 2, { group: 9 });
  const json = (cookie) => ({ 'content-type': 'application/json', origin: url, cookie });
  const address = {
    name: 'Ada Lovelace',
    streetAddress: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'Illinois',
    zip: '60606',
  };
  await fetch(`${url}/api/user/update/${encodeURIComponent(owner.email)}`, {
    method: 'PUT',
    headers: json(owner.cookie),
    body: JSON.stringify({ address: [address] }),
  });
  const created = await (
    await fetch(`${url}/api/payment/create`, {
      method: 'POST',
      headers: json(owner.cookie),
      body: JSON.stringify({ shippingIndex: 0, addressIndex: 0, gift: false }),
    })
  ).json();
  const card = {
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  };
  const paid = await (
    await fetch(`${url}/api/payment/confirm`, {
      method: 'POST',
      headers: json(owner.cookie),
      body: JSON.stringify({ id: created.id, ...card }),
    })
  ).json();
  const foreign = paid.order?.orderNumber;
  if (!foreign) throw new Error(`The order was not placed: ${JSON.stringify(paid)}`);
  const missing = String((Number(foreign) + 1) % 100_000_000).padStart(8, '0');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (number) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${url}/api/orders/${number}`, { agent, headers: { cookie: stranger.cookie } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        })
        .on('error', reject);
    });
  for (let i = 0; i < 20; i++) await get(i % 2 ? foreign : missing); // warm-up
  const times = { foreign: [], missing: [] };
  for (let i = 0; i < READS; i++) {
    const [kind, number] = i % 2 ? ['foreign', foreign] : ['missing', missing];
    const answer = await get(number);
    if (answer.status !== 404) throw new Error(`GET /api/orders/${number} answered ${answer.status}`);
    times[kind].push(answer.ms);
  }
  agent.destroy();
  for (const kind of ['foreign', 'missing'])
    console.log(
      `  GET /api/orders/{n}, ${kind} order: 404, median ${ms(median(times[kind]))}, p90 ${ms(percentile(times[kind], 0.9))} (${times[kind].length} reads)`,
    );
}

ensure();
build(['wasm', 'assets', 'web', 'server']);
if (databases.includes('postgres') && !postgresInstalled()) {
  console.error('PostgreSQL 15 is not installed: run with `sqlite`, or install the Debian package postgresql.');
  process.exit(1);
}
console.log(
  `bench:probes ${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load ${load()}`,
);
const postgres = databases.includes('postgres') ? await startPostgres() : null;
try {
  for (const database of databases) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-probes-'));
    const env = { DATA_DIR: dataDir, TRUST_PROXY: '1', SMTP_URL: '', STRIPE_SECRET_KEY: '', LOG_LEVEL: 'warn' };
    // The fresh server's own database: this run is its only user.
    if (postgres && database === 'postgres') env.DATABASE_URL = postgres.url;
    const shop = await startShop(env);
    try {
      console.log(`${database}, 1 process:`);
      await measureHostile(shop.url);
      await measureOrders(shop.url);
    } finally {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres?.stop();
}
console.log(`load ${load()}`);
