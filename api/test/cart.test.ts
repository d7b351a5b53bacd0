import { describe, expect, it } from 'vitest';
import { cartItem, createTestShop, registerUploadsOf } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';

/** How a 2 x 2 plate item's grid was made. */
const recipe = {
  plates: { wide: 2, high: 2 },
  crop: { x: 10, y: 20, width: 600, height: 600 },
  sliders: { brightness: 110, contrast: 90, saturation: 100 },
  edits: [{ x: 63, y: 0, from: 3, to: 21 }],
};

const colorMap = (width: number, height: number, fill: (i: number) => unknown = (i) => i % 40) =>
  JSON.stringify({ width, height, indices: Array.from({ length: width * height }, (_, i) => fill(i)) });

describe('POST /api/cart/price (visitor cart)', () => {
  it('prices and counts on the server, ignoring any price or counts sent', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/cart/price', {
      items: [
        cartItem({ price: 0.01, priceCents: 1, colorCounts: [1], quantity: 3 }),
        cartItem({ size: 'Large', width: 40, height: 40 }, 4, 4),
      ],
    });
    expect(res.status).toBe(200);
    const [small, large] = res.body.data;
    expect(small).toMatchObject({
      id: '0',
      shape: 'Square',
      size: 'Small',
      quantity: 3,
      price: 149.99,
      priceCents: 14999,
    });
    expect(small.colorCounts).toHaveLength(40);
    expect(small.colorCounts.reduce((a: number, b: number) => a + b, 0)).toBe(64 * 64);
    expect(small.colorCounts[0]).toBe(Math.ceil((64 * 64) / 40));
    expect(large).toMatchObject({ id: '1', priceCents: 50999 });
    expect(typeof small.colorMap).toBe('string');
  });

  it('counts colours exactly', async () => {
    const shop = await createTestShop();
    const map = colorMap(64, 64, (i) => (i < 100 ? 39 : 7));
    const res = await shop.post('/api/cart/price', { items: [cartItem({ colorMap: map })] });
    const counts = res.body.data[0].colorCounts;
    expect(counts[39]).toBe(100);
    expect(counts[7]).toBe(64 * 64 - 100);
    expect(counts.filter((n: number) => n > 0)).toHaveLength(2);
  });

  it('refuses a colorMap of the wrong size, with index 40, with fractions, or not JSON', async () => {
    const shop = await createTestShop();
    const price = (item: unknown) => shop.post('/api/cart/price', { items: [item] });
    const wrongSize = await price(cartItem({ colorMap: colorMap(32, 32) }));
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.error.fields['items.0.colorMap']).toBe(
      'The mosaic is 32 x 32 studs but this size needs 64 x 64.',
    );
    const short = await price(cartItem({ colorMap: JSON.stringify({ width: 64, height: 64, indices: [1, 2, 3] }) }));
    expect(short.body.error.fields['items.0.colorMap']).toMatch(/should have 4096 studs/);
    const index40 = await price(cartItem({ colorMap: colorMap(64, 64, (i) => (i === 4095 ? 40 : 0)) }));
    expect(index40.body.error.fields['items.0.colorMap']).toBe('Every stud must be a palette colour from 0 to 39.');
    expect((await price(cartItem({ colorMap: colorMap(64, 64, (i) => (i === 5 ? -1 : 0)) }))).status).toBe(400);
    expect((await price(cartItem({ colorMap: colorMap(64, 64, (i) => (i === 5 ? 1.5 : 0)) }))).status).toBe(400);
    expect((await price(cartItem({ colorMap: colorMap(64, 64, (i) => (i === 5 ? '3' : 0)) }))).status).toBe(400);
    expect((await price(cartItem({ colorMap: 'not json' }))).body.error.fields['items.0.colorMap']).toMatch(/not JSON/);
    expect((await price(cartItem({ colorMap: { width: 64, height: 64, indices: [] } }))).status).toBe(400);
  });

  it('refuses sizes that are not real, bad quantities and foreign image URLs', async () => {
    const shop = await createTestShop();
    const price = (item: unknown) => shop.post('/api/cart/price', { items: [item] });
    expect((await price(cartItem({ size: 'Medium' }))).body.error.fields['items.0.size']).toBe(
      "That isn't the medium square size.",
    );
    expect((await price(cartItem({ shape: 'Portrait' }))).status).toBe(400);
    expect((await price(cartItem({ size: 'Huge' }))).status).toBe(400);
    expect(
      (await price(cartItem({ size: 'Custom', width: 90, height: 90, colorMap: colorMap(288, 288) }))).status,
    ).toBe(400);
    for (const quantity of [0, 100, 1.5, '2', -1]) {
      expect((await price(cartItem({ quantity }))).status, `quantity ${quantity}`).toBe(400);
    }
    for (const url of [
      'http://evil.example/x.png',
      'javascript:alert(1)',
      '/images/../../etc/passwd',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect((await price(cartItem({ pixImageUrl: url }))).status, url).toBe(400);
    }
    // Only pictures the shop stored: an outside https address would reach the confirmation email.
    for (const field of ['origImageUrl', 'pixImageUrl']) {
      const outside = await price(cartItem({ [field]: 'https://cdn.example.com/photo.jpg' }));
      expect(outside.status, field).toBe(400);
      expect(outside.body.error.fields[`items.0.${field}`]).toBe('Pictures must be uploaded to this shop first.');
    }
    const { colorMap: _omit, ...noMap } = cartItem();
    expect((await price(noMap)).body.error.fields['items.0.colorMap']).toBe('The mosaic data is missing.');
  });

  it('keeps only Brixes whose pictures the shop stored: a path shaped like ours is not enough', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'pictures@example.com' });
    const made = '/images/0123456789abcdef0123456789abcdef.jpg'; // never uploaded, or swept since
    for (const field of ['origImageUrl', 'pixImageUrl']) {
      const refused = await shop.post('/api/cart/items', cartItem({ [field]: made }), token);
      expect(refused.status, field).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'VALIDATION',
        message: 'Upload your photo again: the shop no longer has it.',
        fields: { [field]: 'Upload your photo again: the shop no longer has it.' },
      });
    }
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
    // A visitor's cart kept in the browser: at login the Brix whose picture is gone is skipped and counted.
    const login = await shop.post('/api/user/login', {
      email: 'pictures@example.com',
      password: 'Brix-pass-1!',
      cart: [cartItem(), cartItem({ pixImageUrl: made, quantity: 2 })],
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ cartCount: 1, skippedCartItems: 1 });
    // Once this customer stores it, the same picture is welcome.
    await registerUploadsOf(shop.db, shop.clock.now(), 'pictures@example.com', made);
    expect((await shop.post('/api/cart/items', cartItem({ pixImageUrl: made }), login.cookie)).status).toBe(200);
  });

  it('accepts a custom size priced by the same rule, and defaults the quantity to 1', async () => {
    const shop = await createTestShop();
    const { quantity: _q, ...item } = cartItem({
      size: 'Custom',
      shape: 'Landscape',
      width: 50,
      height: 30,
      colorMap: colorMap(160, 96),
    });
    const res = await shop.post('/api/cart/price', { items: [item] });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ quantity: 1, priceCents: 3000 * 15 + 2999, price: 479.99 });
  });

  it('prices a full cart of 50 of the biggest Brixes (8 x 8 plates)', async () => {
    const shop = await createTestShop();
    const big = cartItem({ size: 'Custom', width: 80, height: 80, colorMap: colorMap(256, 256) }, 8, 8);
    const res = await shop.post('/api/cart/price', { items: Array.from({ length: 50 }, () => big) });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(50);
    expect(res.body.data[49]).toMatchObject({ priceCents: 3000 * 64 + 2999, price: 1949.99 });
  });

  it('refuses more than 50 items and oversized bodies', async () => {
    const shop = await createTestShop();
    const item = cartItem();
    expect((await shop.post('/api/cart/price', { items: Array.from({ length: 51 }, () => item) })).status).toBe(400);
    const huge = await shop.post('/api/cart/price', { items: [cartItem({ colorMap: 'x'.repeat(11 * 1024 * 1024) })] });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('customer cart', () => {
  it('needs a login', async () => {
    const shop = await createTestShop();
    expect((await shop.get('/api/cart')).status).toBe(401);
    expect((await shop.post('/api/cart/items', cartItem())).status).toBe(401);
    expect((await shop.put('/api/cart/items/00000000-0000-4000-8000-000000000000', { quantity: 1 })).status).toBe(401);
    expect((await shop.del('/api/cart/items/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('adds (priced by the server), sets quantities, removes with 0 and with DELETE', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const added = await shop.post('/api/cart/items', cartItem({ price: 1, quantity: 2 }), token);
    expect(added.status).toBe(200);
    expect(added.body.data).toHaveLength(1);
    const [first] = added.body.data;
    expect(first).toMatchObject({ priceCents: 14999, quantity: 2 });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await shop.post(
      '/api/cart/items',
      cartItem({ size: 'Medium', width: 30, height: 30, colorMap: colorMap(96, 96) }),
      token,
    );
    expect(second.body.data.map((i: { size: string }) => i.size)).toEqual(['Small', 'Medium']);

    const updated = await shop.put(`/api/cart/items/${first.id}`, { quantity: 5 }, token);
    expect(updated.body.data[0].quantity).toBe(5);
    const removed = await shop.put(`/api/cart/items/${first.id}`, { quantity: 0 }, token);
    expect(removed.body.data.map((i: { size: string }) => i.size)).toEqual(['Medium']);
    const deleted = await shop.del(`/api/cart/items/${second.body.data[1].id}`, token);
    expect(deleted.body.data).toEqual([]);
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
  });

  it('two adds of the same Brix racing each other make one line with both quantities', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const item = cartItem({ quantity: 2 });
    const answers = await Promise.all([
      shop.post('/api/cart/items', item, token),
      shop.post('/api/cart/items', item, token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const cart = (await shop.get('/api/cart', token)).body.data;
    expect(cart.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
  });

  it('adds racing for the last free lines never take a cart past 50 different Brixes', async () => {
    const shop = await createTestShop();
    const { token, user } = await shop.signUp();
    const distinct = (n: number) => cartItem({ origImageUrl: `/images/line-${n}.jpg` });
    await registerUploadsOf(
      shop.db,
      shop.clock.now(),
      user.email,
      ...[...Array(49).keys(), 100, 101].map((n) => distinct(n).origImageUrl),
    );
    for (let n = 0; n < 49; n++) expect((await shop.post('/api/cart/items', distinct(n), token)).status).toBe(200);
    const answers = await Promise.all([
      shop.post('/api/cart/items', distinct(100), token),
      shop.post('/api/cart/items', distinct(101), token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.error.code).toBe('CART_FULL');
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(50);
  });

  it("cannot touch another customer's items", async () => {
    const shop = await createTestShop();
    const alice = await shop.signUp();
    const bob = await shop.signUp();
    const item = (await shop.post('/api/cart/items', cartItem(), alice.token)).body.data[0];
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 9 }, bob.token)).status).toBe(404);
    expect((await shop.del(`/api/cart/items/${item.id}`, bob.token)).status).toBe(404);
    expect((await shop.get('/api/cart', bob.token)).body.data).toEqual([]);
    expect((await shop.get('/api/cart', alice.token)).body.data[0].quantity).toBe(1);
  });

  it('refuses bad ids and quantities', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const item = (await shop.post('/api/cart/items', cartItem(), token)).body.data[0];
    expect((await shop.put("/api/cart/items/1' OR '1'='1", { quantity: 1 }, token)).status).toBe(400);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 'lots' }, token)).status).toBe(400);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 100 }, token)).status).toBe(400);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 2.5 }, token)).status).toBe(400);
    expect((await shop.put(`/api/cart/items/${item.id}`, {}, token)).status).toBe(400);
    expect(
      (await shop.put('/api/cart/items/00000000-0000-4000-8000-000000000000', { quantity: 1 }, token)).status,
    ).toBe(404);
    const tampered = await shop.post('/api/cart/items', cartItem({ colorMap: colorMap(64, 64, () => 40) }), token);
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.fields.colorMap).toBe('Every stud must be a palette colour from 0 to 39.');
  });
});

