// The rate limiter's counters live in the database, so every API process of one shop counts together.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openSqlite } from '../src/db/open.ts';
import { DatabaseRateLimiter } from '../src/http/rate-limit.ts';
import { TestClock } from './support/app.ts';
import { openTestDatabase } from './support/database.ts';

async function limiterPair() {
  // SQLite in the api project, PostgreSQL in api-postgres: the same statements must count atomically on both.
  const db = await openTestDatabase();
  await migrateToLatest(db);
  const clock = new TestClock();
  // Two limiters on one database stand for two API processes.
  return { db, clock, a: new DatabaseRateLimiter(db, clock.now), b: new DatabaseRateLimiter(db, clock.now) };
}

const limit = { max: 10, windowMs: 15 * 60_000 };

describe('DatabaseRateLimiter', () => {
  it('lets exactly max of many parallel hits through, counted across processes', async () => {
    const { a, b } = await limiterPair();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('login:x', limit)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await a.hit('login:other', limit)).toBe(true);
  });

  it('counts several keys in one step, each against its own limit, atomically across processes', async () => {
    const { a, b } = await limiterPair();
    const calls = { max: 5, windowMs: 60_000 };
    const bytes = { max: 1_000, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).hitAll([
          { key: 'calls', limit: calls },
          { key: 'bytes', limit: bytes, weight: 100 },
        ]),
      ),
    );
    // Exactly five within the call limit; the bytes (100 a call) stay within 1,000 for the first ten.
    expect(results.filter(([c]) => c)).toHaveLength(5);
    expect(results.filter(([, b]) => b)).toHaveLength(10);
    expect(await a.hitAll([{ key: 'other', limit: calls }])).toEqual([true]);
    await expect(
      a.hitAll([
        { key: 'k', limit: calls },
        { key: 'k', limit: calls },
      ]),
    ).rejects.toThrow(/once/);
  });

  it('counts the hits of requests made while a statement is out in one statement, judging each as if counted alone in turn', async () => {
    const { db, clock } = await limiterPair();
    let inserts = 0;
    const counting = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') inserts += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const limiter = new DatabaseRateLimiter(counting, clock.now);
    // The 30 made in one turn go in one statement, judged in the order they were made.
    const calls = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('burst', limit)));
    expect(calls).toEqual([...Array(10).fill(true), ...Array(20).fill(false)]);
    expect(inserts).toBe(1);
    // Weighted hits on a shared counter and a counter of each request's own: each judged by the running total,
    // which counts refused hits too (as separate statements would).
    const bytes = { max: 1_000, windowMs: 60_000 };
    const weighed = await Promise.all(
      [400, 300, 200, 300, 100].map((weight, i) =>
        limiter.hitAll([
          { key: 'bytes', limit: bytes, weight },
          { key: `own-${i}`, limit },
        ]),
      ),
    );
    expect(weighed).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, true],
      [false, true],
    ]);
    expect(inserts).toBe(2);
    expect(
      (await db.selectFrom('rate_limits').select('hits').where('key', '=', 'bytes').executeTakeFirstOrThrow()).hits,
    ).toBe(1_300);
  });

  it("keeps a counter of huge weights below the column's range, so other requests' hits sharing its statement still count", async () => {
    const { a } = await limiterPair();
    const bytes = { max: 60 * 1024 * 1024, windowMs: 10 * 60_000 };
    // A client declaring 1.5 GB bodies, again and again: refused, and never an integer overflow (PostgreSQL's
    // integer column ends at 2^31 - 1), so the hits counted in the same statement are judged as usual.
    for (let round = 0; round < 3; round += 1) {
      const [huge, other] = await Promise.all([
        a.hit('bytes:greedy', bytes, 1_500_000_000),
        a.hit(`login:someone-${round}`, limit),
      ]);
      expect(huge).toBe(false);
      expect(other).toBe(true);
    }
    // At its cap the counter refuses even the smallest hit.
    expect(await a.hit('bytes:greedy', bytes, 1)).toBe(false);
  });

  it('opens a new window when the old one ends, and reset forgets a key', async () => {
    const { a, clock } = await limiterPair();
    for (let i = 0; i < 10; i++) expect(await a.hit('k', limit)).toBe(true);
    expect(await a.hit('k', limit)).toBe(false);
    clock.advance(limit.windowMs);
    expect(await a.hit('k', limit)).toBe(true);
    for (let i = 0; i < 20; i++) await a.hit('k', limit);
    await a.reset('k');
    expect(await a.hit('k', limit)).toBe(true);
  });

  it('sweeps ended windows only', async () => {
    const { a, db, clock } = await limiterPair();
    await a.hit('short', { max: 5, windowMs: 60_000 });
    await a.hit('long', { max: 5, windowMs: 60 * 60_000 });
    clock.advance(2 * 60_000);
    expect(await a.sweep()).toBe(1);
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['long']);
  });

  it('writes SQLite counters without a disk flush each, and leaves every other write flushed (synchronous=FULL)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brix-limits-'));
    const db = openSqlite(path.join(dir, 'shop.sqlite'));
    try {
      await migrateToLatest(db);
      // Notes the setting in force as each counter is written (0 OFF, 1 NORMAL, 2 FULL).
      await sql`create table sync_seen (level integer)`.execute(db);
      await sql`create trigger note_sync after insert on rate_limits begin insert into sync_seen select synchronous from pragma_synchronous(); end`.execute(
        db,
      );
      const limiter = new DatabaseRateLimiter(db, new TestClock().now);
      expect(await limiter.hit('a', limit)).toBe(true);
      expect(await limiter.hit('b', limit)).toBe(true);
      expect((await sql<{ level: number }>`select level from sync_seen`.execute(db)).rows.map((r) => r.level)).toEqual([
        1, 1,
      ]);
      // Everything else (orders, payments) is flushed at every commit again.
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0].synchronous).toBe(2);
      expect(await limiter.hit('a', limit)).toBe(true);
      expect(
        (await db.selectFrom('rate_limits').select('hits').where('key', '=', 'a').executeTakeFirstOrThrow()).hits,
      ).toBe(2);
    } finally {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
