// Fulfilment: pick lists, CSV and BrickLink downloads, stock reserved with the order, colours that follow
// the stock, and new cart items refused when they use a colour that is out.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import paletteJson from 'mosaic-core/palette.json';
import { BRICKLINK_COLOR_BY_REBRICKABLE, escapeXml, wantedListXml } from '../src/fulfilment/bricklink.ts';
import { cartItem } from './support/app.ts';
import { card, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { onPostgres } from './support/database.ts';

let shop: CheckoutShop;
afterEach(async () => {
  await shop?.cleanup();
});

const PALETTE_COLORS = 40;
/** The default threshold: the studs of a 4 x 4-plate Brix in one colour. */
const DEFAULT_THRESHOLD = 128 * 128;

/** A 2 x 2-plate item whose grid uses only the given palette indices, in stripes of unequal width. */
function itemWithColors(indices: number[], overrides: Record<string, unknown> = {}, plates = 2) {
  const side = plates * 32;
  const stripe = (x: number) => Math.floor((indices.length * x * x) / (side * side));
  const grid = Array.from({ length: side * side }, (_, i) => indices[stripe(i % side)]);
  return cartItem(
    { colorMap: JSON.stringify({ width: side, height: side, indices: grid }), ...overrides },
    plates,
    plates,
  );
}

/** Studs of each palette index in a cart item's grid, counted here without the core. */
function studs(item: { colorMap: string }): number[] {
  const counts = new Array<number>(PALETTE_COLORS).fill(0);
  for (const index of (JSON.parse(item.colorMap) as { indices: number[] }).indices) counts[index] += 1;
  return counts;
}

/** What the shop packs per kit: 5 % of a colour's studs rounded up, at least 2. */
const spares = (count: number) => (count === 0 ? 0 : Math.max(2, Math.ceil(count / 20)));

/** The expected bricks of items by palette index: count plus spares per kit, times the quantity. */
function expectedBricks(items: { colorMap: string; quantity: number }[]): number[] {
  const total = new Array<number>(PALETTE_COLORS).fill(0);
  for (const item of items)
    studs(item).forEach((count, index) => (total[index] += (count + spares(count)) * item.quantity));
  return total;
}

async function stockOf(s: CheckoutShop, admin: string) {
  const res = await s.get('/api/admin/stock', admin);
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    threshold: number;
    colors: {
      code: number;
      onHand: number | null;
      available: boolean;
      neededByOpenOrders: number;
      shortfall: number;
      effectiveAvailable: boolean;
    }[];
  };
}

async function availability(s: CheckoutShop): Promise<boolean[]> {
  const res = await s.get('/api/inventory/colours');
  expect(res.status).toBe(200);
  const data = res.body.data as { code: number; available: boolean }[];
  expect(data.map((c) => c.code)).toEqual(Array.from({ length: PALETTE_COLORS }, (_, i) => i + 1));
  return data.map((c) => c.available);
}

describe('BrickLink colours', () => {
  it('maps every palette colour to a BrickLink colour id, each a different one', () => {
    const ids = paletteJson.colors.map((color) => BRICKLINK_COLOR_BY_REBRICKABLE[color.rebrickableId]);
    expect(paletteJson.colors).toHaveLength(PALETTE_COLORS);
    for (const [i, id] of ids.entries())
      expect(Number.isInteger(id) && id > 0, `${paletteJson.colors[i].name} has no BrickLink id`).toBe(true);
    expect(new Set(ids).size).toBe(PALETTE_COLORS);
    // A few well-known ones, as BrickLink numbers them.
    const byName = Object.fromEntries(paletteJson.colors.map((c, i) => [c.name, ids[i]]));
    expect(byName).toMatchObject({
      Black: 11,
      White: 1,
      Red: 5,
      'Light Bluish Gray': 86,
      'Dark Bluish Gray': 85,
      Coral: 220,
    });
  });
});

