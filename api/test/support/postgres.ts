// PostgreSQL for tests, in process: PGlite (Postgres compiled to WebAssembly) behind kysely's own
// PostgresDialect, through a one-connection pool. Proves the migrations and queries are not SQLite-only.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Database } from '../../src/db/types.ts';

/** A pool of one connection: `connect` waits until the previous holder released it (so transactions never interleave). */
function pgliteClient(pg: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  return {
    options: { max: 1 },
    async connect() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const turn = queue;
      queue = queue.then(() => held);
      await turn;
      const client = {
        async query(sql: string, parameters: readonly unknown[]) {
          const result = await pg.query<Record<string, unknown>>(sql, parameters as unknown[]);
          const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
          return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
        },
        release: () => release(),
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await pg.close();
    },
  };
}

export async function openPglite(): Promise<Kysely<Database>> {
  const pg = await PGlite.create();
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgliteClient(pg) }) });
}
