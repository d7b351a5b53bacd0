// What a payment keeps: its record refers to the cart's items and their grids instead of copying them, so
// starting payments again and again does not grow the database by a cart each time, and confirms are limited.
import { platesToStuds } from '@brixilated/shop';
import { sql, type Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../src/db/types.ts';
import { PAYMENT_LIMITS } from '../src/routes/payment.ts';
import { cartItem } from './support/app.ts';
import { card, it } from './support/checkout-shop.ts';
import { onPostgres } from './support/database.ts';

/** The database's size in bytes as its server counts it. */
async function databaseBytes(db: Kysely<Database>): Promise<number> {
  if (onPostgres()) {
    const { rows } = await sql<{
      bytes: number | string;
    }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Number(rows[0].bytes);
  }
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  const size = await sql<{ page_size: number }>`pragma page_size`.execute(db);
  return pages.rows[0].page_count * size.rows[0].page_size;
}

/** A Brix of 8 x 8 plates (256 x 256 studs) whose grid is drawn at random, so no two are alike or compress. */
function bigItem(seed: number) {
  const side = platesToStuds(8);
  let state = seed * 2654435761;
  const indices = Array.from({ length: side * side }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return (state >>> 16) % 40;
  });
  return cartItem(
    { size: 'Custom', width: 80, height: 80, colorMap: JSON.stringify({ width: side, height: side, indices }) },
    8,
    8,
  );
}

const choice = { shippingIndex: 0, addressIndex: 0, gift: false };

describe('a payment’s record of the cart', () => {
  it('20 payments for a cart of 30 items of 256 x 256 studs grow the database by less than one copy of the cart', async ({
    shop,
  }) => {
    const { token } = await shop.customerWithCart([]);
    for (let i = 0; i < 30; i++) {
      const added = await shop.post('/api/cart/items', bigItem(i + 1), token);
      expect(added.status, added.text.slice(0, 200)).toBe(200);
    }
    const grids = await shop.db.selectFrom('cart_items').select('color_map').orderBy('position').execute();
    expect(grids).toHaveLength(30);
    const oneCopy = grids.reduce((sum, row) => sum + Buffer.byteLength(row.color_map), 0);
    expect(oneCopy).toBeGreaterThan(30 * 100_000);

    const before = await databaseBytes(shop.db);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await shop.post('/api/payment/create', choice, token);
      expect(created.status, created.text).toBe(200);
      ids.push(created.body.id);
    }
    // Declined confirms of one payment change nothing that needs writing again.
    for (let i = 0; i < 10; i++) {
      const declined = await shop.post('/api/payment/confirm', { id: ids[0], ...card('4000000000000002') }, token);
      expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.' });
    }
    const grown = (await databaseBytes(shop.db)) - before;
    expect(grown).toBeLessThan(oneCopy);

    // Each payment still places exactly the cart it was made for.
    const paid = await shop.post('/api/payment/confirm', { id: ids[19], ...card('4242424242424242') }, token);
    expect(paid.body.status).toBe('succeeded');
    const order = paid.body.order;
    expect(order.suborders[0].items).toHaveLength(30);
    const placedGrids: string[] = order.suborders[0].items.map((item: { colorMap: string }) => item.colorMap);
    expect(placedGrids.every((grid, i) => grid === grids[i].color_map)).toBe(true);
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
  });

  it('120 declined confirms of one payment meet a 429', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', choice, token);
    const answers: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('4000000000000002') }, token);
      answers.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe('RATE_LIMITED');
        break;
      }
      expect(res.body.status).toBe('failed');
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.length).toBe(PAYMENT_LIMITS.confirmPerPayment.max + 1);
    // The customer's other payments are limited too, not only this one.
    const other = await shop.post('/api/payment/create', choice, token);
    let limited = false;
    for (let i = 0; i < 60 && !limited; i++) {
      const res = await shop.post('/api/payment/confirm', { id: other.body.id, ...card('4000000000000002') }, token);
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});