describe('GET /api/inventory/colours', () => {
  it('answers all 40 colours available to anyone at first, then follows the switch and the threshold', async () => {
    shop = await createCheckoutShop();
    expect(await availability(shop)).toEqual(new Array(PALETTE_COLORS).fill(true));
    const admin = await shop.loginAdmin();
    expect((await stockOf(shop, admin)).threshold).toBe(DEFAULT_THRESHOLD);

    // The switch: code 5 (Red) off, then on again.
    expect((await shop.put('/api/admin/stock/5', { available: false }, admin)).status).toBe(200);
    let colours = await availability(shop);
    expect(colours[4]).toBe(false);
    expect(colours.filter((a) => !a)).toHaveLength(1);
    expect((await shop.put('/api/admin/stock/5', { available: true }, admin)).status).toBe(200);
    expect((await availability(shop))[4]).toBe(true);

    // The stock: counted below the threshold takes it out, at the threshold brings it back.
    await shop.put('/api/admin/stock/1', { onHand: DEFAULT_THRESHOLD - 1 }, admin);
    expect((await availability(shop))[0]).toBe(false);
    await shop.put('/api/admin/stock/1', { received: 1 }, admin);
    expect((await availability(shop))[0]).toBe(true);
    // The threshold is the admin's: raised above the stock, the colour is out again; uncounted colours stay in.
    const raised = await shop.put('/api/admin/stock-threshold', { threshold: DEFAULT_THRESHOLD + 1 }, admin);
    expect(raised.status).toBe(200);
    expect(raised.body.data.threshold).toBe(DEFAULT_THRESHOLD + 1);
    colours = await availability(shop);
    expect(colours[0]).toBe(false);
    expect(colours.slice(1).every(Boolean)).toBe(true);
    // Not counted (null) again: available.
    await shop.put('/api/admin/stock/1', { onHand: null }, admin);
    expect((await availability(shop))[0]).toBe(true);
    const report = await stockOf(shop, admin);
    expect(report.colors[0]).toMatchObject({
      code: 1,
      name: 'Black',
      onHand: null,
      available: true,
      effectiveAvailable: true,
    });
  });

  it('validates the stock changes with the usual error shape', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    for (const [url, body] of [
      ['/api/admin/stock/0', { available: false }],
      ['/api/admin/stock/41', { available: false }],
      ['/api/admin/stock/red', { available: false }],
      ['/api/admin/stock/3', {}],
      ['/api/admin/stock/3', { onHand: -1 }],
      ['/api/admin/stock/3', { onHand: 1.5 }],
      ['/api/admin/stock/3', { available: 'yes' }],
      ['/api/admin/stock/3', { onHand: 5, received: 5 }],
      ['/api/admin/stock/3', { onHand: 5, extra: true }],
      ['/api/admin/stock-threshold', { threshold: -5 }],
      ['/api/admin/stock-threshold', {}],
    ] as const) {
      const res = await shop.put(url, body, admin);
      expect(res.status, `${url} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await stockOf(shop, admin)).colors[2]).toMatchObject({ onHand: null, available: true });
    // Received pieces add up, but never past the most a colour may hold; a refused add changes nothing.
    expect((await shop.put('/api/admin/stock/3', { received: 60_000_000 }, admin)).status).toBe(200);
    const over = await shop.put('/api/admin/stock/3', { received: 60_000_000 }, admin);
    expect(over.status).toBe(400);
    expect(over.body.error.fields.received).toMatch(/at most 100,000,000/);
    expect((await stockOf(shop, admin)).colors[2].onHand).toBe(60_000_000);
  });
});

describe('PUT /api/admin/stock (several colours at once)', () => {
  it('sets, adds and switches the chosen colours together, and leaves the others', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    const set = await shop.put('/api/admin/stock', { codes: [2, 3, 7], onHand: 500 }, admin);
    expect(set.status, set.text).toBe(200);
    const onHand = (set.body.data as { colors: { onHand: number | null }[] }).colors.map((c) => c.onHand);
    expect([onHand[1], onHand[2], onHand[6]]).toEqual([500, 500, 500]);
    expect(onHand.filter((n) => n !== null)).toHaveLength(3);

    const added = await shop.put('/api/admin/stock', { codes: [3, 7, 9], received: 25 }, admin);
    expect(added.status).toBe(200);
    const after = (await stockOf(shop, admin)).colors;
    expect([after[1].onHand, after[2].onHand, after[6].onHand, after[8].onHand]).toEqual([500, 525, 525, 25]);

    expect((await shop.put('/api/admin/stock', { codes: [4, 5], available: false }, admin)).status).toBe(200);
    expect((await availability(shop)).flatMap((a, i) => (a ? [] : [i + 1]))).toEqual([2, 3, 4, 5, 7, 9]);
  });

  it('refuses a bad selection or change whole, changing no colour', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    for (const body of [
      { codes: [], onHand: 5 },
      { codes: [0, 3], onHand: 5 },
      { codes: [3, 41], onHand: 5 },
      { codes: ['3'], onHand: 5 },
      { codes: [3, 3], onHand: 5 },
      { codes: [3] },
      { codes: [3], onHand: 5, received: 5 },
      { codes: [3], onHand: -1 },
      { codes: 3, onHand: 5 },
      { codes: [3], available: true, extra: 1 },
    ]) {
      const res = await shop.put('/api/admin/stock', body, admin);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    // One colour's add would pass the most a colour holds: the whole change is refused, the others unchanged.
    await shop.put('/api/admin/stock/8', { onHand: 99_999_990 }, admin);
    const over = await shop.put('/api/admin/stock', { codes: [6, 8], received: 20 }, admin);
    expect(over.status).toBe(400);
    const colors = (await stockOf(shop, admin)).colors;
    expect([colors[5].onHand, colors[7].onHand]).toEqual([null, 99_999_990]);
  });
});

describe('fulfilment routes are the admin’s', () => {
  it('refuses each to a visitor (401) and a customer (403)', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/admin/orders/${order.orderNumber}/pick-list`],
      ['GET', `/api/admin/orders/${order.orderNumber}/parts.csv`],
      ['GET', `/api/admin/orders/${order.orderNumber}/parts.xml`],
      ['GET', '/api/admin/parts?filter=open'],
      ['GET', '/api/admin/parts.csv?filter=open'],
      ['GET', '/api/admin/parts.xml?filter=open'],
      ['GET', '/api/admin/stock'],
      ['PUT', '/api/admin/stock/3', { available: false }],
      ['PUT', '/api/admin/stock', { codes: [3], available: false }],
      ['PUT', '/api/admin/stock-threshold', { threshold: 5 }],
    ];
    for (const [method, url, body] of calls) {
      expect((await shop.call(method, url, body)).status, `${method} ${url} as a visitor`).toBe(401);
      const customer = await shop.call(method, url, body, { cookie: token });
      expect(customer.status, `${method} ${url} as a customer`).toBe(403);
      expect(customer.text).not.toContain('4073');
    }
    expect(await availability(shop)).toEqual(new Array(PALETTE_COLORS).fill(true));
    const admin = await shop.loginAdmin();
    for (const [method, url, body] of calls)
      expect((await shop.call(method, url, body, { cookie: admin })).status, `${method} ${url} as the admin`).toBe(200);
    expect((await shop.get('/api/admin/orders/99999999/pick-list', admin)).status).toBe(404);
    expect((await shop.get('/api/admin/orders/99999999/parts.xml', admin)).status).toBe(404);
    expect((await shop.get('/api/admin/parts.csv?filter=all', admin)).status).toBe(400);
  });
});

