// A quantity changed in another tab after a Stripe payment was made: the order is placed with the quantity paid
// for, and a raised quantity keeps the extra in the cart; fewer than paid for places nothing and refunds.
import { describe, expect } from 'vitest';
import { GROUND_CHOICE, it, type StripeTestShop } from './support/stripe-shop.ts';

async function cartOf(shop: StripeTestShop, token: string): Promise<{ id: string; quantity: number }[]> {
  return (await shop.get('/api/cart', token)).body.data;
}

describe('the quantity paid for', () => {
  it('is placed when the cart holds more now, and the extra stays in the cart', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const [item] = await cartOf(shop, token);
    expect(item.quantity).toBe(1);
    const created = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    // Paid in the browser; meanwhile another tab raises the quantity to 3.
    const paid = shop.fake.succeed(created.id);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 3 }, token)).status).toBe(200);
    expect((await shop.deliver(shop.fake.event('payment_intent.succeeded', paid))).status).toBe(200);

    expect(await shop.orderCount()).toBe(1);
    const completed = (await shop.post('/api/payment/complete', { id: created.id }, token)).body;
    expect(completed.status).toBe('succeeded');
    expect(completed.order.totalCents).toBe(created.summary.totalCents);
    expect(completed.order.suborders[0].items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    expect(await cartOf(shop, token)).toEqual([expect.objectContaining({ id: item.id, quantity: 2 })]);
    expect(shop.fake.refunds.size).toBe(0);
  });

  it('is not placed when the cart holds fewer now: the payment is refunded', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const [item] = await cartOf(shop, token);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 2 }, token)).status).toBe(200);
    const created = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    const paid = shop.fake.succeed(created.id);
    expect((await shop.put(`/api/cart/items/${item.id}`, { quantity: 1 }, token)).status).toBe(200);
    await shop.deliver(shop.fake.event('payment_intent.succeeded', paid));

    expect(await shop.orderCount()).toBe(0);
    expect((await shop.post('/api/payment/complete', { id: created.id }, token)).body.status).toBe('refunded');
    expect([...shop.fake.refunds.values()]).toEqual([
      expect.objectContaining({ payment_intent: created.id, amount: created.summary.totalCents }),
    ]);
    expect(await cartOf(shop, token)).toEqual([expect.objectContaining({ id: item.id, quantity: 1 })]);
  });
});
