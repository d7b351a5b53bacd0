// Upload decoding is bounded: a full gate makes an upload wait briefly, then answers 503 BUSY.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SlotsBusy, WorkSlots } from '../src/work-slots.ts';
import { UPLOAD_BYTES_PER_CLIENT_PER_DAY } from '../src/images/register.ts';
import { cartItem, forgetUploads, TEST_VISITOR } from './support/app.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`);
const DAY = 24 * 60 * 60 * 1000;
let shop: CheckoutShop | null = null;
afterEach(async () => {
  await shop?.cleanup();
  shop = null;
});

async function upload(s: CheckoutShop) {
  const form = new FormData();
  form.append('file', new File([cat as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
  // From the test browser, whose visitor's pictures its customers may use once they sign up there.
  const res = await s.app.request('http://shop.test/api/images', {
    method: 'POST',
    body: form,
    headers: { cookie: `brix-visitor=${TEST_VISITOR}` },
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}

/** Holds `n` slots of the gate until the returned release is called. */
function hold(gate: WorkSlots, n: number): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < n; i++) void gate.run(() => held);
  return release;
}

describe('image decode concurrency', () => {
  it('answers 503 BUSY when every decode slot stays taken, and stores nothing', async () => {
    const gate = new WorkSlots(1, 50, 4);
    shop = await createCheckoutShop({ extra: { imageDecodes: gate } });
    const release = hold(gate, 1);
    const busy = await upload(shop);
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe('BUSY');
    expect(busy.retryAfter).toBe('5');
    expect(await shop.storedFiles('images')).toEqual([]);
    release();
    expect((await upload(shop)).status).toBe(201);
  });

  it('lets an upload wait for a slot that frees within the wait', async () => {
    const gate = new WorkSlots(1, 5_000, 4);
    shop = await createCheckoutShop({ extra: { imageDecodes: gate } });
    const release = hold(gate, 1);
    const waiting = upload(shop);
    setTimeout(release, 100);
    expect((await waiting).status).toBe(201);
  });

  it('never runs more than its slots at once, and refuses at once beyond the waiting line', async () => {
    const gate = new WorkSlots(2, 5_000, 1);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const runs = [gate.run(work), gate.run(work), gate.run(work), gate.run(work)];
    const results = await Promise.allSettled(runs);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(SlotsBusy);
  });
});

describe('stored pictures', () => {
  it('deletes pictures no cart item or order refers to 7 days after upload, and keeps the rest', async () => {
    shop = await createCheckoutShop();
    const s = shop;
    await forgetUploads(s.db); // this test counts what the sweep deletes
    const [inCart, ordered, unused] = [await upload(s), await upload(s), await upload(s)];
    const { token } = await s.customerWithCart([
      cartItem({ origImageUrl: inCart.body.url, pixImageUrl: inCart.body.url }),
      cartItem({ origImageUrl: ordered.body.url, pixImageUrl: ordered.body.url }),
    ]);
    // The second item is ordered and leaves the cart (pay takes the whole cart; put the first back after).
    await s.pay(token);
    await s.post('/api/cart/items', cartItem({ origImageUrl: inCart.body.url, pixImageUrl: inCart.body.url }), token);
    s.clock.advance(6 * DAY);
    const young = await upload(s);
    s.clock.advance(DAY + 60_000);
    const run = (await s.app.maintenance.runOnce()) as { 'sweep unused images': { deleted: number } };
    expect(run['sweep unused images']).toEqual({ deleted: 1 });
    const files = await s.storedFiles('images');
    const name = (u: { body: { url: string } }) => u.body.url.replace('/images/', '');
    expect(files.sort()).toEqual([name(inCart), name(ordered), name(young)].sort());
    expect((await s.app.request(`http://shop.test${unused.body.url}`)).status).toBe(404);
  });

  it('limits the bytes one client stores a day', async () => {
    shop = await createCheckoutShop();
    await sql`INSERT INTO uploaded_images (url, client, bytes, created_at) VALUES ('/images/x.jpg', 'local', ${UPLOAD_BYTES_PER_CLIENT_PER_DAY - 1000}, ${shop.clock.now().toISOString()})`.execute(
      shop.db,
    );
    const refused = await upload(shop);
    expect(refused.status).toBe(429);
    expect(await shop.storedFiles('images')).toEqual([]);
    shop.clock.advance(DAY);
    expect((await upload(shop)).status).toBe(201);
  });
});