describe('colorMaps are checked and counted by the core and kept compact', () => {
  const grid = (width: number, height: number) => ({
    width,
    height,
    indices: Array.from({ length: width * height }, (_, i) => (i * 7) % 40),
  });

  it('keeps the compact form of a grid sent with spacing, and counts it', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const g = grid(64, 64);
    const spaced = JSON.stringify({ indices: g.indices, height: 64, width: 64 }, null, 2);
    expect(spaced.length).toBeGreaterThan(JSON.stringify(g).length * 2);
    const priced = await shop.post('/api/cart/price', { items: [cartItem({ colorMap: spaced })] });
    expect(priced.body.data[0].colorMap).toBe(JSON.stringify(g));
    const added = await shop.post('/api/cart/items', cartItem({ colorMap: spaced }), token);
    expect(added.status).toBe(200);
    const stored = await shop.db
      .selectFrom('cart_items')
      .select(['color_map', 'color_counts'])
      .executeTakeFirstOrThrow();
    expect(stored.color_map).toBe(JSON.stringify(g));
    const counts = JSON.parse(stored.color_counts) as number[];
    expect(counts).toHaveLength(40);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(64 * 64);
    // The same grid sent compact is the same line: its quantity goes up.
    const again = await shop.post('/api/cart/items', cartItem({ colorMap: JSON.stringify(g) }), token);
    expect(again.body.data).toHaveLength(1);
    expect(again.body.data[0].quantity).toBe(2);
  });

  it('takes the largest grid (8 x 8 plates) and refuses a colorMap padded past it', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const largest = cartItem({ size: 'Custom', width: 80, height: 80, colorMap: JSON.stringify(grid(256, 256)) }, 8, 8);
    const added = await shop.post('/api/cart/items', largest, token);
    expect(added.status).toBe(200);
    expect(added.body.data[0].colorCounts.reduce((a: number, b: number) => a + b, 0)).toBe(256 * 256);

    const padded = cartItem({ colorMap: JSON.stringify(grid(64, 64)) + ' '.repeat(300_000) });
    const priced = await shop.post('/api/cart/price', { items: [padded] });
    expect(priced.status).toBe(400);
    expect(priced.body.error.fields['items.0.colorMap']).toBe('The mosaic data is too large.');
    const refused = await shop.post('/api/cart/items', padded, token);
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(1);
  });
});

