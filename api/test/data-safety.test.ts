// Data safety: durable commits, one transaction for a test payment and its order, reconciling paid
// checkouts that have no order, payment problems the admin sees, and closing checkouts never paid for.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { openSqlite } from '../src/db/open.ts';
import { PAYMENT_LIMITS } from '../src/routes/payment.ts';
import { card, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { onPostgres } from './support/database.ts';
import { stripeTestShop } from './support/stripe-shop.ts';

const DAY = 24 * 60 * 60 * 1000;

let shop: CheckoutShop | null = null;
afterEach(async () => {
  await shop?.cleanup();
  shop = null;
});

type Row = Record<string, unknown>;
const table = (s: CheckoutShop, name: string) =>
  s.db
    .withTables<Record<string, Row>>()
    .selectFrom(name as never)
    .selectAll() as unknown as { execute(): Promise<Row[]> };
const testIntent = async (s: CheckoutShop, id: string) =>
  (await sql<{ status: string }>`select status from test_payment_intents where id = ${id}`.execute(s.db)).rows[0];
const confirmations = (s: CheckoutShop) => s.mailer.sent.filter((m) => m.subject.startsWith('Your Brixilated order'));

/** A shop paying through FakeStripe (Stripe's SDK on loopback), stopped when the test ends. */
async function stripeShop() {
  const stripe = await stripeTestShop();
  onTestFinished(() => stripe.cleanup());
  return stripe;
}

describe('durable commits', () => {
  it('opens the shop’s SQLite file with synchronous=FULL, so an answered commit survives a power loss', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brix-sqlite-'));
    const db = openSqlite(path.join(dir, 'shop.sqlite'));
    try {
      const { rows } = await sql<{ synchronous: number; journal_mode?: string }>`PRAGMA synchronous`.execute(db);
      expect(rows[0].synchronous).toBe(2); // 0 OFF, 1 NORMAL, 2 FULL
      expect((await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db)).rows[0].journal_mode).toBe('wal');
    } finally {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('test provider: the payment and its order in one transaction', () => {
  it('leaves the payment unpaid when placing the order fails, so a crash in between cannot keep the money without an order', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    // The disk dies as the order is written.
    await failOrderInserts(shop);
    const failed = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(failed.status).toBe(500);
    expect((await testIntent(shop, created.body.id)).status).toBe('requires_payment_method');
    expect(await shop.checkout(created.body.id)).toMatchObject({ order_id: null });
    expect(await shop.orderCount()).toBe(0);

    await sql`DROP TRIGGER orders_fail${sql.raw(onPostgres() ? ' ON orders' : '')}`.execute(shop.db);
    const paid = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(paid.body.status).toBe('succeeded');
    expect(await shop.orderCount()).toBe(1);
    expect((await testIntent(shop, created.body.id)).status).toBe('succeeded');
  });
});

/** Makes every insert into orders fail, as a dying disk would, in the dialect the test shop runs on. */
async function failOrderInserts(s: CheckoutShop): Promise<void> {
  if (onPostgres()) {
    await sql`CREATE FUNCTION orders_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk I/O error'; END $$ LANGUAGE plpgsql`.execute(
      s.db,
    );
    await sql`CREATE TRIGGER orders_fail BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_fail()`.execute(
      s.db,
    );
  } else {
    await sql`CREATE TRIGGER orders_fail BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(
      s.db,
    );
  }
}

describe('reconcile: paid checkouts without an order', () => {
  it('places the order of a test payment left paid without one (as a crash before this fix left it), once', async () => {
    shop = await createCheckoutShop();
    const { token, user } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    await sql`UPDATE test_payment_intents SET status = 'succeeded', amount_received_cents = amount_cents WHERE id = ${created.body.id}`.execute(
      shop.db,
    );
    expect(await shop.orderCount()).toBe(0);

    const run = (await shop.app.maintenance.runOnce()) as { reconcile: { placed: string[] } };
    expect(run.reconcile.placed).toEqual([created.body.orderNumber]);
    expect(await shop.orderCount()).toBe(1);
    await shop.runJobs();
    expect(confirmations(shop).map((m) => m.to)).toEqual([user.email]);
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
    const again = (await shop.app.maintenance.runOnce()) as { reconcile: { placed: string[] } };
    expect(again.reconcile.placed).toEqual([]);
    expect(await shop.orderCount()).toBe(1);
  });

  it('asks Stripe about open checkouts and places one paid whose webhook never came', async () => {
    const shop = await stripeShop();
    const { token } = await shop.customerWithCart();
    const paidOne = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const { token: other } = await shop.customerWithCart();
    const unpaid = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, other);
    shop.fake.succeed(paidOne.body.id); // Stripe took the money; the webhook is lost.
    const before = shop.fake.requests.length;

    const run = (await shop.app.maintenance.runOnce()) as { reconcile: { checked: number; placed: string[] } };
    expect(run.reconcile).toEqual({ checked: 2, placed: [paidOne.body.orderNumber] });
    const asked = shop.fake.requests
      .slice(before)
      .filter((r) => r.method === 'GET')
      .map((r) => r.path);
    expect(asked.sort()).toEqual(
      [`/v1/payment_intents/${paidOne.body.id}`, `/v1/payment_intents/${unpaid.body.id}`].sort(),
    );
    expect(await shop.checkout(paidOne.body.id)).toMatchObject({ status: 'succeeded' });
    expect((await shop.checkout(unpaid.body.id)).order_id).toBeNull();
    // The webhook arriving late changes nothing.
    expect(
      (await shop.deliver(shop.fake.event('payment_intent.succeeded', shop.fake.intents.get(paidOne.body.id)!))).status,
    ).toBe(200);
    expect(await shop.orderCount()).toBe(1);
  });
});

describe('payment problems', () => {
  it('records a webhook whose amount does not match the checkout, and the admin sees it with what to do until resolved', async () => {
    const shop = await stripeShop();
    const { token, user } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const intent = shop.fake.succeed(created.body.id);
    intent.amount_received = 100;
    intent.amount = 100;
    expect((await shop.deliver(shop.fake.event('payment_intent.succeeded', intent))).status).toBe(200);
    // A replay records nothing more.
    expect((await shop.deliver(shop.fake.event('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await shop.orderCount()).toBe(0);

    expect((await shop.get('/api/admin/payment-problems', token)).status).toBe(403);
    const admin = await shop.loginAdmin();
    const list = await shop.get('/api/admin/payment-problems', admin);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const [problem] = list.body.data;
    expect(problem).toMatchObject({
      kind: 'amount_mismatch',
      provider: 'stripe',
      intentId: created.body.id,
      orderNumber: created.body.orderNumber,
      customer: { email: user.email, firstName: 'Ada', lastName: 'Lovelace' },
      paidCents: 100,
      expectedCents: created.body.summary.totalCents,
      resolvedAt: null,
    });
    expect(problem.summary).toContain('paid $1.00');
    expect(problem.action).toContain(`Refund the payment in the Stripe dashboard (payment ${created.body.id})`);
    // Reconcile does not turn it into an order either, nor record it twice.
    await shop.app.maintenance.runOnce();
    expect(await shop.orderCount()).toBe(0);
    expect((await shop.get('/api/admin/payment-problems?filter=all', admin)).body.data).toHaveLength(1);

    const resolved = await shop.put(`/api/admin/payment-problems/${problem.id}/resolved`, { resolved: true }, admin);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.resolvedAt).toBe(shop.clock.now().toISOString());
    expect((await shop.get('/api/admin/payment-problems', admin)).body.data).toEqual([]);
    expect((await shop.get('/api/admin/payment-problems?filter=resolved', admin)).body.data).toHaveLength(1);
    expect(
      (
        await shop.put(
          '/api/admin/payment-problems/00000000-0000-4000-8000-000000000000/resolved',
          { resolved: true },
          admin,
        )
      ).status,
    ).toBe(404);
  });

  it('records a paid Brixilated payment whose checkout is gone', async () => {
    const shop = await stripeShop();
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    await sql`DELETE FROM payment_intents WHERE id = ${created.body.id}`.execute(shop.db);
    expect(
      (await shop.deliver(shop.fake.event('payment_intent.succeeded', shop.fake.succeed(created.body.id)))).status,
    ).toBe(200);
    const [problem] = (await shop.get('/api/admin/payment-problems', await shop.loginAdmin())).body.data;
    expect(problem).toMatchObject({
      kind: 'unknown_checkout',
      orderNumber: created.body.orderNumber,
      paidCents: created.body.summary.totalCents,
      expectedCents: null,
    });
  });
});

describe('checkouts never paid for', () => {
  it('are closed at the provider and their cart snapshots deleted after 7 days; a paid one is placed instead', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const abandoned = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const { token: payer } = await shop.customerWithCart();
    const paidLate = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, payer);
    shop.clock.advance(6 * DAY);
    const recent = await shop.post('/api/payment/create', { shippingIndex: 1, addressIndex: 0, gift: false }, token);
    shop.clock.advance(1 * DAY + 60_000);
    await sql`UPDATE test_payment_intents SET status = 'succeeded', amount_received_cents = amount_cents WHERE id = ${paidLate.body.id}`.execute(
      shop.db,
    );

    const run = (await shop.app.maintenance.runOnce()) as { 'prune checkouts': { pruned: number; placed: string[] } };
    expect(run['prune checkouts']).toEqual({ pruned: 1, placed: [paidLate.body.orderNumber] });
    const left = (await table(shop, 'payment_intents').execute()).map((r) => r.id);
    expect(left.sort()).toEqual([paidLate.body.id, recent.body.id].sort());
    expect((await testIntent(shop, abandoned.body.id)).status).toBe('canceled');
    // The closed payment can no longer be paid.
    const late = await shop.post(
      '/api/payment/confirm',
      { id: abandoned.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(late.status).toBe(404);
    expect(await shop.orderCount()).toBe(1);
  });

  it('cancels an abandoned Stripe payment before forgetting it', async () => {
    const shop = await stripeShop();
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    shop.clock.advance(8 * DAY);
    await shop.app.maintenance.runOnce();
    expect(
      shop.fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${created.body.id}/cancel`),
    ).toBe(true);
    expect(shop.fake.intents.get(created.body.id)!.status).toBe('canceled');
    expect(await table(shop, 'payment_intents').execute()).toEqual([]);
  });
});

