// Requests made while the database is busy go together in one statement (api/src/db/batch.ts): the session
// look-up every API request makes, and the rate-limit counters (rate-limit.test.ts).
import { describe, expect, it } from 'vitest';
import { createSession, deleteSession, SessionReader } from '../src/accounts/sessions.ts';
import { CartReads } from '../src/cart/stored.ts';
import { insertUser } from '../src/accounts/users.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { Batcher } from '../src/db/batch.ts';
import { DatabaseUnavailableError } from '../src/db/open.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { cartItem, createTestShop } from './support/app.ts';
import { openTestDatabase } from './support/database.ts';

/**
 * A Batcher whose statements take 5 ms and answer each number doubled, failing whole when one of them is
 * 13; `sent` records each statement's requests.
 */
function doublings(maxBatch?: number) {
  const sent: number[][] = [];
  const batcher = new Batcher<number, number>(async (requests) => {
    sent.push(requests);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (requests.includes(13)) throw new Error('unlucky');
    return requests.map((n) => n * 2);
  }, maxBatch);
  return { sent, batcher };
}

describe('Batcher', () => {
  it('sends the requests of one turn together once it ends, those made meanwhile together next, in order, and tries a failed batch again request by request', async () => {
    const { sent, batcher } = doublings(3);
    const first = [1, 2].map((n) => batcher.load(n));
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([[1, 2]]);
    const rest = [3, 4, 5, 13, 6].map((n) => batcher.load(n).catch((error: Error) => error.message));
    expect(await Promise.all(first)).toEqual([2, 4]);
    // The batch that failed is tried again request by request: only 13 fails.
    expect(await Promise.all(rest)).toEqual([6, 8, 10, 'unlucky', 12]);
    expect(sent).toEqual([[1, 2], [3, 4, 5], [13, 6], [13], [6]]);
    // Idle again: the next request goes alone, at the end of its turn.
    const again = batcher.load(7);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.at(-1)).toEqual([7]);
    expect(await again).toBe(14);
  });
});

describe('Batcher when a statement fails', () => {
  it('tries the requests of a failed batch again each alone, so only the one that made it fail fails', async () => {
    const { sent, batcher } = doublings();
    const all = [1, 2, 13, 3].map((n) => batcher.load(n).catch((error: Error) => error.message));
    expect(await Promise.all(all)).toEqual([2, 4, 'unlucky', 6]);
    expect(sent).toEqual([[1, 2, 13, 3], [1], [2], [13], [3]]);
  });

  it('fails the batch and everything waiting behind it at once when the database cannot be reached', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    }, 2);
    const all = [1, 2, 3, 4, 5].map((n) => batcher.load(n).catch((error: Error) => error.name));
    expect(await Promise.all(all)).toEqual(Array(5).fill('DatabaseUnavailableError'));
    // The first batch (two) failed; its failure failed the three queued behind it without a statement of their own.
    expect(calls).toBe(1);
  });

  it('never answers a request from a statement started before it', async () => {
    // Each statement answers its own number: a request made while statement 1 is out gets statement 2's.
    let statements = 0;
    let release!: () => void;
    const batcher = new Batcher<string, number>(async (requests) => {
      statements += 1;
      const mine = statements;
      if (mine === 1)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return requests.map(() => mine);
    });
    const first = batcher.load('cart of a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toBe(1);
    const second = batcher.load('cart of a');
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });
});

describe('SessionReader', () => {
  it('finds many callers in one statement, each its own session, none expired, ended or unknown', async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    const now = new Date('2026-11-25T12:00:00Z');
    const users = await Promise.all(
      ['a', 'b', 'c'].map((name, i) =>
        insertUser(
          db,
          {
            email: `${name}@example.com`,
            firstName: name,
            lastName: 'X',
            phone: '3125550100',
            passwordHash: 'x',
            isAdmin: i === 2,
          },
          now,
        ),
      ),
    );
    const [a, b, admin] = await Promise.all(users.map((u) => createSession(db, u.id, now, 7)));
    const expired = await createSession(db, users[0].id, new Date(now.getTime() - 8 * 24 * 3600_000), 7);
    const ended = await createSession(db, users[1].id, now, 7);
    let selects = 0;
    const reader = new SessionReader(
      db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'SelectQueryNode') selects += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    );
    await deleteSession(db, hashToken(ended.token));
    const found = await Promise.all(
      [a, b, admin, expired, ended, { token: 'unknown' }, a].map((s) => reader.find(s.token, now)),
    );
    expect(found).toEqual([
      { userId: users[0].id, email: 'a@example.com', isAdmin: false, tokenHash: hashToken(a.token) },
      { userId: users[1].id, email: 'b@example.com', isAdmin: false, tokenHash: hashToken(b.token) },
      { userId: users[2].id, email: 'c@example.com', isAdmin: true, tokenHash: hashToken(admin.token) },
      null,
      null,
      null,
      { userId: users[0].id, email: 'a@example.com', isAdmin: false, tokenHash: hashToken(a.token) },
    ]);
    // The seven asked for in one turn: one statement.
    expect(selects).toBe(1);
    // A session is judged by the time of its own request.
    expect(await reader.find(a.token, new Date(now.getTime() + 8 * 24 * 3600_000))).toBeNull();
  });
});

describe('CartReads', () => {
  it("reads the carts asked for meanwhile in one statement, each user's own in its order, and a change made before is read", async () => {
    const shop = await createTestShop();
    const shoppers = await Promise.all([0, 1, 2].map(() => shop.signUp()));
    const users = await shop.db.selectFrom('users').select(['id', 'email']).execute();
    const ids = shoppers.map((s) => users.find((u) => u.email === s.user.email)!.id);
    for (const [n, { token }] of shoppers.entries()) {
      for (let q = 1; q <= n + 1; q += 1) {
        // Items told apart by their grids (the same Brix twice would add up into one line).
        const grid = JSON.parse(cartItem().colorMap) as { width: number; height: number; indices: number[] };
        const colorMap = JSON.stringify({ ...grid, indices: grid.indices.map((i) => (i + q) % 40) });
        expect((await shop.post('/api/cart/items', cartItem({ quantity: q, colorMap }), token)).status).toBe(200);
      }
    }
    let selects = 0;
    const db = shop.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode') selects += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const reads = new CartReads(db);
    const carts = await Promise.all([ids[2], ids[0], ids[1], ids[2], 'nobody'].map((id) => reads.get(id)));
    expect(carts.map((cart) => cart.map((item) => item.quantity))).toEqual([[1, 2, 3], [1], [1, 2], [1, 2, 3], []]);
    expect(carts[0]).toEqual((await shop.get('/api/cart', shoppers[2].token)).body.data);
    expect(selects).toBe(1);
    // A read asked for after a change sees it, whatever read is waiting or under way.
    const out = reads.get(ids[0]);
    await shop.db.deleteFrom('cart_items').where('user_id', '=', ids[0]).execute();
    expect((await Promise.all([out, reads.get(ids[0])]))[1]).toEqual([]);
  });
});