describe('the compact colorMap migration', () => {
  it('rewrites stored cart items, order items and open payment intents in the compact form', async () => {
    const { up } = await import('../src/db/migrations/20261123160000_compact_color_maps.ts');
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    await shop.post('/api/cart/items', cartItem(), token);
    const row = await shop.db.selectFrom('cart_items').selectAll().executeTakeFirstOrThrow();
    const compact = row.color_map;
    const spaced = JSON.stringify(JSON.parse(compact), null, 1);
    await shop.db.updateTable('cart_items').set({ color_map: spaced }).execute();
    await shop.db
      .insertInto('cart_items')
      .values({ ...row, id: '00000000-0000-4000-8000-000000000001', position: 1, color_map: 'not a grid' })
      .execute();
    await up(shop.db);
    const rows = await shop.db.selectFrom('cart_items').select(['id', 'color_map']).orderBy('position').execute();
    expect(rows.map((r) => r.color_map)).toEqual([compact, 'not a grid']);
    // Run twice, changes nothing more.
    await up(shop.db);
    expect(
      (await shop.db.selectFrom('cart_items').select('color_map').orderBy('position').execute()).map(
        (r) => r.color_map,
      ),
    ).toEqual([compact, 'not a grid']);
  });

  it('rewrites order items and the carts kept with payment intents', async () => {
    const { up } = await import('../src/db/migrations/20261123160000_compact_color_maps.ts');
    const shop = await createCheckoutShop();
    try {
      const { token } = await shop.customerWithCart();
      await shop.pay(token);
      const db = shop.db;
      const item = await db.selectFrom('order_items').select(['id', 'color_map']).executeTakeFirstOrThrow();
      const compact = item.color_map;
      const spaced = JSON.stringify(JSON.parse(compact), null, 1);
      await db.updateTable('order_items').set({ color_map: spaced }).execute();
      // A payment recorded the way checkouts were kept then: whole rows, grids included.
      const intent = await db.selectFrom('payment_intents').select(['id', 'items']).executeTakeFirstOrThrow();
      const items = (JSON.parse(intent.items) as Array<Record<string, unknown>>).map(
        ({ color_map_sha256: _hash, ...rest }) => ({ ...rest, color_map: compact }),
      );
      await db
        .updateTable('payment_intents')
        .set({ items: JSON.stringify(items.map((i) => ({ ...i, color_map: ` ${i.color_map.replace(/,/g, ', ')} ` }))) })
        .execute();
      await up(db);
      expect(
        (await db.selectFrom('order_items').select('color_map').where('id', '=', item.id).executeTakeFirstOrThrow())
          .color_map,
      ).toBe(compact);
      const after = JSON.parse(
        (await db.selectFrom('payment_intents').select('items').executeTakeFirstOrThrow()).items,
      );
      expect(after).toEqual(items);
    } finally {
      await shop.cleanup();
    }
  });
});

