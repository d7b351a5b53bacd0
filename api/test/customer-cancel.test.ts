// A customer cancelling their own order from its page: within 48 hours of placing and while nothing has
// shipped, through the admin's own cancel (one refund, the bricks back, one email); the admin's "cancelled"
// list; and the cancel raced by the admin's cancel and by a tracking number, on SQLite here and on PostgreSQL
// in api-postgres. Through the built-in provider and through the Stripe SDK against the loopback Stripe.
import { afterEach, describe, expect, vi } from 'vitest';
import { CUSTOMER_CANCEL_MESSAGES, CUSTOMER_CANCEL_REASON } from '@brixilated/shop';
import { it, type CheckoutShop } from './support/checkout-shop.ts';
import { freePieces, stockUp } from './support/stock.ts';
import {
  chargeRefundedEvent,
  paidByStripe,
  signWebhook,
  stripeTestShop,
  type StripeTestShop,
} from './support/stripe-shop.ts';

const HOUR = 3_600_000;
const TRACKING = { trackingNumber: '1Z999AA10123456784' };

const cancelMails = (shop: CheckoutShop, orderNumber: string) =>
  shop.mailer.sent.filter((m) => m.subject === `Your Brixilated order ${orderNumber} has been cancelled`);

const refunds = (shop: CheckoutShop) => shop.db.selectFrom('test_payment_refunds').selectAll().execute();

const cancelAsCustomer = (shop: CheckoutShop, orderNumber: string, token: string) =>
  shop.post(`/api/orders/${orderNumber}/cancel`, undefined, token);

/** Cancel pressed twice at once: both answer the cancelled order. */
async function cancelTwice(shop: CheckoutShop, orderNumber: string, token: string) {
  const [first, second] = await Promise.all([
    cancelAsCustomer(shop, orderNumber, token),
    cancelAsCustomer(shop, orderNumber, token),
  ]);
  expect([first.status, second.status], first.text).toEqual([200, 200]);
  return first;
}

async function orderNumbers(shop: CheckoutShop, filter: string, admin: string): Promise<string[]> {
  const list = await shop.get(`/api/admin/orders?filter=${filter}`, admin);
  expect(list.status).toBe(200);
  return list.body.data.map((o: { orderNumber: string }) => o.orderNumber);
}