describe('pick lists', () => {
  it('lists a placed order’s counts plus spares per item and in total, as JSON, CSV and a BrickLink wanted list', async () => {
    shop = await createCheckoutShop();
    const first = itemWithColors([0, 4, 39], { quantity: 2 });
    const second = cartItem({}, 3, 2); // every colour, 3 x 2 plates
    const { token } = await shop.customerWithCart([first, second]);
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();

    const res = await shop.get(`/api/admin/orders/${order.orderNumber}/pick-list`, admin);
    expect(res.status, res.text).toBe(200);
    const list = res.body.data;
    expect(list.items).toHaveLength(2);
    // Item 1: three colours, two kits; spares are packed per kit.
    const firstStuds = studs(first);
    expect(list.items[0]).toMatchObject({
      quantity: 2,
      plates: [{ wide: 2, high: 2, kits: 2, plates: 8 }],
      basePlates: 8,
      connectors: 8,
    });
    expect(list.items[0].colors).toEqual(
      [0, 4, 39].map((index) => ({
        code: index + 1,
        name: paletteJson.colors[index].name,
        bricklinkColor: BRICKLINK_COLOR_BY_REBRICKABLE[paletteJson.colors[index].rebrickableId],
        count: firstStuds[index] * 2,
        spares: spares(firstStuds[index]) * 2,
        total: (firstStuds[index] + spares(firstStuds[index])) * 2,
      })),
    );
    expect(list.items[1]).toMatchObject({
      quantity: 1,
      plates: [{ wide: 3, high: 2, kits: 1, plates: 6 }],
      connectors: 7,
    });
    expect(list.items[1].colors).toHaveLength(PALETTE_COLORS);

    const expected = expectedBricks([first, second]);
    const total = list.total;
    expect(total.colors.map((l: { code: number; total: number }) => [l.code, l.total])).toEqual(
      expected.flatMap((n, i) => (n > 0 ? [[i + 1, n]] : [])),
    );
    for (const line of total.colors) expect(line.total).toBe(line.count + line.spares);
    expect(total.bricks).toBe(expected.reduce((a, b) => a + b, 0));
    expect(total).toMatchObject({ basePlates: 14, connectors: 15 });

    // CSV: one row a colour with the same numbers, then the plates and the connectors.
    const csv = await shop.get(`/api/admin/orders/${order.orderNumber}/parts.csv`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(
      `attachment; filename="brixilated-order-${order.orderNumber}-parts.csv"`,
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([
      'Part',
      'Code',
      'Colour',
      'BrickLink item',
      'BrickLink colour',
      'Count',
      'Spares',
      'Total',
    ]);
    const brickRows = rows.filter((r) => r[3] === '4073');
    expect(brickRows).toHaveLength(PALETTE_COLORS);
    for (const row of brickRows) {
      const index = Number(row[1]) - 1;
      const count = firstStuds[index] * 2 + studs(second)[index];
      const spare = spares(firstStuds[index]) * 2 + spares(studs(second)[index]);
      expect(row.slice(5).map(Number), `colour ${row[1]}`).toEqual([count, spare, count + spare]);
      expect(row[2]).toBe(paletteJson.colors[index].name);
    }
    expect(rows.filter((r) => r[0].startsWith('Base plate')).map((r) => Number(r[5]))).toEqual([8, 6]);
    expect(rows.find((r) => r[0] === 'Connector')?.[5]).toBe('15');

    // XML: parses, one ITEM a colour, each a 4073 part with a BrickLink colour id and the total as MINQTY.
    const xml = await shop.get(`/api/admin/orders/${order.orderNumber}/parts.xml`, admin);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(xml.text)).toBe(true);
    const items = wantedItems(xml.text);
    expect(items).toHaveLength(PALETTE_COLORS);
    const bricklinkIds = new Set(Object.values(BRICKLINK_COLOR_BY_REBRICKABLE));
    for (const item of items) {
      expect(item).toMatchObject({ ITEMTYPE: 'P', ITEMID: 4073 });
      expect(bricklinkIds.has(item.COLOR), `COLOR ${item.COLOR}`).toBe(true);
    }
    const byColor = new Map(
      total.colors.map((l: { bricklinkColor: number; total: number }) => [l.bricklinkColor, l.total]),
    );
    expect(items.map((i) => i.MINQTY)).toEqual(items.map((i) => byColor.get(i.COLOR)));
  });

  it('sums every open order for the parts list, and leaves completed orders out', async () => {
    shop = await createCheckoutShop();
    const a = itemWithColors([1, 2]);
    const b = itemWithColors([2, 3], { quantity: 3 });
    const c = itemWithColors([5]);
    const one = await shop.customerWithCart([a]);
    const two = await shop.customerWithCart([b]);
    const three = await shop.customerWithCart([c]);
    await shop.pay(one.token);
    await shop.pay(two.token);
    const done = (await shop.pay(three.token)).order;
    const admin = await shop.loginAdmin();
    expect((await shop.put(`/api/admin/orders/${done.orderNumber}/completed`, { completed: true }, admin)).status).toBe(
      200,
    );

    const parts = await shop.get('/api/admin/parts', admin);
    expect(parts.status).toBe(200);
    const expected = expectedBricks([a, b]);
    expect(parts.body.data.colors.map((l: { code: number; total: number }) => [l.code, l.total])).toEqual([
      [2, expected[1]],
      [3, expected[2]],
      [4, expected[3]],
    ]);
    expect(parts.body.data).toMatchObject({
      plates: [{ wide: 2, high: 2, kits: 4, plates: 16 }],
      basePlates: 16,
      connectors: 16,
    });

    const items = wantedItems((await shop.get('/api/admin/parts.xml?filter=open', admin)).text);
    expect(items.map((i) => i.MINQTY)).toEqual([expected[1], expected[2], expected[3]]);
    const csv = parseCsv((await shop.get('/api/admin/parts.csv', admin)).text);
    expect(csv.filter((row) => row[3] === '4073').map((row) => Number(row[7]))).toEqual([
      expected[1],
      expected[2],
      expected[3],
    ]);

    // The stock report shows the same needs.
    const stock = await stockOf(shop, admin);
    expect(stock.colors.map((c) => c.neededByOpenOrders)).toEqual(expected);
  });
});

describe('stock reserved with the order', () => {
  it('takes exactly the order’s bricks off every counted colour, in the order’s transaction, and reports a shortfall', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    const item = cartItem({ quantity: 2 });
    const expected = expectedBricks([item]);
    // In the cart before colour 7 runs low (a visitor cart handed over at sign-up is checked like a new item).
    const { token } = await shop.customerWithCart([item]);
    for (let code = 1; code <= PALETTE_COLORS; code++)
      await shop.put(`/api/admin/stock/${code}`, { onHand: code === 7 ? 100 : 50_000 }, admin);
    await shop.put('/api/admin/stock/40', { onHand: null }, admin);

    await shop.pay(token);
    const after = await stockOf(shop, admin);
    for (const colour of after.colors) {
      const index = colour.code - 1;
      const before = colour.code === 40 ? null : colour.code === 7 ? 100 : 50_000;
      expect(colour.onHand, `colour ${colour.code}`).toBe(before === null ? null : before - expected[index]);
      expect(colour.neededByOpenOrders).toBe(expected[index]);
    }
    // Colour 7 had 100 pieces for more than 200 needed: the shortfall, and it is out of new designs.
    expect(after.colors[6].shortfall).toBe(expected[6] - 100);
    expect(after.colors[6].effectiveAvailable).toBe(false);
    expect(after.colors.filter((c) => c.shortfall > 0).map((c) => c.code)).toEqual([7]);
  });

  it('takes both orders’ bricks off when two are placed at the same moment', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    await shop.put('/api/admin/stock/1', { onHand: 40_000 }, admin);
    await shop.put('/api/admin/stock/2', { onHand: 40_000 }, admin);
    const first = itemWithColors([0, 1], { quantity: 3 });
    const second = itemWithColors([0, 1, 2]);
    const buyers = [await shop.customerWithCart([first]), await shop.customerWithCart([second])];
    const intents = await Promise.all(
      buyers.map(({ token }) =>
        shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token),
      ),
    );
    const paid = await Promise.all(
      buyers.map(({ token }, i) =>
        shop.post('/api/payment/confirm', { id: intents[i].body.id, ...card('4242 4242 4242 4242') }, token),
      ),
    );
    expect(paid.map((p) => p.body.status)).toEqual(['succeeded', 'succeeded']);
    const expected = expectedBricks([first, second]);
    const stock = await stockOf(shop, admin);
    expect(stock.colors.slice(0, 3).map((c) => c.onHand)).toEqual([40_000 - expected[0], 40_000 - expected[1], null]);
    expect(stock.colors.slice(0, 3).map((c) => c.neededByOpenOrders)).toEqual(expected.slice(0, 3));
  });

  it('leaves the stock as it was when the order’s transaction fails', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    for (let code = 1; code <= PALETTE_COLORS; code++)
      await shop.put(`/api/admin/stock/${code}`, { onHand: 30_000 }, admin);
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    // The very last write of the order (marking the payment with it) fails, after the stock was taken.
    if (onPostgres()) {
      await sql`CREATE FUNCTION claim_fail() RETURNS trigger AS $$ BEGIN IF NEW.order_id IS NOT NULL THEN RAISE EXCEPTION 'disk I/O error'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        shop.db,
      );
      await sql`CREATE TRIGGER claim_fail BEFORE UPDATE ON payment_intents FOR EACH ROW EXECUTE FUNCTION claim_fail()`.execute(
        shop.db,
      );
    } else {
      await sql`CREATE TRIGGER claim_fail BEFORE UPDATE ON payment_intents WHEN NEW.order_id IS NOT NULL BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(
        shop.db,
      );
    }
    const failed = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(failed.status).toBe(500);
    expect(await shop.orderCount()).toBe(0);
    expect((await stockOf(shop, admin)).colors.map((c) => c.onHand)).toEqual(new Array(PALETTE_COLORS).fill(30_000));

    await sql`DROP TRIGGER claim_fail${sql.raw(onPostgres() ? ' ON payment_intents' : '')}`.execute(shop.db);
    const paid = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(paid.body.status).toBe('succeeded');
    const expected = expectedBricks([cartItem()]);
    expect((await stockOf(shop, admin)).colors.map((c) => c.onHand)).toEqual(expected.map((n) => 30_000 - n));
  });
});

