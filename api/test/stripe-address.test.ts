// An address changed after the payment step opened, through the real Stripe SDK against the loopback
// Stripe server: the page sends an update with the same address index once the new address is saved,
// and Stripe's amount, the checkout and the placed order all follow the new address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_YORK } from './support/checkout-shop.ts';
import type { FakeStripe } from './support/stripe-server.ts';
import { stripeTestShop, type StripeTestShop } from './support/stripe-shop.ts';

let shop: StripeTestShop;
let fake: FakeStripe;

beforeEach(async () => {
  shop = await stripeTestShop({ webhookWaitMs: 600 });
  fake = shop.fake;
});
afterEach(async () => {
  await shop.cleanup();
});

describe('Stripe payment after the address changes', () => {
  it('re-prices the intent for the new address, and the paid order ships there at that amount', async () => {
    const { token, user } = await shop.customerWithCart();
    const choice = { shippingIndex: 0, addressIndex: 0, gift: false };
    // Chicago: $149.99 + Ground $9.99 + Illinois tax $9.37.
    const created = await shop.post('/api/payment/create', choice, token);
    expect(created.body.summary).toMatchObject({ taxCents: 937, totalCents: 16935 });
    const id = created.body.id;

    // The customer goes back and edits the one saved address to New York (index 0 still).
    const saved = await shop.put(`/api/user/update/${encodeURIComponent(user.email)}`, { address: [NEW_YORK] }, token);
    expect(saved.status).toBe(200);
    const updated = await shop.post('/api/payment/update', { id, ...choice }, token);
    expect(updated.status).toBe(200);
    // New York: no tax; Ground to 1xxxx ($7.99 + $0.50 x 4) x 1.3 = $12.99.
    expect(updated.body.summary).toMatchObject({ taxCents: 0, shippingCents: 1299, totalCents: 16298 });
    expect(fake.intents.get(id)!.amount).toBe(16298);

    const paid = fake.succeed(id);
    expect((await shop.deliver(fake.event('payment_intent.succeeded', paid))).status).toBe(200);
    const done = await shop.post('/api/payment/complete', { id }, token);
    expect(done.body.status).toBe('succeeded');
    expect(done.body.order).toMatchObject({ totalCents: 16298, taxCents: 0 });
    expect(done.body.order.suborders[0].address).toMatchObject({ city: 'New York', state: 'New York', zip: '10001' });
    expect(await shop.orderCount()).toBe(1);
  });
});
