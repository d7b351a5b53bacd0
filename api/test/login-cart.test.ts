// The visitor cart handed over at login or sign-up is checked like a new cart item, and each item left out is
// counted by its reason; a cart that uses a colour no longer available cannot be paid.
import { PALETTE_SIZE, platesToStuds } from '@brixilated/shop';
import { afterEach, describe, expect, it } from 'vitest';
import { cartItem, registerUploads } from './support/app.ts';
import { card, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';

let shop: CheckoutShop;
afterEach(async () => {
  await shop?.cleanup();
});

/** A 2 x 2-plate Brix drawn in one palette colour. */
const oneColor = (index: number, overrides: Record<string, unknown> = {}) => {
  const side = platesToStuds(2);
  return cartItem({
    colorMap: JSON.stringify({ width: side, height: side, indices: Array(side * side).fill(index) }),
    ...overrides,
  });
};
const RED = 4; // palette index of Red, colour code 5
const BLACK = 0;

describe('the cart handed over at login', () => {
  it('leaves out items with a colour switched off, counted with the other reasons', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    const { user } = await shop.signUp({ email: 'handover@example.com' });
    expect((await shop.put('/api/admin/stock/5', { available: false }, admin)).status).toBe(200);
    // The colour is refused as a new item...
    expect(PALETTE_SIZE).toBeGreaterThan(RED);
    const login = await shop.post('/api/user/login', {
      email: user.email,
      password: 'Brix-pass-1!',
      cart: [
        oneColor(BLACK),
        oneColor(RED),
        oneColor(BLACK, { pixImageUrl: '/images/never-stored.png' }),
        oneColor(BLACK, { colorMap: '{"width":1}' }),
      ],
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      cartCount: 1,
      skippedCartItems: 3,
      skippedCart: { photo: 1, color: 1, full: 0, invalid: 1 },
    });
    const cart = (await shop.get('/api/cart', login.cookie)).body.data;
    expect(cart).toHaveLength(1);
    expect(cart[0].colorCounts[RED]).toBe(0);
  });

  it('counts items past the 50-item cap as full, at sign-up too', async () => {
    shop = await createCheckoutShop();
    const urls = Array.from({ length: 51 }, (_, i) => `/images/cap-${i}.png`);
    await registerUploads(shop.db, shop.clock.now(), ...urls);
    const { token, user } = await shop.signUp({
      email: 'cap@example.com',
      cart: urls.slice(0, 50).map((url) => oneColor(BLACK, { pixImageUrl: url })),
    });
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(50);
    const login = await shop.post('/api/user/login', {
      email: user.email,
      password: 'Brix-pass-1!',
      cart: [oneColor(BLACK, { pixImageUrl: urls[50] }), { shape: 'Hexagon' }],
    });
    expect(login.body).toMatchObject({
      cartCount: 50,
      skippedCartItems: 2,
      skippedCart: { photo: 0, color: 0, full: 1, invalid: 1 },
    });
    const signUp = await shop.signUp({ cart: [oneColor(BLACK), { shape: 'Hexagon' }] });
    expect(signUp.res.body).toMatchObject({
      skippedCartItems: 1,
      skippedCart: { photo: 0, color: 0, full: 0, invalid: 1 },
    });
  });
});

describe('a checkout whose cart uses a colour that is no longer available', () => {
  it('is refused with a clear message at create and at confirm, and nothing is charged or placed', async () => {
    shop = await createCheckoutShop();
    const admin = await shop.loginAdmin();
    const { token } = await shop.customerWithCart([oneColor(RED), oneColor(BLACK)]);
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(created.status).toBe(200);

    await shop.put('/api/admin/stock/5', { available: false }, admin);
    const refused = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('COLOR_UNAVAILABLE');
    expect(refused.body.error.message).toBe(
      'A Brix in your cart uses Red (5), and this colour is no longer available. Please open the design again to redraw it with the colours we have, or remove it from your cart.',
    );
    // The payment made before the colour went out cannot be paid either.
    const confirm = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.code).toBe('COLOR_UNAVAILABLE');
    expect(await shop.orderCount()).toBe(0);
    const intent = await shop.db
      .selectFrom('test_payment_intents')
      .select(['status', 'amount_received_cents'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'requires_payment_method', amount_received_cents: 0 });
    // The cart is kept; once the Brix is removed the rest can be paid.
    const cart = (await shop.get('/api/cart', token)).body.data;
    expect(cart).toHaveLength(2);
    await shop.del(`/api/cart/items/${cart[0].id}`, token);
    const { order } = await shop.pay(token);
    expect(order.suborders[0].items).toHaveLength(1);
  });
});
