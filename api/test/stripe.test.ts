import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartItem } from './support/app.ts';
import { card } from './support/checkout-shop.ts';
import type { FakeStripe } from './support/stripe-server.ts';
import { STRIPE_TEST_KEYS, signWebhook, stripeTestShop, type StripeTestShop } from './support/stripe-shop.ts';

let shop: StripeTestShop;
let fake: FakeStripe;

beforeEach(async () => {
  shop = await stripeTestShop({ maxNetworkRetries: 2, webhookWaitMs: 600 });
  fake = shop.fake;
});
afterEach(async () => {
  await shop.cleanup();
});

const intentPosts = () => fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/payment_intents'));

describe('Stripe provider through the real SDK', () => {
  it('creates the intent with the server’s amount, USD, the order number and an idempotency key', async () => {
    const { token } = await shop.customerWithCart();
    // Prices sent along are ignored; the SDK is told the server's total.
    const created = await shop.post(
      '/api/payment/create',
      { shippingIndex: 0, addressIndex: 0, gift: false, amount: 100, totalCents: 100 },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      provider: 'stripe',
      publishableKey: STRIPE_TEST_KEYS.publishableKey,
      summary: { totalCents: 16935 },
    });
    const [request] = intentPosts();
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.authorization).toBe(`Bearer ${STRIPE_TEST_KEYS.secretKey}`);
    expect(request.params).toMatchObject({
      amount: '16935',
      currency: 'usd',
      'metadata[orderNumber]': created.body.orderNumber,
      'metadata[userId]': expect.any(String),
      'automatic_payment_methods[enabled]': 'true',
      description: `Brixilated order ${created.body.orderNumber}`,
    });
    // The shop's confirmation email is the only one; Stripe is not asked to send a receipt.
    expect(request.params).not.toHaveProperty('receipt_email');
    expect(request.idempotencyKey).toBe(`brix-create-${created.body.orderNumber}`);
    const intent = fake.intents.get(created.body.id)!;
    expect(created.body.clientSecret).toBe(intent.client_secret);
    expect(intent.amount).toBe(16935);
  });

  it('updates the amount when the coupon changes, with a fresh idempotency key per change', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;
    const update = (body: Record<string, unknown>) =>
      shop.post('/api/payment/update', { id, shippingIndex: 0, addressIndex: 0, gift: false, ...body }, token);

    expect((await update({ coupon: 'TAKE20' })).body.summary.totalCents).toBe(14810);
    expect((await update({ coupon: 'TAKE20' })).body.summary.totalCents).toBe(14810); // unchanged: no write
    expect((await update({ coupon: null, shippingIndex: 2 })).body.summary.totalCents).toBe(14999 + 3799 + 937);

    const updates = intentPosts().filter((r) => r.path === `/v1/payment_intents/${id}`);
    expect(updates.map((r) => [r.params.amount, r.idempotencyKey])).toEqual([
      ['14810', `brix-update-${id}-1`],
      ['19735', `brix-update-${id}-2`],
    ]);
    expect(fake.intents.get(id)!.amount).toBe(19735);
  });

  it('retries a failed request with the same idempotency key, and Stripe makes one intent', async () => {
    const { token } = await shop.customerWithCart();
    fake.failNext = 1;
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(created.status).toBe(200);
    const posts = intentPosts();
    expect(posts).toHaveLength(2);
    expect(posts[0].idempotencyKey).toBe(posts[1].idempotencyKey);
    expect(fake.intents.size).toBe(1);
  });

  it('answers 503 when Stripe cannot be reached, and keeps no half-made checkout', async () => {
    const { token } = await shop.customerWithCart();
    fake.failNext = 3; // the first try and both retries
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(created.status).toBe(503);
    expect(created.body.error).toEqual({
      code: 'PAYMENT_UNAVAILABLE',
      message: expect.stringMatching(/couldn't reach the payment service/),
    });
    expect(created.text).not.toMatch(/Something went wrong|api_error/);
    expect(await shop.db.selectFrom('payment_intents').select('id').execute()).toEqual([]);

    const again = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(again.status).toBe(200);
    fake.failNext = 3;
    const update = await shop.post(
      '/api/payment/update',
      { id: again.body.id, shippingIndex: 2, addressIndex: 0, gift: false },
      token,
    );
    expect(update.status).toBe(503);
    fake.failNext = 3;
    const complete = await shop.post('/api/payment/complete', { id: again.body.id }, token);
    expect(complete.status).toBe(503);
  });

  it('an update after Stripe.js took the payment answers ALREADY_PAID, and the webhook still places the order', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const paid = fake.succeed(created.body.id);
    const late = await shop.post(
      '/api/payment/update',
      { id: created.body.id, shippingIndex: 2, addressIndex: 0, gift: false },
      token,
    );
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ALREADY_PAID');
    expect((await shop.deliver(fake.event('payment_intent.succeeded', paid))).status).toBe(200);
    const done = await shop.post('/api/payment/complete', { id: created.body.id }, token);
    expect(done.body).toMatchObject({ status: 'succeeded', order: { totalCents: paid.amount } });
  });

  it('updates racing each other leave Stripe’s amount equal to the checkout, so the paid order is placed', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;
    // A customer clicking through the shipping options: four updates in flight at once.
    const answers = await Promise.all(
      [1, 2, 0, 2].map((shippingIndex) =>
        shop.post('/api/payment/update', { id, shippingIndex, addressIndex: 0, gift: false }, token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const snapshot = await shop.checkout(id);
    expect(fake.intents.get(id)!.amount).toBe(snapshot.total_cents);

    const paid = fake.succeed(id);
    expect((await shop.deliver(fake.event('payment_intent.succeeded', paid))).status).toBe(200);
    const done = await shop.post('/api/payment/complete', { id }, token);
    expect(done.body).toMatchObject({ status: 'succeeded', order: { totalCents: paid.amount } });
    expect(await shop.orderCount()).toBe(1);
  });

  it('places the order only on a signed payment_intent.succeeded, once however often it arrives', async () => {
    const { token } = await shop.customerWithCart([cartItem({ quantity: 2 })]);
    const created = await shop.post('/api/payment/create', { shippingIndex: 1, addressIndex: 0, gift: false }, token);
    const id = created.body.id;

    // The test-card call is not how Stripe confirms.
    const wrong = await shop.post('/api/payment/confirm', { id, ...card('4242424242424242') }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('WRONG_PROVIDER');

    // Stripe.js confirmed in the browser; until the webhook arrives the page hears "processing".
    const paid = fake.succeed(id);
    expect((await shop.post('/api/payment/complete', { id }, token)).body).toEqual({ status: 'processing' });
    expect(await shop.orderCount()).toBe(0);

    const payload = fake.event('payment_intent.succeeded', paid);
    // A forged or unsigned event changes nothing.
    const forged = await shop.deliver(payload, signWebhook(payload, 'whsec_wrong'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('BAD_SIGNATURE');
    const altered = payload.replace(`"amount_received": ${paid.amount}`, '"amount_received": 1');
    expect(altered).not.toBe(payload);
    const tampered = await shop.deliver(altered, signWebhook(payload));
    expect(tampered.status).toBe(400);
    expect(await shop.orderCount()).toBe(0);

    expect(await shop.deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await shop.orderCount()).toBe(1);
    // Replayed, and delivered again under a new event id: still one order, one email.
    expect(await shop.deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await shop.deliver(fake.event('payment_intent.succeeded', paid))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await shop.orderCount()).toBe(1);

    const completed = await shop.post('/api/payment/complete', { id }, token);
    expect(completed.body.status).toBe('succeeded');
    expect((await shop.post('/api/payment/complete', { id }, token)).body).toEqual(completed.body);
    const order = completed.body.order;
    expect(order).toMatchObject({
      orderNumber: created.body.orderNumber,
      priceCents: 29998,
      totalCents: created.body.summary.totalCents,
    });
    expect(order.suborders[0]).toMatchObject({ shipping: 1, shippingName: 'Priority Shipping', trackingNumber: '' });
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
    // The order's jobs: one confirmation email, one blueprint.
    expect(await shop.runJobs()).toBe(2);
    expect(shop.mailer.sent.filter((m) => m.subject === `Your Brixilated order ${order.orderNumber}`)).toHaveLength(1);
    expect(await shop.storedFiles(`blueprints/${order.orderNumber}`)).toHaveLength(1);
    const events = await shop.db
      .withTables<{ webhook_events: { id: string } }>()
      .selectFrom('webhook_events')
      .select('id')
      .execute();
    expect(events).toHaveLength(2);
  });

  it('waits briefly in complete for a webhook that is on its way', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const paid = fake.succeed(created.body.id);
    const completing = shop.post('/api/payment/complete', { id: created.body.id }, token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await shop.deliver(fake.event('payment_intent.succeeded', paid))).status).toBe(200);
    const completed = await completing;
    expect(completed.body.status).toBe('succeeded');
    expect(completed.body.order.orderNumber).toBe(created.body.orderNumber);
  });

  it('places no order for a failed payment or an amount that does not match the checkout', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;

    const declined = fake.decline(id, 'Your card has insufficient funds.');
    expect((await shop.deliver(fake.event('payment_intent.payment_failed', declined))).status).toBe(200);
    expect((await shop.post('/api/payment/complete', { id }, token)).body).toEqual({
      status: 'requires_payment_method',
    });

    // A succeeded intent for less than the order's total is not proof of paying for it.
    const intent = fake.succeed(id);
    intent.amount_received = 100;
    expect((await shop.deliver(fake.event('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await shop.orderCount()).toBe(0);
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(1);
    expect((await shop.checkout(id)).status).toBe('amount_mismatch');
  });

  it('refuses an oversized webhook body before reading it all', async () => {
    const payload = JSON.stringify({
      id: 'evt_big',
      type: 'payment_intent.succeeded',
      padding: 'x'.repeat(600 * 1024),
    });
    expect((await shop.deliver(payload)).status).toBe(413);
  });

  it('ignores events for intents that are not this shop’s checkouts', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const stray = { ...fake.succeed(created.body.id), id: 'pi_from_another_app' };
    expect(await shop.deliver(fake.event('payment_intent.succeeded', stray))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await shop.orderCount()).toBe(0);
  });
});

describe('refunds through the real SDK', () => {
  it('refunds a paid intent once, with the caller’s idempotency key and Stripe’s reason', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;
    fake.succeed(id);
    const refunded = await shop.payments.refund(id, { idempotencyKey: `brix-refund-${id}`, reason: 'duplicate' });
    expect(refunded).toEqual({ ok: true, refundId: expect.stringMatching(/^re_/) });
    // A retry with the same key is Stripe's replay of the same refund.
    expect(await shop.payments.refund(id, { idempotencyKey: `brix-refund-${id}`, reason: 'duplicate' })).toEqual(
      refunded,
    );
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      idempotencyKey: `brix-refund-${id}`,
      params: { payment_intent: id, reason: 'duplicate' },
    });
    expect([...fake.refunds.values()]).toEqual([
      expect.objectContaining({ payment_intent: id, amount: created.body.summary.totalCents }),
    ]);
    // Text that is not one of Stripe's reasons travels as a note.
    const other = await shop.customerWithCart();
    const second = await shop.post(
      '/api/payment/create',
      { shippingIndex: 0, addressIndex: 0, gift: false },
      other.token,
    );
    fake.succeed(second.body.id);
    await shop.payments.refund(second.body.id, { idempotencyKey: 'k-note', reason: 'Paid twice for one cart' });
    expect(fake.requests.at(-1)!.params).toMatchObject({ 'metadata[note]': 'Paid twice for one cart' });
    expect(fake.requests.at(-1)!.params).not.toHaveProperty('reason');
  });

  it('answers a refused refund with Stripe’s message instead of throwing', async () => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;
    expect(await shop.payments.refund(id, { idempotencyKey: 'r1' })).toEqual({
      ok: false,
      message: 'This PaymentIntent does not have a successful charge to refund.',
    });
    fake.succeed(id);
    expect((await shop.payments.refund(id, { idempotencyKey: 'r2' })).ok).toBe(true);
    expect(await shop.payments.refund(id, { idempotencyKey: 'r3' })).toEqual({
      ok: false,
      message: expect.stringContaining('has already been refunded'),
    });
    expect(await shop.payments.refund('pi_missing', { idempotencyKey: 'r4' })).toMatchObject({ ok: false });
    // Stripe out of reach (after the SDK's retries): a result, not a thrown error.
    fake.failNext = 10;
    expect(await shop.payments.refund(id, { idempotencyKey: 'r5' })).toMatchObject({ ok: false });
    fake.failNext = 0;
  });
});
