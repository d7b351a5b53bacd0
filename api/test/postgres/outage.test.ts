// A PostgreSQL server of this test's own, stopped and started under the shop: while it is down every
// call that needs it answers 503 DB_UNAVAILABLE (a clear JSON error, no hang, no crash), health names
// the database, and when it is back the same shop serves again without a restart.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../scripts/lib/postgres.mjs';
import { openPostgres } from '../../src/db/open.ts';
import { cartItem } from '../support/app.ts';
import { createCheckoutShop, type CheckoutShop } from '../support/checkout-shop.ts';
import { databaseUrl } from '../support/database.ts';

let server: TestPostgres;
let shop: CheckoutShop;
const dropped: Error[] = [];

beforeAll(async () => {
  server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  const db = openPostgres(databaseUrl(server.url, 'shop'), { onError: (error) => dropped.push(error) });
  shop = await createCheckoutShop({ db });
});

afterAll(async () => {
  await shop?.db.destroy().catch(() => {});
  await shop?.cleanup();
  await server?.stop();
});

const UNAVAILABLE = { error: { code: 'DB_UNAVAILABLE', message: "The shop can't reach its database just now. Please try again in a minute." } };

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
    expect((await shop.post('/api/cart/items', cartItem({ size: 'Medium', width: 30, height: 30, colorMap: JSON.stringify({ width: 96, height: 96, indices: new Array(96 * 96).fill(3) }) }), token)).status).toBe(200);
    const { order } = await shop.pay(token);
    expect(order.orderNumber).toMatch(/^\d{8}$/);
    expect(await shop.orderCount()).toBe(1);
  });
});
