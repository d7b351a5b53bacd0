// Which database the suite runs on, proved by asking it: SQLite in the `api` project, the PostgreSQL 15
// server the run started in `api-postgres`; and DATABASE_URL choosing between them at start-up.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseFromEnv, isDatabaseUnavailable, DatabaseUnavailableError } from '../src/db/open.ts';
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
    const count = await shop.db.selectFrom('sizes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
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
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