describe('payment creation is bounded', () => {
  it('limits creates and updates per customer and refuses oversized bodies, so a script cannot grow the database', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const choice = { shippingIndex: 0, addressIndex: 0, gift: false };
    for (let i = 0; i < PAYMENT_LIMITS.createPerUser.max; i++)
      expect((await shop.post('/api/payment/create', choice, token)).status).toBe(200);
    const refused = await shop.post('/api/payment/create', choice, token);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(await table(shop, 'payment_intents').execute()).toHaveLength(PAYMENT_LIMITS.createPerUser.max);
    // Another customer is not held up by this one.
    const { token: other } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', choice, other);
    expect(created.status).toBe(200);

    for (let i = 0; i < PAYMENT_LIMITS.updatePerUser.max; i++) {
      expect(
        (await shop.post('/api/payment/update', { ...choice, shippingIndex: i % 3, id: created.body.id }, other))
          .status,
      ).toBe(200);
    }
    expect((await shop.post('/api/payment/update', { ...choice, id: created.body.id }, other)).status).toBe(429);

    // The choices are a few bytes: a padded body is refused before it is read.
    const padded = await shop.post('/api/payment/create', { ...choice, padding: ' '.repeat(8 * 1024) }, other);
    expect(padded.status).toBe(413);

    shop.clock.advance(PAYMENT_LIMITS.createPerUser.windowMs);
    expect((await shop.post('/api/payment/create', choice, token)).status).toBe(200);
  });
});

