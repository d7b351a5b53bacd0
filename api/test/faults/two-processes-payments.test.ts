// One cart, several payments and many confirms, against the real shop (`api/src/main.ts`) with
// WEB_CONCURRENCY=2 on SQLite (in the api project) or PostgreSQL (api-postgres): the requests of one test land
// on both worker processes. A cart's items are placed once, whatever the number of payments or confirms, the
// payment that lost is not charged, and every repeat confirm of a paid payment answers its order.
import { describe, expect, it } from 'vitest';
import { card } from '../support/checkout-shop.ts';
import type { HttpAnswer } from '../support/http-shop.ts';
import { useTwoWorkerShop } from '../support/two-workers.ts';

const faults = useTwoWorkerShop('two-processes');
let clients = 0;
/** Each customer comes from an address of its own, so per-client limits stay out of the way. */
const nextClient = () => `203.0.113.${++clients}`;

const confirm = (id: string, token: string, client: string) =>
  faults.http.post('/api/payment/confirm', { id, ...card('4242 4242 4242 4242') }, { cookie: token, client });

/** An answer in a few words (an order's answer carries its grids). */
const brief = (answer: HttpAnswer) =>
  `${answer.status} ${answer.body?.error?.code ?? answer.body?.status ?? answer.text.slice(0, 200)}`;

async function userOf(email: string): Promise<string> {
  return (await faults.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('two payments for one cart, confirmed at once on two processes', () => {
  it('places the cart once and charges one payment, in every round', async () => {
    for (let round = 0; round < 4; round++) {
      const client = nextClient();
      const { token, email } = await faults.http.customerWithCart(client);
      const first = await faults.http.createIntent(token, client);
      const second = await faults.http.createIntent(token, client);
      const answers = await Promise.all([confirm(first.id, token, client), confirm(second.id, token, client)]);

      const succeeded = answers.filter((a) => a.status === 200 && a.body.status === 'succeeded');
      expect(succeeded, answers.map(brief).join(', ')).toHaveLength(1);
      const loser = answers.find((a) => !succeeded.includes(a))!;
      expect(loser.status, brief(loser)).toBe(409);
      expect(['CART_CHANGED', 'CART_EMPTY']).toContain(loser.body.error.code);

      const userId = await userOf(email);
      const orders = await faults.db
        .selectFrom('orders')
        .select('order_number')
        .where('user_id', '=', userId)
        .execute();
      expect(orders).toEqual([{ order_number: succeeded[0].body.order.orderNumber }]);
      // The losing payment was never charged.
      const charged = await faults.db
        .selectFrom('test_payment_intents')
        .select(['id', 'amount_received_cents'])
        .where('id', 'in', [first.id, second.id])
        .where('status', '=', 'succeeded')
        .execute();
      expect(charged).toHaveLength(1);
      expect(charged[0].amount_received_cents).toBe(succeeded[0].body.order.totalCents);
      expect(await faults.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute()).toEqual([]);
      // Confirming the losing payment again still charges nothing.
      const again = await confirm(loser === answers[0] ? first.id : second.id, token, client);
      expect(again.status, brief(again)).toBe(409);
    }
  });
});

describe('ten confirms of one payment at once on two processes', () => {
  it('answers every one with the same order, and places one', async () => {
    for (let round = 0; round < 4; round++) {
      const client = nextClient();
      const { token, email } = await faults.http.customerWithCart(client);
      const intent = await faults.http.createIntent(token, client);
      const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(intent.id, token, client)));
      for (const answer of answers) {
        expect(answer.status, brief(answer)).toBe(200);
        expect(answer.body.status).toBe('succeeded');
        expect(answer.body.order.orderNumber).toBe(intent.orderNumber);
      }
      const userId = await userOf(email);
      expect(await faults.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
    }
  });
});
