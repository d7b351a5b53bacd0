// Another customer's order and a number with no order are the same work: the order is asked for by number and
// owner together, so both make the same statements and answer the same 404. (Their times: npm run bench:probes.)
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { openTestDatabase } from './support/database.ts';

let shop: CheckoutShop;
afterEach(async () => {
  await shop.cleanup();
});

/** Counts the statements run through the database it is added to. */
class StatementCount implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.count++;
    return node;
  }
  async transformResult<T>({ result }: { result: T }): Promise<T> {
    return result;
  }
}

describe('GET /api/orders/{n} and blueprints for an order that is not the caller’s', () => {
  it('do the same work for another customer’s order as for a missing one', async () => {
    const statements = new StatementCount();
    shop = await createCheckoutShop({ db: (await openTestDatabase()).withPlugin(statements) });
    const owner = await shop.customerWithCart();
    const { order } = await shop.pay(owner.token);
    shop.clock.advance(60 * 60_000);
    const stranger = await shop.signUp();
    const missing = String((Number(order.orderNumber) + 1) % 100_000_000).padStart(8, '0');
    const itemId = order.suborders[0].items[0].id as string;

    const work = async (path: string) => {
      const before = statements.count;
      const res = await shop.get(path, stranger.token);
      return { status: res.status, body: res.body, statements: statements.count - before };
    };
    for (const [foreign, none] of [
      [`/api/orders/${order.orderNumber}`, `/api/orders/${missing}`],
      [`/api/blueprints/${order.orderNumber}/${itemId}.pdf`, `/api/blueprints/${missing}/${itemId}.pdf`],
    ]) {
      const [a, b] = [await work(foreign), await work(none)];
      expect(a.status).toBe(404);
      expect(a).toEqual(b);
    }
    // The owner still opens it.
    expect((await shop.get(`/api/orders/${order.orderNumber}`, owner.token)).body.data).toEqual(order);
  });
});
