// Per-customer caps hold against requests at once: saves of designs, lines added to a cart and uploads of one
// client are each counted and written in turn, on SQLite here and on PostgreSQL in api-postgres.
import { readFileSync } from 'node:fs';
import { MAX_CART_ITEMS, MAX_DESIGNS_PER_CUSTOMER, PALETTE_SIZE } from '@brixilated/shop';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_BYTES_PER_CLIENT_PER_DAY } from '../src/images/register.ts';
import { cartItem, TEST_VISITOR } from './support/app.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`); // 451 x 300

let shop: CheckoutShop;
afterEach(async () => {
  await shop.cleanup();
});

/** The cat photo from the test browser, as its visitor or (with `token`) as the customer signed in there. */
async function upload(token?: string) {
  const body = new FormData();
  body.append('file', new Blob([cat as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'cat.jpg');
  const visitor = `brix-visitor=${TEST_VISITOR}`;
  const headers = { cookie: token ? `${visitor}; auth-token=${token}` : visitor };
  const res = await shop.app.request('http://shop.test/api/images', { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as { url: string } };
}

/** The one customer signed up (the only session). */
const customerId = async () =>
  (await shop.db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow()).user_id;

const count = async (table: 'designs' | 'cart_items', userId: string) =>
  Number(
    (
      await shop.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('caps under requests at once', () => {
  it(`keeps ${MAX_DESIGNS_PER_CUSTOMER} designs when 60 saves race from 45`, async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.signUp();
    const userId = await customerId();
    const photoUrl = (await upload(token)).body.url;
    const indices = Array.from({ length: 64 * 32 }, (_, i) => (i * 7) % 40);
    const design = {
      shape: 'Landscape',
      size: 'Custom',
      plates: { wide: 2, high: 1 },
      photoUrl,
      crop: { x: 10, y: 40, width: 400, height: 200 },
      sliders: { brightness: 100, contrast: 100, saturation: 100 },
      blending: 'smooth',
      edits: [],
      colorMap: JSON.stringify({ width: 64, height: 32, indices }),
    };
    const first = await shop.post('/api/designs', design, token);
    expect(first.status, first.text).toBe(201);
    const row = await shop.db.selectFrom('designs').selectAll().executeTakeFirstOrThrow();
    await shop.db
      .insertInto('designs')
      .values(
        Array.from({ length: 44 }, (_, i) => ({
          ...row,
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        })),
      )
      .execute();
    expect(await count('designs', userId)).toBe(45);

    const saves = await Promise.all(Array.from({ length: 60 }, () => shop.post('/api/designs', design, token)));
    expect(saves.filter((s) => s.status === 201)).toHaveLength(5);
    expect(new Set(saves.filter((s) => s.status !== 201).map((s) => s.body.error.code))).toEqual(
      new Set(['DESIGN_LIMIT']),
    );
    expect(await count('designs', userId)).toBe(MAX_DESIGNS_PER_CUSTOMER);
  });

  it(`keeps ${MAX_CART_ITEMS} cart lines when 60 different Brixes are added at once`, async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.signUp();
    const userId = await customerId();
    const adds = await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        // Sixty different grids: an identical one would add to a line's quantity instead.
        const indices = Array.from({ length: 64 * 64 }, (_, i) => i % PALETTE_SIZE);
        indices[0] = n % PALETTE_SIZE;
        indices[1] = Math.floor(n / PALETTE_SIZE);
        return shop.post(
          '/api/cart/items',
          cartItem({ colorMap: JSON.stringify({ width: 64, height: 64, indices }) }),
          token,
        );
      }),
    );
    expect(
      adds.filter((a) => a.status === 200),
      adds[0].text,
    ).toHaveLength(MAX_CART_ITEMS);
    expect(new Set(adds.filter((a) => a.status !== 200).map((a) => a.body.error.code))).toEqual(new Set(['CART_FULL']));
    expect(await count('cart_items', userId)).toBe(MAX_CART_ITEMS);
  });

  it('stores no more than the day quota allows when 4 uploads race near its end', async () => {
    shop = await createCheckoutShop();
    const first = await upload();
    expect(first.status).toBe(201);
    const kept = await shop.db
      .selectFrom('uploaded_images')
      .select(['client', 'bytes'])
      .where('url', '=', first.body.url)
      .executeTakeFirstOrThrow();
    const stored = Number(kept.bytes);
    // Room for one more stored file and for each upload's own size, not for two stored files.
    const room = Math.max(stored, cat.byteLength) + 1;
    expect(room).toBeLessThan(2 * stored);
    await sql`INSERT INTO uploaded_images (url, client, bytes, created_at) VALUES ('/images/filler.jpg', ${kept.client}, ${UPLOAD_BYTES_PER_CLIENT_PER_DAY - stored - room}, ${shop.clock.now().toISOString()})`.execute(
      shop.db,
    );

    const racing = await Promise.all(Array.from({ length: 4 }, () => upload()));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 429, 429, 429]);
    const total = await shop.db
      .selectFrom('uploaded_images')
      .select((eb) => eb.fn.sum<number | string>('bytes').as('total'))
      .where('client', '=', kept.client)
      .executeTakeFirstOrThrow();
    expect(Number(total.total)).toBeLessThanOrEqual(UPLOAD_BYTES_PER_CLIENT_PER_DAY);
    // Every file stored is a counted one: the refused uploads left nothing behind.
    expect(await shop.storedFiles('images')).toHaveLength(2);
  });
});
