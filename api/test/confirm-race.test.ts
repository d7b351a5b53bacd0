// A confirm naming the total on the Pay button, raced by a burst of updates choosing dearer shipping: every round
// either charges exactly the total shown (the updates came after, and changed nothing paid) or charges nothing
// and answers 409 AMOUNT_CHANGED (an update came first). Runs on SQLite here and on PostgreSQL in api-postgres.
import { afterAll, describe, expect, it } from 'vitest';
import { card, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';

const ROUNDS = 50;
const UPDATES = 12;

let shop: CheckoutShop;
afterAll(async () => {
  await shop?.cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a confirm raced by updates of the same payment', () => {
  it(`charges only the total shown, over ${ROUNDS} rounds`, { timeout: 600_000 }, async () => {
    shop = await createCheckoutShop();
    const outcomes = { paid: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      // A new customer each round, past the sign-up limit of one client address.
      shop.clock.advance(60 * 60_000);
      const { token } = await shop.customerWithCart();
      const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
      expect(created.status, created.text).toBe(200);
      const id = created.body.id as string;
      const shown = created.body.summary.totalCents as number;

      const confirm = shop.post(
        '/api/payment/confirm',
        { id, ...card('4242 4242 4242 4242'), totalCents: shown },
        token,
      );
      const updates: Promise<unknown>[] = [];
      for (let n = 0; n < UPDATES; n++) {
        updates.push(shop.post('/api/payment/update', { id, shippingIndex: 2, addressIndex: 0, gift: false }, token));
        await pause(1);
      }
      const [confirmed] = await Promise.all([confirm, ...updates]);

      const charge = await shop.db
        .selectFrom('test_payment_intents')
        .select(['status', 'amount_received_cents'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const orders = await shop.db
        .selectFrom('orders')
        .select('total_cents')
        .where('order_number', '=', created.body.orderNumber)
        .execute();
      if (confirmed.status === 200 && confirmed.body.status === 'succeeded') {
        outcomes.paid++;
        expect(confirmed.body.order.totalCents, `round ${round}`).toBe(shown);
        expect(charge, `round ${round}`).toEqual({ status: 'succeeded', amount_received_cents: shown });
        expect(
          orders.map((o) => Number(o.total_cents)),
          `round ${round}`,
        ).toEqual([shown]);
      } else {
        outcomes.refused++;
        expect(confirmed.status, `round ${round}: ${confirmed.text}`).toBe(409);
        expect(confirmed.body.error.code).toBe('AMOUNT_CHANGED');
        expect(charge.status, `round ${round}`).not.toBe('succeeded');
        expect(Number(charge.amount_received_cents), `round ${round}`).toBe(0);
        expect(orders, `round ${round}`).toEqual([]);
      }
    }
    expect(outcomes.paid + outcomes.refused).toBe(ROUNDS);
  });
});