describe('a customer cancels their own order', () => {
  it('refunds once, puts the bricks back, emails once, and the admin finds it under cancelled', async ({ shop }) => {
    const full = await stockUp(shop);
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    await shop.runJobs();
    const taken = full - (await freePieces(shop));
    expect(taken).toBeGreaterThan(0);
    // The admin's confirmation names what goes back, as the cancel counts it.
    const admin = await shop.loginAdmin();
    const detail = await shop.get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(detail.body.data.restockPieces).toBe(taken);
    // Nearly 48 hours later, still within the window.
    shop.clock.advance(47 * HOUR);

    // Not a visitor's, not another customer's: theirs looks like no order at all.
    expect((await shop.post(`/api/orders/${order.orderNumber}/cancel`)).status).toBe(401);
    const other = await shop.customerWithCart();
    const foreign = await cancelAsCustomer(shop, order.orderNumber, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe("We couldn't find that order.");
    expect(await refunds(shop)).toHaveLength(0);

    const first = await cancelTwice(shop, order.orderNumber, token);
    expect(first.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: CUSTOMER_CANCEL_REASON,
      refundedCents: order.totalCents,
      refundedAt: expect.any(String),
    });
    expect((await cancelAsCustomer(shop, order.orderNumber, token)).status).toBe(200);
    expect(await refunds(shop)).toHaveLength(1);
    expect(await freePieces(shop)).toBe(full);
    await shop.runJobs();
    const mails = cancelMails(shop, order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`$${(order.totalCents / 100).toFixed(2)} refunded`);

    expect((await shop.get(`/api/admin/orders/${order.orderNumber}`, admin)).body.data.restockPieces).toBe(0);
    expect(await orderNumbers(shop, 'cancelled', admin)).toEqual([order.orderNumber]);
    expect(await orderNumbers(shop, 'all', admin)).toContain(order.orderNumber);
    expect(await orderNumbers(shop, 'open', admin)).not.toContain(order.orderNumber);
    expect(await orderNumbers(shop, 'complete', admin)).not.toContain(order.orderNumber);
  });

  it('refuses after 48 hours, and once a parcel has a tracking number, saying why', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const late = await shop.pay(token);
    const { token: second } = await shop.customerWithCart();
    const shipped = await shop.pay(second);
    const admin = await shop.loginAdmin();
    expect(
      (await shop.put(`/api/admin/orders/${shipped.order.orderNumber}/suborders/0/tracking`, TRACKING, admin)).status,
    ).toBe(200);
    const tooShipped = await cancelAsCustomer(shop, shipped.order.orderNumber, second);
    expect(tooShipped.status).toBe(409);
    expect(tooShipped.body.error).toEqual(
      expect.objectContaining({ code: 'ORDER_SHIPPED', message: CUSTOMER_CANCEL_MESSAGES.shipped }),
    );

    shop.clock.advance(48 * HOUR);
    const tooLate = await cancelAsCustomer(shop, late.order.orderNumber, token);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toEqual(
      expect.objectContaining({ code: 'CANCEL_TOO_LATE', message: CUSTOMER_CANCEL_MESSAGES.late }),
    );
    expect(await refunds(shop)).toHaveLength(0);
    expect((await shop.get(`/api/orders/${late.order.orderNumber}`, token)).body.data.status).toBe('placed');
    // The admin still can.
    const byAdmin = await shop.post(`/api/admin/orders/${late.order.orderNumber}/cancel`, { reason: 'Asked' }, admin);
    expect(byAdmin.status).toBe(200);
  });
});