describe('new cart items with a colour that is out', () => {
  it('refuses them with 409 COLOR_UNAVAILABLE and keeps items already in carts and placed orders', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    const redAndWhite = itemWithColors([1, 4]);
    const { token } = await shop.customerWithCart([redAndWhite]);
    const placed = await shop.customerWithCart([itemWithColors([4])]);
    const { order } = await shop.pay(placed.token);

    await shop.put('/api/admin/stock/5', { available: false }, admin); // Red
    const refused = await shop.post('/api/cart/items', itemWithColors([0, 4]), token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('COLOR_UNAVAILABLE');
    expect(refused.body.error.message).toContain('Red (5)');
    expect(refused.body.error.message).toContain('open your design again');
    // What was in the cart stays, and so does the order.
    const cart = (await shop.get('/api/cart', token)).body.data;
    expect(cart).toHaveLength(1);
    expect(cart[0].colorMap).toBe(redAndWhite.colorMap.replaceAll(' ', ''));
    expect(
      (await shop.get(`/api/admin/orders/${order.orderNumber}/pick-list`, admin)).body.data.total.colors.map(
        (l: { code: number }) => l.code,
      ),
    ).toEqual([5]);
    // A design without the colour is welcome; out of stock below the threshold refuses the same way.
    expect((await shop.post('/api/cart/items', itemWithColors([0, 1]), token)).status).toBe(200);
    await shop.put('/api/admin/stock/2', { onHand: 10 }, admin); // White, below the threshold
    const white = await shop.post('/api/cart/items', itemWithColors([1, 2]), token);
    expect(white.status).toBe(409);
    expect(white.body.error.message).toContain('White (2)');
    await shop.put('/api/admin/stock/5', { available: true }, admin);
    expect((await shop.post('/api/cart/items', itemWithColors([0, 4]), token)).status).toBe(200);
  });
});

