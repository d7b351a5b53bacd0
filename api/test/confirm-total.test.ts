// The Pay button's total is the one charged: a confirm that names the total it showed is refused with the new
// total when the cart changed in another tab, charging nothing; paying again at the new total succeeds.
import { afterEach, describe, expect, it } from 'vitest';
import { card, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';

let shop: CheckoutShop;
afterEach(async () => {
  await shop?.cleanup();
});

const choice = { shippingIndex: 0, addressIndex: 0, gift: false };

describe('confirm with the total shown', () => {
  it('refuses another total than the one shown, charges nothing, and pays at the new total', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const created = (await shop.post('/api/payment/create', choice, token)).body;
    const [item] = (await shop.get('/api/cart', token)).body.data as { id: string }[];
    // Another tab doubles the Brix while this one shows the old total on its Pay button.
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 2 }, token)).status).toBe(200);

    const shown = created.summary.totalCents as number;
    const refused = await shop.post(
      '/api/payment/confirm',
      { id: created.id, ...card('4242 4242 4242 4242'), totalCents: shown },
      token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('AMOUNT_CHANGED');
    expect(await shop.orderCount()).toBe(0);
    // The payment now carries the new total, which the message names.
    const updated = (await shop.post('/api/payment/update', { ...choice, id: created.id }, token)).body;
    expect(updated.summary.totalCents).toBeGreaterThan(shown);
    expect(refused.body.error.message).toContain(`$${(updated.summary.totalCents / 100).toFixed(2)}`);

    const paid = await shop.post(
      '/api/payment/confirm',
      { id: created.id, ...card('4242 4242 4242 4242'), totalCents: updated.summary.totalCents },
      token,
    );
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.order.totalCents).toBe(updated.summary.totalCents);
    expect(paid.body.order.suborders[0].items[0].quantity).toBe(2);
  });

  it('validates the total', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const created = (await shop.post('/api/payment/create', choice, token)).body;
    for (const totalCents of [-1, 1.5, '100']) {
      const res = await shop.post(
        '/api/payment/confirm',
        { id: created.id, ...card('4242 4242 4242 4242'), totalCents },
        token,
      );
      expect(res.status, String(totalCents)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await shop.orderCount()).toBe(0);
  });
});
