// Which database the suite runs on, proved by asking it: SQLite in the `api` project, the PostgreSQL 15
// server the run started in `api-postgres`; and DATABASE_URL choosing between them at start-up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseFromEnv, isDatabaseUnavailable, DatabaseUnavailableError, openSqlite } from '../src/db/open.ts';
import { createTestShop } from './support/app.ts';
import { onPostgres } from './support/database.ts';

describe('the test database', () => {
  it(`is ${onPostgres() ? 'PostgreSQL 15' : 'SQLite'}, migrated and seeded`, async () => {
    const shop = await createTestShop();
    if (onPostgres()) {
      const { rows } = await sql<{ version: string }>`select version() as version`.execute(shop.db);
      expect(rows[0].version).toMatch(/^PostgreSQL 15\./);
    } else {
      const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(shop.db);
      expect(rows[0].version).toMatch(/^3\./);
    }
    // Counts come back as numbers on both.
    const count = await shop.db
      .selectFrom('sizes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(9);
    expect((await shop.get('/api/coupon/welcome10')).body.data.display).toBe('10% off');
  });
});

describe('DATABASE_URL', () => {
  it('picks PostgreSQL for a postgres:// URL and SQLite in DATA_DIR without one', async () => {
    const pg = databaseFromEnv({ DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/brix' }, '/tmp/unused');
    expect(pg.kind).toBe('postgres');
    expect(pg.description).toBe('PostgreSQL at 127.0.0.1:1/brix'); // never the password
    // Nothing listens on port 1: the query fails at once as "unavailable", not as a bug.
    const error = await sql`select 1`.execute(pg.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await pg.db.destroy();
    const dir = await mkdtemp(path.join(tmpdir(), 'brix-open-'));
    const sqlite = databaseFromEnv({}, dir);
    expect(sqlite.kind).toBe('sqlite');
    expect(sqlite.description).toBe(`SQLite at ${dir}/brixilated.sqlite`);
    await sqlite.db.destroy();
    await rm(dir, { recursive: true, force: true });
    expect(() => databaseFromEnv({ DATABASE_URL: 'mysql://x' }, '/tmp')).toThrow(/postgres:\/\//);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' })),
    ).toBe(false);
  });
});

describe('SQLite shared by several processes', () => {
  it('takes the write lock when a transaction begins, so a transaction that reads first never finds the file changed under it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brix-lock-'));
    const file = path.join(dir, 'shared.sqlite');
    const shop = openSqlite(file);
    // Another process's connection to the same file, which would refuse at once instead of waiting.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table t (n integer)`.execute(shop);
      const seen = await shop.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(trx);
        // The transaction has only read, yet nobody else can write until it ends.
        expect(() => other.exec('insert into t values (1)')).toThrow(/database is locked/);
        await sql`insert into t values (2)`.execute(trx);
        return rows[0].n;
      });
      expect(seen).toBe(0);
      other.exec('insert into t values (3)');
      expect(other.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
    } finally {
      other.close();
      await shop.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('waits for a lock another process holds without stopping its own event loop, then writes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brix-lock-'));
    const file = path.join(dir, 'shared.sqlite');
    const shop = openSqlite(file);
    const other = new SQLite(file);
    try {
      await sql`create table t (n integer)`.execute(shop);
      // The other process holds the write lock for 400 ms (as a long transaction would).
      other.exec('begin immediate');
      setTimeout(() => other.exec('commit'), 400);
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 10);
      const started = Date.now();
      await sql`insert into t values (1)`.execute(shop);
      clearInterval(ticker);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      // A blocking wait (SQLite's own busy timeout) would have let no timer run until the lock was free.
      expect(ticks).toBeGreaterThanOrEqual(10);
      expect(other.prepare('select count(*) as n from t').get()).toEqual({ n: 1 });
    } finally {
      other.close();
      await shop.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
