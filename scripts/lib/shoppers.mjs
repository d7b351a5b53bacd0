// Virtual shoppers for the load benchmark (scripts/bench-load.mjs) and its check in the test suite: accounts
// with a cart made beforehand, and the requests a shopper makes, one scenario per route.
// Every shopper has an address of its own, sent as X-Forwarded-For to a shop started with TRUST_PROXY=1, as
// shoppers behind a proxy would have: the shop's rate limits count per client address.

import sharp from 'sharp';

/**
 * Uploads one picture (POST /api/images, a 640 x 640 JPEG drawn here) from `address` as a visitor and answers its
 * URL and the visitor cookie the shop set (`brix-visitor=...`): a cart item must name a picture the shop stored for
 * this browser, so every shopper who names this one signs up sending that cookie (one browser, many accounts).
 */
export async function uploadPicture(url, address) {
  const jpeg = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'brix.jpg');
  const res = await fetch(`${url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { origin: url, 'x-forwarded-for': address },
  });
  if (res.status !== 201) throw new Error(`The picture upload answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('brix-visitor='));
  if (!cookie) throw new Error('The picture upload set no visitor cookie');
  return { url: (await res.json()).url, cookie };
}

/**
 * A Square Small Brix (2 x 2 plates) on `picture` whose grid uses every palette colour: what the wizard adds to a
 * cart. Pricing and shipping quotes read only the picture's address, never the picture.
 */
export function benchCartItem(picture = '/images/brix.jpg') {
  const width = 64;
  const height = 64;
  return {
    shape: 'Square',
    size: 'Small',
    width: 20,
    height: 20,
    quantity: 1,
    origImageUrl: picture,
    pixImageUrl: picture,
    colorMap: JSON.stringify({ width, height, indices: Array.from({ length: width * height }, (_, i) => i % 40) }),
  };
}

export const SHOPPER_PASSWORD = 'Load-test-pass-1!';

/** The address of shopper `i` in scenario `group` (0-255): 10.group.x.y, unique up to 65,536 shoppers a group. */
export function shopperAddress(group, i) {
  return `10.${group}.${(i >> 8) & 255}.${i & 255}`;
}

/**
 * Signs up `count` shoppers, each from its own address with one item in its cart (`parallel` at a time: each
 * sign-up hashes a password). Resolves with [{ email, cookie }]; throws on the first refusal.
 */
export async function createShoppers(url, count, { parallel = 8, group = 255 } = {}) {
  const picture = await uploadPicture(url, shopperAddress(group, 65_535));
  const item = benchCartItem(picture.url);
  const shoppers = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const email = `shopper${i}@load.example`;
      const res = await fetch(`${url}/api/user/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: url,
          'x-forwarded-for': shopperAddress(group, i),
          cookie: picture.cookie,
        },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: 'Shopper',
          email,
          phone: '3125550100',
          password: SHOPPER_PASSWORD,
          confirmation: SHOPPER_PASSWORD,
          cart: [item],
        }),
      });
      if (res.status !== 201) throw new Error(`Sign-up of ${email} answered ${res.status}: ${await res.text()}`);
      const body = await res.json();
      if (body.cartCount !== 1) throw new Error(`Sign-up of ${email} kept ${body.cartCount} cart items, not 1`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('auth-token='));
      if (!cookie) throw new Error(`Sign-up of ${email} set no session cookie`);
      shoppers[i] = { email, cookie };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return shoppers;
}

/**
 * The scenarios, one route each. `request(i)` is shopper i's request: { method, path, headers, body? } with its
 * address (and its session or account where the route needs one); `expect` the status a success answers.
 */
export function scenarios(url, shoppers) {
  const json = { 'content-type': 'application/json', origin: url };
  const itemJson = JSON.stringify({ items: [benchCartItem()] });
  const quoteJson = JSON.stringify({ items: [benchCartItem()], zip: '60601' });
  const shopper = (i) => shoppers[i % shoppers.length];
  return [
    { name: 'home page', group: 1, request: () => ({ method: 'GET', path: '/', headers: { accept: 'text/html' } }) },
    { name: 'sizes', group: 2, request: () => ({ method: 'GET', path: '/api/inventory/sizes', headers: {} }) },
    {
      name: 'shipping quotes',
      group: 3,
      request: () => ({ method: 'POST', path: '/api/shipping/options', headers: json, body: quoteJson }),
    },
    {
      name: 'cart pricing',
      group: 4,
      request: () => ({ method: 'POST', path: '/api/cart/price', headers: json, body: itemJson }),
    },
    {
      name: 'cart read',
      group: 5,
      request: (i) => ({ method: 'GET', path: '/api/cart', headers: { cookie: shopper(i).cookie } }),
    },
    {
      name: 'sign-in',
      group: 6,
      request: (i) => ({
        method: 'POST',
        path: '/api/user/login',
        headers: json,
        body: JSON.stringify({ email: shopper(i).email, password: SHOPPER_PASSWORD }),
      }),
    },
  ].map((s) => ({
    ...s,
    expect: 200,
    /** Shopper i's request with its own address. */
    requestFor: (i) => {
      const r = s.request(i);
      return { ...r, headers: { ...r.headers, 'x-forwarded-for': shopperAddress(s.group, i) } };
    },
  }));
}
