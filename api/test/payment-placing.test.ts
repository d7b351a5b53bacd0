// Placing a paid order: the amount charged must be the order's total computed when it is placed (otherwise
// nothing is charged and the customer can pay the right amount), and the order ships to the address recorded
// with the payment the customer confirmed.
import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { card, CHICAGO, it, NEW_YORK } from './support/checkout-shop.ts';
import { onPostgres } from './support/database.ts';

const choice = { shippingIndex: 0, addressIndex: 0, gift: false };

describe('the amount charged and the order’s total', () => {
  it('charges nothing when they differ at placing, says the total, and the next confirm pays it', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', choice, token);
    const total = created.body.summary.totalCents;
    // The provider reports one cent more collected than asked: placing sees a charge unlike the order's total.
    if (onPostgres()) {
      await sql`CREATE FUNCTION one_cent_more() RETURNS trigger AS $$ BEGIN IF NEW.status = 'succeeded' THEN NEW.amount_received_cents := NEW.amount_received_cents + 1; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        shop.db,
      );
      await sql`CREATE TRIGGER one_cent_more BEFORE UPDATE ON test_payment_intents FOR EACH ROW EXECUTE FUNCTION one_cent_more()`.execute(
        shop.db,
      );
    } else {
      await sql`CREATE TRIGGER one_cent_more AFTER UPDATE OF status ON test_payment_intents WHEN NEW.status = 'succeeded' BEGIN UPDATE test_payment_intents SET amount_received_cents = amount_received_cents + 1 WHERE id = NEW.id; END`.execute(
        shop.db,
      );
    }
    const refused = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242424242424242') },
      token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'AMOUNT_CHANGED',
      message: `The total changed while you paid, so your card was not charged. The total is now $${(total / 100).toFixed(2)}: please check it and pay again.`,
    });
    // Nothing charged, nothing placed, nothing for an admin to untangle, the cart as it was.
    const intent = await shop.db
      .selectFrom('test_payment_intents')
      .select(['status', 'amount_received_cents'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'requires_payment_method', amount_received_cents: 0 });
    expect(await shop.orderCount()).toBe(0);
    expect(await shop.db.selectFrom('payment_problems').select('id').execute()).toEqual([]);
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(1);

    await sql`DROP TRIGGER one_cent_more${sql.raw(onPostgres() ? ' ON test_payment_intents' : '')}`.execute(shop.db);
    const paid = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('4242424242424242') }, token);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.order.totalCents).toBe(total);
  });

  it('brings a provider amount that strayed from the checkout back before charging', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', choice, token);
    await shop.db
      .updateTable('test_payment_intents')
      .set({ amount_cents: 100 })
      .where('id', '=', created.body.id)
      .execute();
    const paid = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('4242424242424242') }, token);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.order.totalCents).toBe(created.body.summary.totalCents);
    const intent = await shop.db
      .selectFrom('test_payment_intents')
      .select('amount_received_cents')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_received_cents).toBe(created.body.summary.totalCents);
  });
});

describe('where a paid order ships', () => {
  it('to the address recorded with the payment, though the saved address was edited since', async ({ shop }) => {
    const { token, user } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', choice, token);
    // Another tab replaces the saved address before this page pays.
    const edited = await shop.put(`/api/user/update/${encodeURIComponent(user.email)}`, { address: [NEW_YORK] }, token);
    expect(edited.status).toBe(200);
    const paid = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('4242424242424242') }, token);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.order.suborders[0].address).toEqual(CHICAGO);
    expect(paid.body.order.totalCents).toBe(created.body.summary.totalCents);
    expect(paid.body.order.taxCents).toBe(created.body.summary.taxCents);
  });
});
