// A picture is used only by the account or the visitor (a browser) that uploaded it; a visitor's pictures become
// the account's when that browser logs in or signs up. Another customer's picture address, seen in a forwarded
// email say, is refused like one the shop never stored.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItem, customer, readAnswer } from './support/app.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { PHOTOS } from './support/photos.ts';

const cat = readFileSync(`${PHOTOS}/cat.jpg`);
const GONE = 'Upload your photo again: the shop no longer has it.';

let shop: CheckoutShop;
afterEach(async () => {
  await shop?.cleanup();
});

/** Uploads a photo from a browser (its visitor cookie, if any, and a session, if any); answers the URL and the cookie the shop set. */
async function upload(browser: { visitor?: string; token?: string }) {
  const form = new FormData();
  form.append('file', new File([cat as Uint8Array<ArrayBuffer>], 'cat.jpg', { type: 'image/jpeg' }));
  const cookie = [browser.visitor && `brix-visitor=${browser.visitor}`, browser.token && `auth-token=${browser.token}`]
    .filter(Boolean)
    .join('; ');
  const res = await shop.app.request('http://shop.test/api/images', {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  const answer = await readAnswer(res);
  expect(answer.status).toBe(201);
  const set = res.headers
    .getSetCookie()
    .map((line) => /^brix-visitor=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  return { url: answer.body.url as string, visitor: set ?? browser.visitor };
}

const on = (url: string) => cartItem({ origImageUrl: url, pixImageUrl: url });
const design = (photoUrl: string) => {
  const indices = Array.from({ length: 64 * 32 }, (_, i) => (i * 7) % 40);
  return {
    shape: 'Landscape',
    size: 'Custom',
    plates: { wide: 2, high: 1 },
    photoUrl,
    crop: { x: 0, y: 0, width: 400, height: 200 },
    sliders: { brightness: 100, contrast: 100, saturation: 100 },
    blending: 'off',
    edits: [],
    colorMap: JSON.stringify({ width: 64, height: 32, indices }),
  };
};

describe('another customer’s photo', () => {
  it('is refused in a cart item, a saved design and a cart handed over at login', async () => {
    shop = await createCheckoutShop();
    const ada = await shop.signUp();
    const adas = await upload({ token: ada.token });
    expect((await shop.post('/api/cart/items', on(adas.url), ada.token)).status).toBe(200);
    expect((await shop.post('/api/designs', design(adas.url), ada.token)).status).toBe(201);

    // Bob, in another browser, knows the address.
    const bob = customer();
    const signedUp = await shop.call('POST', '/api/user/create', bob, { visitor: 'bobs-browser-visitor-000000' });
    const token = signedUp.cookie!;
    const item = await shop.post('/api/cart/items', on(adas.url), token);
    expect(item.status).toBe(400);
    expect(item.body.error).toEqual({
      code: 'VALIDATION',
      message: GONE,
      fields: { origImageUrl: GONE, pixImageUrl: GONE },
    });
    const saved = await shop.post('/api/designs', design(adas.url), token);
    expect(saved.status).toBe(400);
    expect(saved.body.error.fields).toEqual({ photoUrl: GONE });
    const login = await shop.call(
      'POST',
      '/api/user/login',
      { email: bob.email, password: bob.password, cart: [on(adas.url)] },
      { visitor: 'bobs-browser-visitor-000000' },
    );
    expect(login.body).toMatchObject({ cartCount: 0, skippedCart: { photo: 1, color: 0, full: 0, invalid: 0 } });
  });
});

describe('a visitor’s photo', () => {
  it('becomes the account’s when that browser signs up or logs in, and no one else’s', async () => {
    shop = await createCheckoutShop();
    const photo = await upload({});
    expect(photo.visitor).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // Another browser signing up with the same cart: the photo is not its own.
    const stranger = await shop.call(
      'POST',
      '/api/user/create',
      { ...customer(), cart: [on(photo.url)] },
      {
        visitor: 'another-browser-visitor-0000',
      },
    );
    expect(stranger.status).toBe(201);
    expect(stranger.body).toMatchObject({ cartCount: 0, skippedCart: { photo: 1 } });

    // The browser that uploaded it signs up: its cart keeps the Brix, and the account may use the photo.
    const owner = customer();
    const signedUp = await shop.call(
      'POST',
      '/api/user/create',
      { ...owner, cart: [on(photo.url)] },
      {
        visitor: photo.visitor,
      },
    );
    expect(signedUp.body).toMatchObject({ cartCount: 1, skippedCartItems: 0 });
    expect((await shop.post('/api/designs', design(photo.url), signedUp.cookie)).status).toBe(201);

    // A visitor photo taken to an existing account at login.
    const later = await upload({ visitor: photo.visitor });
    const login = await shop.call(
      'POST',
      '/api/user/login',
      { email: owner.email, password: owner.password, cart: [on(later.url)] },
      { visitor: photo.visitor },
    );
    expect(login.body).toMatchObject({ cartCount: 2, skippedCartItems: 0 });
    expect((await shop.post('/api/cart/items', on(later.url), login.cookie)).status).toBe(200);
  });
});