/** The ITEMs of a BrickLink wanted list, parsed. */
function wantedItems(
  xml: string,
): { ITEMTYPE: string; ITEMID: number; COLOR: number; MINQTY: number; REMARKS: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ processEntities: false }).parse(xml) as { INVENTORY: { ITEM?: unknown } };
  const items = parsed.INVENTORY.ITEM;
  return (Array.isArray(items) ? items : items ? [items] : []) as never;
}

/** RFC 4180 rows: fields split at commas outside quotes, "" inside quotes is one quote. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2],
      ),
    );
}

describe('BrickLink wanted list', () => {
  it('escapes what it writes and stays well-formed', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0001`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    const xml = wantedListXml(
      {
        colors: [{ code: 1, name: 'Black <&>', bricklinkColor: 11, count: 10, spares: 2, total: 12 }],
        plates: [],
        basePlates: 0,
        connectors: 0,
        bricks: 12,
      },
      'Order "1" & <2>',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(wantedItems(xml)).toEqual([
      {
        ITEMTYPE: 'P',
        ITEMID: 4073,
        COLOR: 11,
        MINQTY: 12,
        REMARKS: 'Order &quot;1&quot; &amp; &lt;2&gt;: colour 1 Black &lt;&amp;&gt;',
      },
    ]);
    expect(
      // The parser turns the escapes back into what was written.
      new XMLParser().parse(xml).INVENTORY.ITEM.REMARKS,
    ).toBe('Order "1" & <2>: colour 1 Black <&>');
  });
});
