// kill -9 of a worker while payments are being confirmed: the real shop (`api/src/main.ts`) with
// WEB_CONCURRENCY=2 on SQLite (in the api project) or PostgreSQL (api-postgres), many customers confirming
// their paid test intents at once, one worker SIGKILLed while the confirms are in flight. Afterwards every
// paid intent has exactly one order, a confirm sent again answers that same order, every item that was in
// a cart is in its order (and no longer in the cart), and the primary has started a new worker.
import { describe, expect, it } from 'vitest';
import { card } from '../support/checkout-shop.ts';
import { useTwoWorkerShop } from '../support/two-workers.ts';

/** Customers paying at the same moment; enough that both workers have confirms in flight at the kill. */
const CUSTOMERS = 20;

const faults = useTwoWorkerShop('faults');
/** The worker the first test killed. */
let killed = 0;

describe('a worker killed while payments are confirmed', () => {
  it('leaves exactly one order per paid intent, answers a retried confirm with it, and loses no cart item', async () => {
    // Customers with two Brixes in the cart and a payment intent each, every one from its own address.
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const client = `198.51.100.${i + 1}`;
        const { token, cartCount } = await faults.http.customerWithCart(client);
        expect(cartCount).toBe(3);
        const intent = await faults.http.createIntent(token, client);
        return { client, token, intent };
      }),
    );
    const cartBefore = await faults.db
      .selectFrom('cart_items')
      .select(['id', 'user_id', 'quantity', 'color_map'])
      .orderBy('id')
      .execute();
    expect(cartBefore).toHaveLength(CUSTOMERS * 2);

    // Everyone pays at once; one worker is SIGKILLed as soon as the first order is in the database.
    const [victim] = faults.workerPids();
    let answered = 0;
    const confirms = customers.map(async ({ token, client, intent }) => {
      try {
        const res = await faults.http.post(
          '/api/payment/confirm',
          { id: intent.id, ...card('4242 4242 4242 4242') },
          { cookie: token, client },
        );
        return res;
      } catch (error) {
        return { lost: String((error as Error).cause ?? error) };
      } finally {
        answered += 1;
      }
    });
    const ordersNow = async () =>
      Number(
        (
          await faults.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await faults.until('the first order', async () => (await ordersNow()) > 0);
    process.kill(victim, 'SIGKILL');
    killed = victim;
    const answeredAtKill = answered;
    const first = await Promise.all(confirms);
    // The kill came while confirms were still on their way.
    expect(answeredAtKill).toBeLessThan(CUSTOMERS);

    // Every confirm either answered with a paid order or lost its connection with the killed worker.
    const lost = first.filter((res) => 'lost' in res).length;
    for (const res of first) {
      if ('lost' in res) continue;
      if (res.status === 200) expect(res.body.status, res.text).toBe('succeeded');
      else throw new Error(`a confirm answered ${res.status}: ${res.text}`);
    }

    // Every customer sends the confirm again (as the payment page does after a network error): each gets the
    // paid order for its intent, the same one a first answer named.
    for (const [i, { token, client, intent }] of customers.entries()) {
      const again = await faults.http.post(
        '/api/payment/confirm',
        { id: intent.id, ...card('4242 4242 4242 4242') },
        { cookie: token, client },
      );
      expect(again.status, again.text).toBe(200);
      expect(again.body.status).toBe('succeeded');
      expect(again.body.order.orderNumber).toBe(intent.orderNumber);
      const before = first[i];
      if (!('lost' in before)) expect(before.body.order.orderNumber).toBe(intent.orderNumber);
    }

    // The database: one order per intent, every intent paid once and tied to its order, nothing doubled.
    const orders = await faults.db.selectFrom('orders').select(['id', 'order_number', 'user_id']).execute();
    expect(orders).toHaveLength(CUSTOMERS);
    expect(new Set(orders.map((o) => o.order_number))).toEqual(new Set(customers.map((c) => c.intent.orderNumber)));
    const intents = await faults.db.selectFrom('payment_intents').select(['id', 'order_id', 'order_number']).execute();
    expect(intents).toHaveLength(CUSTOMERS);
    for (const row of intents) expect(orders.find((o) => o.order_number === row.order_number)?.id).toBe(row.order_id);
    const charged = await faults.db
      .selectFrom('test_payment_intents')
      .select(['status', 'amount_cents', 'amount_received_cents'])
      .execute();
    expect(charged).toHaveLength(CUSTOMERS);
    for (const row of charged) {
      expect(row.status).toBe('succeeded');
      expect(row.amount_received_cents).toBe(row.amount_cents);
    }
    expect(await faults.db.selectFrom('payment_problems').selectAll().execute()).toEqual([]);

    // No cart item lost: each one is in its customer's order (same grid, same quantity) and left the cart.
    const ordered = await faults.db
      .selectFrom('order_items as i')
      .innerJoin('suborders as s', 's.id', 'i.suborder_id')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['o.user_id', 'i.quantity', 'i.color_map'])
      .execute();
    const key = (row: { user_id: string; quantity: number; color_map: string }) =>
      `${row.user_id} ${row.quantity} ${row.color_map}`;
    expect(ordered.map(key).sort()).toEqual(cartBefore.map(key).sort());
    expect(await faults.db.selectFrom('cart_items').selectAll().execute()).toEqual([]);

    // Each order's confirmation email and blueprints were queued with it, once (none lost with the worker).
    const jobs = await faults.db
      .selectFrom('jobs')
      .select(['kind', 'dedupe_key'])
      .where('kind', 'in', ['confirmation-email', 'blueprint'])
      .execute();
    expect(
      jobs
        .filter((j) => j.kind === 'confirmation-email')
        .map((j) => j.dedupe_key)
        .sort(),
    ).toEqual(orders.map((o) => `confirmation:${o.order_number}`).sort());
    expect(jobs.filter((j) => j.kind === 'blueprint')).toHaveLength(ordered.length);

    console.log(
      `worker kill: ${CUSTOMERS} confirms, ${answeredAtKill} answered before the kill, ${lost} lost their connection`,
    );
  }, 60_000);

  it('is replaced by a new worker, and the shop serves on both', async () => {
    const victim = killed;
    expect(victim).toBeGreaterThan(0);
    // A new worker in the dead one's place (tsx compiles the shop again first: slow on a loaded machine).
    await faults.until('a replacement worker', () => faults.workerPids().length === 3, 55_000);
    expect(faults.shop.log()).toContain(`Worker ${victim} ended (SIGKILL); starting a new one.`);

    // The shop goes on serving on both workers.
    for (let i = 0; i < 6; i += 1) expect((await faults.http.get('/api/health')).status).toBe(200);
  }, 60_000);
});
