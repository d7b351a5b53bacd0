// The admin's order detail, cancel and refund, and the failed jobs with Retry: on the built-in provider,
// and through the real Stripe SDK against the loopback Stripe server (a refund Stripe refuses, a refund made
// in Stripe's dashboard told by `charge.refunded`).
import { afterEach, describe, expect, vi } from 'vitest';
import { FAILED_JOBS_PAGE } from '@brixilated/shop';
import { RETRY_WINDOW_MS } from '../src/db/jobs.ts';
import { MemoryMailer, type MailMessage } from '../src/mail/mailer.ts';
import { CANCEL_MESSAGES, lockOrder } from '../src/orders/cancel.ts';
import { TestPaymentProvider } from '../src/payments/test-provider.ts';
import { createCheckoutShop, it, type CheckoutShop } from './support/checkout-shop.ts';
import { freePieces, stockUp } from './support/stock.ts';
import {
  chargeRefundedEvent,
  paidByStripe,
  signWebhook,
  stripeTestShop,
  type StripeTestShop,
} from './support/stripe-shop.ts';

const cancelMails = (shop: CheckoutShop, orderNumber: string) =>
  shop.mailer.sent.filter((m) => m.subject === `Your Brixilated order ${orderNumber} has been cancelled`);

describe('admin order detail', () => {
  it('shows the payment id and the order’s jobs with their state', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { created, order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const before = await shop.get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      payment: { id: created.id, provider: 'test' },
    });
    expect(before.body.data.jobs.map((j: { label: string; state: string }) => [j.label, j.state])).toEqual([
      ['Confirmation email', 'waiting'],
      ['Blueprint', 'waiting'],
    ]);
    await shop.runJobs();
    const after = await shop.get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(after.body.data.jobs.map((j: { state: string }) => j.state)).toEqual(['done', 'done']);
    // Customers cannot read it; a missing number is 404.
    expect((await shop.get(`/api/admin/orders/${order.orderNumber}`, token)).status).toBe(403);
    expect((await shop.get('/api/admin/orders/00000000', admin)).status).toBe(404);
  });
});

describe('cancel and refund (built-in provider)', () => {
  it('refunds once, puts the bricks back, emails the customer, and the customer sees it', async ({ shop }) => {
    const full = await stockUp(shop);
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    expect(await freePieces(shop)).toBeLessThan(full);
    await shop.runJobs();
    const admin = await shop.loginAdmin();

    // A reason is needed.
    const noReason = await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: ' ' }, admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Give a reason for the cancellation.');
    expect((await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'x' }, token)).status).toBe(403);

    const cancel = () =>
      shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Asked by the customer' }, admin);
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Asked by the customer',
      refundedCents: order.totalCents,
    });
    expect((await cancel()).status).toBe(200);
    const refunds = await shop.db.selectFrom('test_payment_refunds').selectAll().execute();
    expect(refunds).toHaveLength(1);
    expect(await freePieces(shop)).toBe(full);

    await shop.runJobs();
    const [mail, ...more] = cancelMails(shop, order.orderNumber);
    expect(more).toEqual([]);
    expect(mail.text).toContain(`has been cancelled and $${(order.totalCents / 100).toFixed(2)} refunded`);
    expect(mail.text).toContain('Reason given: Asked by the customer');
    expect(mail.text).toContain(`/account/orders/${order.orderNumber}`);
    const seen = await shop.get(`/api/orders/${order.orderNumber}`, token);
    expect(seen.body.data).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    expect(seen.body.data.refundedAt).toEqual(expect.any(String));
    const detail = await shop.get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(detail.body.data.jobs.map((j: { label: string; state: string }) => [j.label, j.state])).toContainEqual([
      'Cancellation email',
      'done',
    ]);
    // A cancelled order does not ship.
    const tracking = await shop.put(
      `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`,
      { trackingNumber: '1Z999AA10123456784' },
      admin,
    );
    expect(tracking.status).toBe(409);
    expect(tracking.body.error.message).toBe(CANCEL_MESSAGES.cancelledCannotShip);
  });

  it('refuses a shipped order with a clear message and changes nothing', async ({ shop }) => {
    const full = await stockUp(shop);
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const taken = await freePieces(shop);
    expect(taken).toBeLessThan(full);
    await shop.put(
      `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`,
      { trackingNumber: '1Z999AA10123456784' },
      admin,
    );
    const refused = await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Too late' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ORDER_SHIPPED', message: CANCEL_MESSAGES.shipped });
    expect(await shop.db.selectFrom('test_payment_refunds').selectAll().execute()).toHaveLength(0);
    expect(await freePieces(shop)).toBe(taken);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.status).toBe('shipped');
  });
});