describe('a customer’s cancel raced', () => {
  const ROUNDS = 10;

  /** A new customer's fresh order (past the sign-up limit of one client address). */
  async function freshOrder(shop: CheckoutShop) {
    shop.clock.advance(HOUR);
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    return { token, orderNumber: order.orderNumber as string, totalCents: order.totalCents as number };
  }

  it(`by the admin’s cancel refunds once and leaves it cancelled, ${ROUNDS} times`, async ({ shop }) => {
    const full = await stockUp(shop);
    const admin = await shop.loginAdmin();
    for (let round = 0; round < ROUNDS; round++) {
      const { token, orderNumber, totalCents } = await freshOrder(shop);
      const [customer, byAdmin] = await Promise.all([
        cancelAsCustomer(shop, orderNumber, token),
        shop.post(`/api/admin/orders/${orderNumber}/cancel`, { reason: 'Out of stock' }, admin),
      ]);
      expect([customer.status, byAdmin.status], `round ${round}: ${customer.text} ${byAdmin.text}`).toEqual([200, 200]);
      const stored = await shop.db
        .selectFrom('orders')
        .select(['cancelled_at', 'cancelling_at', 'refunded_cents', 'refund_id'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(stored.cancelled_at, `round ${round}`).not.toBeNull();
      expect(stored.cancelling_at, `round ${round}`).toBeNull();
      expect(Number(stored.refunded_cents), `round ${round}`).toBe(totalCents);
      expect(stored.refund_id, `round ${round}`).not.toBeNull();
      expect(await refunds(shop), `round ${round}`).toHaveLength(round + 1);
      expect(await freePieces(shop), `round ${round}`).toBe(full);
    }
    await shop.runJobs();
    const cancelled = shop.mailer.sent.filter((m) => /has been cancelled$/.test(m.subject));
    expect(cancelled).toHaveLength(ROUNDS);
    expect(new Set(cancelled.map((m) => m.subject)).size).toBe(ROUNDS);
  });

  it(`by a tracking number ends either shipped or cancelled and refunded, ${ROUNDS} times`, async ({ shop }) => {
    const admin = await shop.loginAdmin();
    const outcomes = { cancelled: 0, shipped: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { token, orderNumber } = await freshOrder(shop);
      const before = (await refunds(shop)).length;
      const [customer, tracking] = await Promise.all([
        cancelAsCustomer(shop, orderNumber, token),
        shop.put(`/api/admin/orders/${orderNumber}/suborders/0/tracking`, TRACKING, admin),
      ]);
      const seen = (await shop.get(`/api/orders/${orderNumber}`, token)).body.data;
      const refunded = (await refunds(shop)).length - before;
      if (customer.status === 200) {
        outcomes.cancelled++;
        expect(tracking.status, `round ${round}`).toBe(409);
        expect(['ORDER_CANCELLED', 'ORDER_CANCELLING']).toContain(tracking.body.error.code);
        expect(seen.status, `round ${round}`).toBe('cancelled');
        expect(seen.suborders[0].trackingNumber, `round ${round}`).toBe('');
        expect(refunded, `round ${round}`).toBe(1);
      } else {
        outcomes.shipped++;
        expect(customer.status, `round ${round}: ${customer.text}`).toBe(409);
        expect(customer.body.error.code).toBe('ORDER_SHIPPED');
        expect(tracking.status, `round ${round}`).toBe(200);
        expect(seen.status, `round ${round}`).toBe('shipped');
        expect(refunded, `round ${round}`).toBe(0);
      }
    }
    expect(outcomes.cancelled + outcomes.shipped).toBe(ROUNDS);
  });
});

describe('a customer’s cancel through the Stripe SDK', () => {
  let shop: StripeTestShop;
  afterEach(async () => {
    await shop?.cleanup();
  });

  it('refunds with refunds.create once; the charge.refunded webhook telling it back changes nothing', async () => {
    shop = await stripeTestShop();
    const { token, intentId, order } = await paidByStripe(shop);
    await cancelTwice(shop, order.orderNumber, token);
    const posts = shop.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(posts.map((p) => p.idempotencyKey)).toEqual(posts.map(() => `brix-cancel-${order.orderNumber}`));
    expect(posts[0].params).toMatchObject({ payment_intent: intentId });
    expect(shop.fake.refunds.size).toBe(1);
    const payload = chargeRefundedEvent(intentId, order.totalCents);
    expect((await shop.deliver(payload, signWebhook(payload))).status).toBe(200);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: CUSTOMER_CANCEL_REASON,
      refundedCents: order.totalCents,
    });
    await shop.runJobs();
    expect(cancelMails(shop, order.orderNumber)).toHaveLength(1);
  });

  it('ends cancelled, refunded once and emailed once when a dashboard refund’s webhook lands mid-cancel', async () => {
    shop = await stripeTestShop();
    const full = await stockUp(shop);
    const { token, intentId, order } = await paidByStripe(shop);
    // Refunded in Stripe's dashboard while the customer's cancel asks for its refund: Stripe refuses that
    // one (already refunded) after the dashboard's `charge.refunded` has reached the shop.
    const refund = vi.spyOn(shop.payments, 'refund').mockImplementation(async () => {
      const payload = chargeRefundedEvent(intentId, order.totalCents);
      expect((await shop.deliver(payload, signWebhook(payload))).status).toBe(200);
      return { ok: false, message: `The charge of ${intentId} has already been refunded.` };
    });
    try {
      const cancelled = await cancelAsCustomer(shop, order.orderNumber, token);
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    } finally {
      refund.mockRestore();
    }
    const stored = await shop.db
      .selectFrom('orders')
      .select(['cancelling_at'])
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.cancelling_at).toBeNull();
    expect(await freePieces(shop)).toBe(full);
    await shop.runJobs();
    expect(cancelMails(shop, order.orderNumber)).toHaveLength(1);
  });
});
