import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.ts';

/**
 * Opens (or creates) the SQLite database: WAL journal, foreign keys enforced. `:memory:` for tests.
 * synchronous=FULL: every commit is on the disk before it returns, so a paid order the shop has answered
 * for (or a webhook it has acknowledged) survives a power loss; NORMAL could lose the last commits.
 */
export function openSqlite(filename: string): Kysely<Database> {
  const sqlite = new SQLite(filename);
  if (filename !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
