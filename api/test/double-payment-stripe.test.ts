// Two Stripe payments for one cart, both charged in the browser (two tabs): the first webhook places the
// order, the second payment is refunded at once and its page is told; a refund Stripe refuses goes to an admin.
import { describe, expect } from 'vitest';
import { formatCents } from '@brixilated/shop';
import { GROUND_CHOICE, it } from './support/stripe-shop.ts';

describe('one cart paid twice through Stripe', () => {
  it('places one order and refunds the second payment in full, telling the customer', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const first = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    const second = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    const paidFirst = shop.fake.succeed(first.id);
    const paidSecond = shop.fake.succeed(second.id);
    // Both webhooks at once.
    const delivered = await Promise.all([
      shop.deliver(shop.fake.event('payment_intent.succeeded', paidFirst)),
      shop.deliver(shop.fake.event('payment_intent.succeeded', paidSecond)),
    ]);
    expect(delivered.map((d) => d.status)).toEqual([200, 200]);
    expect(await shop.orderCount()).toBe(1);

    const answers = await Promise.all(
      [first.id, second.id].map(async (id) => (await shop.post('/api/payment/complete', { id }, token)).body),
    );
    const placed = answers.find((a) => a.status === 'succeeded');
    const refunded = answers.find((a) => a.status === 'refunded');
    expect(placed?.order.totalCents).toBe(first.summary.totalCents);
    expect(refunded).toEqual({
      status: 'refunded',
      message:
        'Your cart had already been paid with another payment, so this payment was refunded in full. Please look at your orders and your cart.',
    });
    const refundedId = answers[0] === refunded ? first.id : second.id;
    expect([...shop.fake.refunds.values()]).toEqual([
      expect.objectContaining({ payment_intent: refundedId, amount: second.summary.totalCents, reason: 'duplicate' }),
    ]);
    expect((await shop.checkout(refundedId)).status).toBe('refunded');
    // The webhook again, and reconcile: still one order, one refund.
    await shop.deliver(shop.fake.event('payment_intent.succeeded', shop.fake.intents.get(refundedId)!));
    await shop.app.maintenance.runOnce();
    expect(await shop.orderCount()).toBe(1);
    expect(shop.fake.refunds.size).toBe(1);
    // The customer is told by email too, once, with the amount given back.
    await shop.runJobs();
    const refundMails = shop.mailer.sent.filter((m) => m.subject.includes('second Brixilated payment'));
    expect(refundMails.map((m) => m.subject)).toEqual([
      `Your second Brixilated payment of ${formatCents(second.summary.totalCents)} has been refunded`,
    ]);
    expect(refundMails[0].text).toContain('was refunded in full to the card you paid with');
  });

  it('records a payment problem when Stripe refuses the refund, and reconcile refunds it later', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const first = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    const second = (await shop.post('/api/payment/create', GROUND_CHOICE, token)).body;
    await shop.deliver(shop.fake.event('payment_intent.succeeded', shop.fake.succeed(first.id)));
    expect(await shop.orderCount()).toBe(1);
    shop.fake.failNext = 10;
    await shop.deliver(shop.fake.event('payment_intent.succeeded', shop.fake.succeed(second.id)));
    shop.fake.failNext = 0;
    expect(await shop.orderCount()).toBe(1);
    expect(shop.fake.refunds.size).toBe(0);
    const admin = await shop.loginAdmin();
    const problems = (await shop.get('/api/admin/payment-problems', admin)).body.data;
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'refund_failed', intentId: second.id, paidCents: second.summary.totalCents }),
    ]);
    expect(problems[0].action).toContain(`Refund the payment in the Stripe dashboard (payment ${second.id})`);
    await shop.app.maintenance.runOnce();
    expect([...shop.fake.refunds.values()].map((r) => r.payment_intent)).toEqual([second.id]);
    expect((await shop.checkout(second.id)).status).toBe('refunded');
    expect(await shop.orderCount()).toBe(1);
    // Told by email once the refund went through.
    await shop.runJobs();
    expect(shop.mailer.sent.filter((m) => m.subject.includes('second Brixilated payment'))).toHaveLength(1);
  });
});