describe('cancel and ship at the same moment', () => {
  const TRACKING = { trackingNumber: '1Z999AA10123456784' };

  /** Holds the built-in provider's refunds until `release()`; `started` resolves when one is asked for. */
  function holdRefunds() {
    const original = TestPaymentProvider.prototype.refund;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const asked = new Promise<void>((resolve) => (started = resolve));
    const spy = vi.spyOn(TestPaymentProvider.prototype, 'refund').mockImplementation(async function (
      this: TestPaymentProvider,
      ...args
    ) {
      started();
      await gate;
      return original.apply(this, args);
    });
    return { asked, release, restore: () => spy.mockRestore() };
  }

  it('refuses a tracking number or a completion while the refund is under way; the cancel then ends', async ({
    shop,
  }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const held = holdRefunds();
    try {
      const cancel = shop.post(
        `/api/admin/orders/${order.orderNumber}/cancel`,
        { reason: 'Asked by the customer' },
        admin,
      );
      await held.asked;
      const tracking = await shop.put(`/api/admin/orders/${order.orderNumber}/suborders/0/tracking`, TRACKING, admin);
      expect(tracking.status).toBe(409);
      expect(tracking.body.error).toMatchObject({ code: 'ORDER_CANCELLING', message: CANCEL_MESSAGES.cancelling });
      const completed = await shop.put(`/api/admin/orders/${order.orderNumber}/completed`, { completed: true }, admin);
      expect(completed.status).toBe(409);
      held.release();
      expect((await cancel).status).toBe(200);
    } finally {
      held.restore();
    }
    const stored = await shop.db
      .selectFrom('orders')
      .select(['cancelled_at', 'cancelling_at', 'completed'])
      .executeTakeFirstOrThrow();
    expect(stored.cancelled_at).not.toBeNull();
    expect(stored.cancelling_at).toBeNull();
    expect(stored.completed).toBe(0);
    const suborders = await shop.db.selectFrom('suborders').select('tracking_number').execute();
    expect(suborders.every((s) => !s.tracking_number)).toBe(true);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.status).toBe('cancelled');
    // No shipping email went out for an order that never shipped.
    await shop.runJobs();
    expect(shop.mailer.sent.filter((m) => /shipped/i.test(m.subject))).toEqual([]);
  });

  it('a cancel that begins while a tracking number is being saved waits for it, then refuses', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    let cancel: Promise<{ status: number; body: { error: { code: string } } }> | undefined;
    await shop.db.transaction().execute(async (trx) => {
      // As the tracking route saves a number: the order locked, the number written, not yet committed.
      const locked = await lockOrder(trx, order.orderNumber);
      await trx
        .updateTable('suborders')
        .set({ tracking_number: TRACKING.trackingNumber, shipped_at: new Date().toISOString() })
        .where('order_id', '=', locked!.id)
        .execute();
      cancel = shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Too late' }, admin);
      // Time for the cancel to reach the order's lock (without the lock it would read the order as not shipped).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const refused = await cancel!;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ORDER_SHIPPED');
    expect(await shop.db.selectFrom('test_payment_refunds').selectAll().execute()).toHaveLength(0);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.status).toBe('shipped');
  });

  it('lets the order ship once a refused refund has left it as it was', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const spy = vi
      .spyOn(TestPaymentProvider.prototype, 'refund')
      .mockResolvedValue({ ok: false, message: 'The charge is disputed.' });
    try {
      const refused = await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'x' }, admin);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('REFUND_REFUSED');
    } finally {
      spy.mockRestore();
    }
    const tracking = await shop.put(`/api/admin/orders/${order.orderNumber}/suborders/0/tracking`, TRACKING, admin);
    expect(tracking.status).toBe(200);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.status).toBe('shipped');
  });
});

/** A mailer whose server is down until `up()`. */
class FlakyMailer extends MemoryMailer {
  down = true;
  override async send(message: MailMessage) {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    return super.send(message);
  }
}