describe('price quotes and completes are bounded', () => {
  it('limits tax and discount quotes and completes per customer, each pricing or waiting on the cart', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    // Tax and discount quotes share one budget.
    for (let i = 0; i < PAYMENT_LIMITS.quotePerUser.max; i++) {
      const res =
        i % 2 === 0
          ? await shop.post('/api/payment/tax', { state: 'Illinois', zip: '60606' }, token)
          : await shop.post('/api/payment/discount', { coupon: '' }, token);
      expect(res.status, res.text).toBe(200);
    }
    const refused = await shop.post('/api/payment/tax', { state: 'Illinois', zip: '60606' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect((await shop.post('/api/payment/discount', { coupon: '' }, token)).status).toBe(429);
    // Another customer is not held up by this one, and the budget comes back after its window.
    const { token: other } = await shop.customerWithCart();
    expect((await shop.post('/api/payment/tax', { state: 'Illinois', zip: '60606' }, other)).status).toBe(200);
    shop.clock.advance(PAYMENT_LIMITS.quotePerUser.windowMs);
    expect((await shop.post('/api/payment/tax', { state: 'Illinois', zip: '60606' }, token)).status).toBe(200);

    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, other);
    for (let i = 0; i < PAYMENT_LIMITS.completePerUser.max; i++)
      expect((await shop.post('/api/payment/complete', { id: created.body.id }, other)).status).not.toBe(429);
    expect((await shop.post('/api/payment/complete', { id: created.body.id }, other)).status).toBe(429);
  });
});
