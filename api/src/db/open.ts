import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
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
  return new Kysely<Database>({ dialect: new WritingSqliteDialect({ database: sqlite }) });
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), waiting for it up to the busy
 * timeout. A plain BEGIN reads first and asks for the lock at its first write; with several processes on
 * one file (WEB_CONCURRENCY) another process may have written in between, and SQLite then refuses at once
 * (SQLITE_BUSY, no waiting): two customers paying at the same moment made one of them fail.
 */
class WritingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WritingSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WritingSqliteDriver(this.settings);
  }
}

// COUNT(*) and other bigints arrive as text by default; the shop's counts are far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface PostgresOptions {
  /** Connections per process (default 10). */
  max?: number;
  /** Where a dropped idle connection is reported (the pool replaces it on the next query). */
  onError?: (error: Error) => void;
}

/**
 * A pool of connections to PostgreSQL. A server that is down or restarting fails a query within
 * seconds (connect and query time-outs) instead of leaving the request hanging, and a connection the
 * server dropped is discarded, so the shop recovers by itself when the server is back.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 30_000,
    application_name: 'brixilated',
  });
  // A connection the server closes (a restart, an administrator) emits 'error': an idle one on the pool, one
  // handed out on the connection itself, where pg has no listener of its own. Unheard, either ends the
  // process; heard, the connection is dropped when it is handed back and its next query fails as unavailable.
  const reported = new WeakSet<Error>();
  const dropped = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    options.onError?.(error);
  };
  pool.on('error', dropped);
  pool.on('connect', (client) => {
    client.on('error', dropped);
    markLostConnection(client);
  });
  // A connection that cannot be made is marked here, so it is told apart from, say, a mail server's refusal.
  const marked: PostgresPool = {
    connect: async () => {
      try {
        return (await pool.connect()) as unknown as PostgresPoolClient;
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },
    end: () => pool.end(),
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: marked }) });
}

/** Socket errors of a connection that was open: the server or the network between went away. */
const LOST_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * A query whose connection is cut (a reset mid-query) fails with a plain socket error that could come from
 * anywhere (a mail server too); this connection's queries mark theirs as the database being unavailable.
 */
function markLostConnection(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      throw typeof code === 'string' && LOST_SOCKET.has(code) ? new DatabaseUnavailableError(error) : error;
    });
  };
}

/** The database server could not be reached (refused, timed out, starting up or shutting down). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export type DatabaseKind = 'sqlite' | 'postgres';

/** PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite at DATA_DIR/brixilated.sqlite. */
export function databaseFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  onError?: (error: Error) => void,
): { db: Kysely<Database>; kind: DatabaseKind; description: string } {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite in DATA_DIR)');
    const shown = new URL(url);
    return { db: openPostgres(url, { onError }), kind: 'postgres', description: `PostgreSQL at ${shown.hostname}:${shown.port || 5432}${shown.pathname}` };
  }
  const file = sqlitePath(dataDir);
  return { db: openSqlite(file), kind: 'sqlite', description: `SQLite at ${file}` };
}

export const sqlitePath = (dataDir: string): string => path.join(dataDir, 'brixilated.sqlite');

// SQLSTATE classes of a server going away: connection exceptions (08), shutting down or starting up
// (57P01-57P03), too many connections (53300); and SQLite waiting too long for a lock.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);
// What pg says when the server drops a connection that was already open.
const DROPPED_CONNECTION = /^(Connection terminated|Query read timeout|Client has encountered a connection error)/;

/** Whether an error means "the database cannot be reached right now" rather than a bug or a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const isPgError = error instanceof pg.DatabaseError;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || (isPgError && code.startsWith('08')))) return true;
  return DROPPED_CONNECTION.test(error.message);
}
