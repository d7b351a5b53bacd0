// A PostgreSQL server of this test's own, stopped and started under the shop: while it is down every
// call that needs it answers 503 DB_UNAVAILABLE (a clear JSON error, no hang, no crash), health names
// the database, and when it is back the same shop serves again without a restart. Once through
// app.request, once under steady traffic to the shop running as processes (WEB_CONCURRENCY=2).
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../scripts/lib/postgres.mjs';
import { startShop, type RunningShop } from '../../../scripts/lib/server.mjs';
import { isDatabaseUnavailable, openPostgres } from '../../src/db/open.ts';
import { cartItem } from '../support/app.ts';
import { createCheckoutShop, type CheckoutShop } from '../support/checkout-shop.ts';
import { databaseUrl } from '../support/database.ts';
import { httpShop, type HttpAnswer } from '../support/http-shop.ts';

let server: TestPostgres;
let shop: CheckoutShop;
const dropped: Error[] = [];

beforeAll(async () => {
  server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.query('CREATE DATABASE running_shop');
  await admin.end();
  const db = openPostgres(databaseUrl(server.url, 'shop'), { onError: (error) => dropped.push(error) });
  shop = await createCheckoutShop({ db });
});

afterAll(async () => {
  await shop?.db.destroy().catch(() => {});
  await shop?.cleanup();
  await server?.stop();
});

const UNAVAILABLE = {
  error: {
    code: 'DB_UNAVAILABLE',
    message: "The shop can't reach its database just now. Please try again in a minute.",
  },
};

describe('a PostgreSQL restart', () => {
  it('answers 503 DB_UNAVAILABLE while the server is down and recovers by itself', async () => {
    const { token } = await shop.customerWithCart([cartItem({ quantity: 2 })]);
    expect((await shop.get('/api/cart', token)).body.data[0].quantity).toBe(2);
    expect((await shop.get('/api/health')).body).toEqual({ ok: true, db: 'ok', storage: 'ok' });

    await server.halt();
    const health = await shop.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ ok: false, db: 'down', storage: 'ok' });
    for (const res of [
      await shop.get('/api/cart', token), // the session lookup itself needs the database
      await shop.get('/api/inventory/sizes'),
      await shop.post('/api/user/login', { email: 'someone@example.com', password: 'Brix-pass-1!' }),
      await shop.post('/api/cart/items', cartItem(), token),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
    }

    await server.start();
    expect((await shop.get('/api/health')).body).toEqual({ ok: true, db: 'ok', storage: 'ok' });
    expect((await shop.get('/api/cart', token)).body.data[0].quantity).toBe(2);
    expect(
      (
        await shop.post(
          '/api/cart/items',
          cartItem({
            size: 'Medium',
            width: 30,
            height: 30,
            colorMap: JSON.stringify({ width: 96, height: 96, indices: new Array(96 * 96).fill(3) }),
          }),
          token,
        )
      ).status,
    ).toBe(200);
    const { order } = await shop.pay(token);
    expect(order.orderNumber).toMatch(/^\d{8}$/);
    expect(await shop.orderCount()).toBe(1);
  });
});