describe('colour blending is kept with the item', () => {
  it('prices it for a visitor, keeps it in the cart (Off when left out) and refuses an unknown one', async () => {
    const shop = await createTestShop();
    const priced = await shop.post('/api/cart/price', { items: [cartItem({ blending: 'smooth' }), cartItem()] });
    expect(priced.body.data.map((i: { blending: string }) => i.blending)).toEqual(['smooth', 'off']);
    const bad = await shop.post('/api/cart/price', { items: [cartItem({ blending: 'sepia' })] });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Colour blending is Off, Smooth, Crisp, Best likeness or Clean.');

    const { token } = await shop.signUp();
    await shop.post('/api/cart/items', cartItem({ blending: 'crisp' }), token);
    // The same grid and pictures with another blending is another Brix: a line of its own.
    const both = await shop.post('/api/cart/items', cartItem({ blending: 'off' }), token);
    expect(both.body.data.map((i: { blending: string; quantity: number }) => [i.blending, i.quantity])).toEqual([
      ['crisp', 1],
      ['off', 1],
    ]);
    const again = await shop.post('/api/cart/items', cartItem({ blending: 'crisp' }), token);
    expect(again.body.data.map((i: { blending: string; quantity: number }) => [i.blending, i.quantity])).toEqual([
      ['crisp', 2],
      ['off', 1],
    ]);
  });

  it('keeps the Colours cap and Tidy lone studs (every colour, not tidied, when left out) and refuses others', async () => {
    const shop = await createTestShop();
    const priced = await shop.post('/api/cart/price', {
      items: [cartItem({ blending: 'likeness', colorCap: 12, tidy: true }), cartItem()],
    });
    expect(priced.body.data.map((i: { colorCap: unknown; tidy: boolean }) => [i.colorCap, i.tidy])).toEqual([
      [12, true],
      ['all', false],
    ]);
    const bad = await shop.post('/api/cart/price', { items: [cartItem({ colorCap: 10, tidy: 'yes' })] });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Colours is All, 24, 16, 12 or 8.');
    expect(bad.text).toContain('Tidy lone studs is on or off.');
    const { token } = await shop.signUp();
    await shop.post('/api/cart/items', cartItem({ blending: 'smooth', colorCap: 12 }), token);
    // The same grid made with another cap is a line of its own.
    const both = await shop.post('/api/cart/items', cartItem({ blending: 'smooth', colorCap: 8 }), token);
    expect(both.body.data.map((i: { colorCap: unknown; quantity: number }) => [i.colorCap, i.quantity])).toEqual([
      [12, 1],
      [8, 1],
    ]);
  });

  it('keeps how the grid was made (plates, crop, sliders, painted studs) to open it again, and checks it', async () => {
    const shop = await createTestShop();
    const priced = await shop.post('/api/cart/price', { items: [cartItem({ recipe }), cartItem()] });
    expect(priced.status).toBe(200);
    expect(priced.body.data.map((i: { recipe: unknown }) => i.recipe)).toEqual([recipe, null]);

    const { token } = await shop.signUp();
    const added = await shop.post('/api/cart/items', cartItem({ recipe }), token);
    expect(added.body.data[0].recipe).toEqual(recipe);
    expect((await shop.get('/api/cart', token)).body.data[0].recipe).toEqual(recipe);

    const refused = async (bad: object, message: string) => {
      const res = await shop.post('/api/cart/price', { items: [cartItem({ recipe: { ...recipe, ...bad } })] });
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
    };
    await refused({ plates: { wide: 3, high: 3 } }, 'The design must be 2 x 2 plates, as its size.');
    await refused({ crop: { x: 0, y: 0, width: 600, height: 300 } }, "The crop must have the size's proportions");
    await refused({ edits: [{ x: 64, y: 0, from: 3, to: 21 }] }, 'Painted studs must be on the 64 x 64 studs');
    await refused({ sliders: { brightness: 105, contrast: 100, saturation: 100 } }, 'Brightness moves in steps of');
  });

  it("goes with the paid order, into the account's order details", async () => {
    const shop = await createCheckoutShop();
    try {
      const { token } = await shop.customerWithCart([
        cartItem({ blending: 'smooth', colorCap: 12, tidy: true, recipe }),
      ]);
      const { order } = await shop.pay(token);
      expect(order.suborders[0].items[0]).toMatchObject({ blending: 'smooth', colorCap: 12, tidy: true, recipe });
      const stored = await shop.db
        .selectFrom('order_items')
        .select(['blending', 'color_cap', 'tidy'])
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ blending: 'smooth', color_cap: '12', tidy: 1 });
      const history = await shop.get('/api/orders', token);
      expect(JSON.stringify(history.body)).toContain('"blending":"smooth"');
    } finally {
      await shop.cleanup();
    }
  });
});
