import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.ts';

/** Opens (or creates) the SQLite database: WAL journal, foreign keys enforced. `:memory:` for tests. */
export function openSqlite(filename: string): Kysely<Database> {
  const sqlite = new SQLite(filename);
  if (filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