describe('failed jobs and Retry', () => {
  const shops: CheckoutShop[] = [];
  afterEach(async () => {
    for (const shop of shops.splice(0)) await shop.cleanup();
  });

  it('lists a confirmation email that gave up, points /api/health at it, and retries it', async () => {
    const mailer = new FlakyMailer();
    const shop = await createCheckoutShop({ mailer });
    shops.push(shop);
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    await shop.runJobs();
    // Retried out: past the retry window, the next failure gives up.
    shop.clock.advance(RETRY_WINDOW_MS + 60_000);
    await shop.runJobs();
    const admin = await shop.loginAdmin();
    const failed = await shop.get('/api/admin/jobs', admin);
    expect(failed.body.data).toEqual([
      expect.objectContaining({
        label: 'Confirmation email',
        orderNumber: order.orderNumber,
        state: 'failed',
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
    ]);
    expect((await shop.get('/api/health')).body).toMatchObject({ failedJobs: 1, failedJobsPage: FAILED_JOBS_PAGE });
    const detail = await shop.get(`/api/admin/orders/${order.orderNumber}`, admin);
    expect(detail.body.data.jobs[0]).toMatchObject({ label: 'Confirmation email', state: 'failed' });

    mailer.down = false;
    const id = failed.body.data[0].id;
    const retried = await shop.post(`/api/admin/jobs/${id}/retry`, undefined, admin);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(await shop.runJobs()).toBe(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual([`Your Brixilated order ${order.orderNumber}`]);
    expect((await shop.get('/api/admin/jobs', admin)).body.data).toEqual([]);
    expect((await shop.get('/api/health')).body).not.toHaveProperty('failedJobs');
    // Done: not retried again (it would email twice).
    const again = await shop.post(`/api/admin/jobs/${id}/retry`, undefined, admin);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('JOB_NOT_FAILED');
    expect((await shop.post(`/api/admin/jobs/${crypto.randomUUID()}/retry`, undefined, admin)).status).toBe(404);
  });
});

describe('cancel and refund through the Stripe SDK', () => {
  let shop: StripeTestShop;
  afterEach(async () => {
    await shop?.cleanup();
  });

  const paidStripeOrder = () => paidByStripe(shop);
  const chargeRefunded = chargeRefundedEvent;

  it('refunds with refunds.create and one idempotency key; the webhook telling it back changes nothing', async () => {
    shop = await stripeTestShop();
    const { intentId, order } = await paidStripeOrder();
    const admin = await shop.loginAdmin();
    const cancel = () =>
      shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Duplicate order' }, admin);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(200);
    const posts = shop.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(posts).toHaveLength(1);
    expect(posts[0].idempotencyKey).toBe(`brix-cancel-${order.orderNumber}`);
    expect(posts[0].params).toMatchObject({ payment_intent: intentId });
    expect(shop.fake.refunds.size).toBe(1);
    const payload = chargeRefunded(intentId, order.totalCents);
    expect((await shop.deliver(payload, signWebhook(payload))).status).toBe(200);
    const detail = (await shop.get(`/api/admin/orders/${order.orderNumber}`, admin)).body.data;
    expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'Duplicate order' });
    await shop.runJobs();
    expect(cancelMails(shop, order.orderNumber)).toHaveLength(1);
  });

  it('leaves the order as it was, with Stripe’s reason, when Stripe refuses the refund', async () => {
    shop = await stripeTestShop();
    const full = await stockUp(shop);
    const { intentId, order, token } = await paidStripeOrder();
    const taken = await freePieces(shop);
    expect(taken).toBeLessThan(full);
    // Refunded at Stripe already, with no webhook delivered: Stripe refuses a second refund.
    shop.fake.refunds.set('re_dashboard', {
      id: 're_dashboard',
      object: 'refund',
      amount: order.totalCents,
      payment_intent: intentId,
      status: 'succeeded',
    } as never);
    const admin = await shop.loginAdmin();
    const refused = await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Changed mind' }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('REFUND_REFUSED');
    expect(refused.body.error.message).toMatch(
      /^The refund was refused, so the order was not cancelled: .*already been refunded/,
    );
    expect(await freePieces(shop)).toBe(taken);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data).toMatchObject({
      status: 'placed',
      cancelledAt: null,
      refundedAt: null,
    });
  });

  it('records a refund made in Stripe’s dashboard: cancelled and refunded, bricks back, the customer emailed', async () => {
    shop = await stripeTestShop();
    const full = await stockUp(shop);
    const { intentId, order, token } = await paidStripeOrder();
    const payload = chargeRefunded(intentId, order.totalCents);
    expect((await shop.deliver(payload, signWebhook(payload))).status).toBe(200);
    // Delivered again: nothing more.
    expect((await shop.deliver(payload, signWebhook(payload))).status).toBe(200);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: CANCEL_MESSAGES.providerRefund,
      refundedCents: order.totalCents,
    });
    expect(await freePieces(shop)).toBe(full);
    await shop.runJobs();
    expect(cancelMails(shop, order.orderNumber)).toHaveLength(1);
    // The shop's own cancel afterwards: already cancelled, no refund asked of Stripe.
    const admin = await shop.loginAdmin();
    expect((await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'x' }, admin)).status).toBe(200);
    expect(shop.fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });
});

describe('a cancelled order', () => {
  it('leaves the open orders and the parts still to pick', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const openNumbers = async () =>
      (await shop.get('/api/admin/orders?filter=open', admin)).body.data.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    const partsToPick = async () => (await shop.get('/api/admin/parts', admin)).body.data.colors.length;
    expect(await openNumbers()).toEqual([order.orderNumber]);
    expect(await partsToPick()).toBeGreaterThan(0);
    await shop.post(`/api/admin/orders/${order.orderNumber}/cancel`, { reason: 'Asked by the customer' }, admin);
    expect(await openNumbers()).toEqual([]);
    expect(await partsToPick()).toBe(0);
    const all = (await shop.get('/api/admin/orders?filter=all', admin)).body.data;
    expect(all).toMatchObject([{ orderNumber: order.orderNumber, status: 'cancelled' }]);
  });
});