describe('a connection the server ends while the shop holds it', () => {
  it('fails that request as unavailable, does not end the process, and the next query gets a new connection', async () => {
    const seen: Error[] = [];
    const db = openPostgres(databaseUrl(server.url, 'shop'), { max: 2, onError: (error) => seen.push(error) });
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Between two queries of a transaction (or a request doing other work), the server ends the
          // connection: pg emits 'error' on the connection, which no query is there to receive.
          await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
          for (let i = 0; i < 100 && seen.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // The server says why (57P01, admin shutdown); pg may then also report the closed socket, the
      // order and number of those depending on timing. Every one is a lost connection, none a bug.
      expect((seen[0] as { code?: string }).code).toBe('57P01');
      for (const error of seen) expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});

describe('a connection cut by the network mid-query', () => {
  it('fails that request as unavailable (not as a bug), and the next query gets a new connection', async () => {
    // A loopback relay to the server whose connections the test cuts with a TCP reset.
    const relayed = new Set<Socket>();
    const relay = createServer((socket) => {
      const upstream = connect(server.port, '127.0.0.1');
      relayed.add(socket);
      socket.pipe(upstream).pipe(socket);
      const close = () => {
        relayed.delete(socket);
        socket.destroy();
        upstream.destroy();
      };
      socket.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const url = new URL(databaseUrl(server.url, 'shop'));
    url.port = String((relay.address() as { port: number }).port);
    const db = openPostgres(url.toString(), { max: 2, onError: () => {} });
    try {
      const slow = sql`select pg_sleep(5)`.execute(db).then(
        () => null,
        (error: unknown) => error,
      );
      for (let i = 0; i < 100 && relayed.size === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      for (const socket of relayed) socket.resetAndDestroy();
      const failure = await slow;
      expect((failure as Error).message).toMatch(/ECONNRESET/);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});

describe('a PostgreSQL restart under steady traffic to the running shop', () => {
  let running: RunningShop;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'brix-outage-'));
    running = await startShop(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(server.url, 'running_shop'),
        WEB_CONCURRENCY: '2',
        TRUST_PROXY: '1',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
      },
      { timeoutMs: 110_000 },
    );
  }, 120_000);

  afterAll(async () => {
    await running?.stop({ graceMs: 8000 });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every call that needs the database with 503 DB_UNAVAILABLE while the server is down, never hangs or crashes, and serves every call once it is back', async () => {
    const http = httpShop(running.url);
    const workers = () => [...running.log().matchAll(/listening on [^,]+, worker (\d+)\)/g)].map((m) => m[1]);
    for (let i = 0; i < 100 && workers().length < 2; i += 1) await new Promise((r) => setTimeout(r, 300));
    expect(workers()).toHaveLength(2);

    // Shoppers, each with a cart, who keep browsing the catalogue and their cart during the whole test.
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const client = `203.0.113.${i + 1}`;
        const { token } = await http.customerWithCart(client);
        const cart = await http.get('/api/cart', { cookie: token, client });
        return { client, token, itemId: cart.body.data[0].id as string };
      }),
    );
    interface Call {
      what: string;
      start: number;
      end: number;
      res?: HttpAnswer;
      failure?: string;
    }
    const calls: Call[] = [];
    let traffic = true;
    const timed = async (what: string, send: () => Promise<HttpAnswer>) => {
      const call: Call = { what, start: Date.now(), end: 0 };
      try {
        call.res = await send();
      } catch (error) {
        call.failure = String((error as Error).cause ?? error);
      }
      call.end = Date.now();
      calls.push(call);
    };
    const loops = shoppers.map(async ({ client, token, itemId }, n) => {
      for (let i = 0; traffic; i += 1) {
        const as = { cookie: token, client };
        await timed('GET /api/inventory/sizes', () => http.get('/api/inventory/sizes', { client }));
        await timed('GET /api/cart', () => http.get('/api/cart', as));
        await timed('PUT /api/cart/items/:id', () =>
          http.call('PUT', `/api/cart/items/${itemId}`, { quantity: 1 + ((i + n) % 3) }, as),
        );
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await pause(2000);
    const halting = Date.now();
    await server.halt();
    const down = Date.now();
    await pause(3000);
    const starting = Date.now();
    await server.start();
    const up = Date.now();
    await pause(3000);
    traffic = false;
    await Promise.all(loops);

    // No call lost its connection (a worker crashing would), and none waited more than a few seconds.
    expect(calls.filter((c) => c.failure).map((c) => `${c.what}: ${c.failure}`)).toEqual([]);
    const slowest = Math.max(...calls.map((c) => c.end - c.start));
    expect(slowest).toBeLessThan(8000);
    // Every answer is a success or the one clear refusal; nothing else (no 500).
    for (const call of calls) {
      if (call.res!.status !== 200)
        expect({ what: call.what, status: call.res!.status, body: call.res!.body }).toEqual({
          what: call.what,
          status: 503,
          body: UNAVAILABLE,
        });
    }
    const before = calls.filter((c) => c.end < halting);
    const whileDown = calls.filter((c) => c.start >= down && c.end <= starting);
    // The pool may find a connection the restart closed on its first use: calls from a second after the
    // server is back must all succeed.
    const after = calls.filter((c) => c.start >= up + 1000);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.res!.status === 200)).toBe(true);
    // The catalogue's sizes are answered from memory (read at most once a minute), so they keep answering; every
    // call that needs the database is refused clearly.
    const fromMemory = (c: Call) => c.what === 'GET /api/inventory/sizes';
    expect(whileDown.filter((c) => !fromMemory(c)).length).toBeGreaterThan(0);
    expect(whileDown.filter((c) => !fromMemory(c)).every((c) => c.res!.status === 503)).toBe(true);
    expect(whileDown.filter(fromMemory).every((c) => c.res!.status === 200)).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((c) => c.res!.status !== 200).map((c) => `${c.what} ${c.res!.status}`)).toEqual([]);

    // The same two workers, never restarted, and the shop healthy again.
    expect(workers()).toHaveLength(2);
    expect(running.log()).not.toMatch(/Worker \d+ ended/);
    expect((await http.get('/api/health')).body).toEqual({ ok: true, db: 'ok', storage: 'ok' });
    console.log(
      `PostgreSQL restart under load: ${calls.length} calls (${before.length} before, ${whileDown.length} while down, ${after.length} after), slowest ${slowest} ms; halt took ${down - halting} ms, start ${up - starting} ms`,
    );
  }, 60_000);
});
