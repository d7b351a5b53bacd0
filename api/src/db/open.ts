import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

/** How long in all a statement waits for SQLite's write lock (other processes of the shop hold it briefly). */
export const SQLITE_LOCK_WAIT_MS = 5_000;
/**
 * How long SQLite itself may wait for the lock inside one call. better-sqlite3 is synchronous: while it waits,
 * the process's event loop waits too (no other request is answered), so it waits only briefly and the rest of
 * the wait is done by sleeping asynchronously between tries (see ShopSqliteConnection).
 */
const SQLITE_BLOCKING_WAIT_MS = 5;

/**
 * Opens (or creates) the SQLite database: WAL journal, foreign keys enforced. `:memory:` for tests.
 * synchronous=FULL: every commit is on the disk before it returns, so a paid order the shop has answered for
 * (or a webhook it has acknowledged) survives a power loss; NORMAL could lose the last commits. (The rate-limit
 * counters are the one exception: `withoutWaitingForDisk`.)
 */
export function openSqlite(filename: string, wrap: WrapDialect = (d) => d): Kysely<Database> {
  const sqlite = new SQLite(filename);
  if (filename !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BLOCKING_WAIT_MS}`);
  return new Kysely<Database>({ dialect: wrap(new ShopSqliteDialect(sqlite)) });
}

/**
 * Runs `work` on the database's one connection with SQLite's synchronous=NORMAL, then FULL again: in WAL mode
 * its commits are not flushed to the disk one by one (about 4 ms each on this machine's disk, during which the
 * event loop waits), only at the next checkpoint or FULL commit. A power cut may forget them, never corrupt the
 * file. For writes that may be lost (rate-limit counters); anything else stays FULL. On PostgreSQL (asynchronous:
 * nothing blocks the event loop) `work` simply runs.
 */
export async function withoutWaitingForDisk<T>(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = full`.execute(connection);
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one connection of a process to the SQLite file. Statements are prepared once and kept (the shop runs
 * the same few hundred statements over and over), and a statement that finds the write lock taken by another
 * process (SQLITE_BUSY, after SQLite's own 5 ms) is tried again after an asynchronous pause of 2, 4, 8 ... up to
 * 50 ms, for SQLITE_LOCK_WAIT_MS in all: the event loop keeps answering other requests meanwhile. A statement
 * refused with SQLITE_BUSY has done nothing, so trying it again is safe; after the whole wait the error goes up
 * (503 DB_UNAVAILABLE).
 */
class ShopSqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(private readonly sqlite: SQLite.Database) {}

  private prepare(text: string): SQLite.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.sqlite.prepare(text);
      // Bounded: statements built with a varying number of values (IN lists, bulk inserts) are not kept forever.
      if (this.statements.size >= 500) this.statements.clear();
      this.statements.set(text, statement);
    }
    return statement;
  }

  private runOnce<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const { sql: text, parameters } = compiledQuery;
    const statement = this.prepare(text);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    };
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = Date.now() + SQLITE_LOCK_WAIT_MS;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return this.runOnce<R>(compiledQuery);
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() + pause > giveUpAt) throw error;
      }
      await sleep(pause * (0.75 + Math.random() / 2));
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.prepare(compiledQuery.sql);
    if (!statement.reader) throw new Error('SQLite streams only statements that answer rows');
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }
}

const isSqliteBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/**
 * Kysely's SQLite driver (one connection, one statement at a time, a transaction holding it) with the connection
 * above, and transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE). A plain BEGIN reads
 * first and asks for the lock at its first write; with several processes on one file (WEB_CONCURRENCY) another
 * process may have written in between, and SQLite then refuses at once (SQLITE_BUSY, no waiting): two customers
 * paying at the same moment made one of them fail.
 */
class ShopSqliteDriver extends SqliteDriver {
  private readonly connection: ShopSqliteConnection;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.connection = new ShopSqliteConnection(sqlite);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await super.acquireConnection();
    return this.connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ShopSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new ShopSqliteDriver(this.sqlite);
  }
}

// COUNT(*) and other bigints arrive as text by default; the shop's counts are far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface PostgresOptions {
  /** Connections per process (default 10). */
  max?: number;
  /** Where a dropped idle connection is reported (the pool replaces it on the next query). */
  onError?: (error: Error) => void;
  /** What the dialect is wrapped in (traces record its queries). */
  wrapDialect?: WrapDialect;
}

/** Gives the dialect a database opens with, or one that wraps it (traces record its queries). */
export type WrapDialect = (dialect: Dialect) => Dialect;

/**
 * A pool of connections to PostgreSQL. A server that is down or restarting fails a query within
 * seconds (connect and query time-outs) instead of leaving the request hanging, and a connection the
 * server dropped is discarded, so the shop recovers by itself when the server is back.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Kysely<Database> {
  return postgresDatabase(url, options).db;
}

/** openPostgres's database, and its pool's connection counts now (for the metrics). */
export function postgresDatabase(
  url: string,
  options: PostgresOptions = {},
): { db: Kysely<Database>; poolCounts: () => { total: number; idle: number; waiting: number } } {
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
  return {
    db: new Kysely<Database>({ dialect: (options.wrapDialect ?? ((d) => d))(new PostgresDialect({ pool: marked })) }),
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Socket errors of a connection that was open: the server or the network between went away. */
const LOST_SOCKET: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH']);

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
  wrapDialect?: WrapDialect,
): {
  db: Kysely<Database>;
  kind: DatabaseKind;
  description: string;
  /** PostgreSQL's pool's connection counts (SQLite has one connection and no pool). */
  poolCounts?: () => { total: number; idle: number; waiting: number };
} {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite in DATA_DIR)');
    const shown = new URL(url);
    return {
      ...postgresDatabase(url, { onError, wrapDialect }),
      kind: 'postgres',
      description: `PostgreSQL at ${shown.hostname}:${shown.port || 5432}${shown.pathname}`,
    };
  }
  const file = sqlitePath(dataDir);
  return { db: openSqlite(file, wrapDialect), kind: 'sqlite', description: `SQLite at ${file}` };
}

export const sqlitePath = (dataDir: string): string => path.join(dataDir, 'brixilated.sqlite');

// SQLSTATE classes of a server going away: connection exceptions (08), shutting down or starting up
// (57P01-57P03), too many connections (53300); and SQLite waiting too long for a lock.
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);
// What pg says when the server drops a connection that was already open.
const DROPPED_CONNECTION = /^(Connection terminated|Query read timeout|Client has encountered a connection error)/;

/** Whether an error means "the database cannot be reached right now" rather than a bug or a bad query. */
/** Whether `db` speaks PostgreSQL (else SQLite). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const isPgError = error instanceof pg.DatabaseError;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || (isPgError && code.startsWith('08')))) return true;
  return DROPPED_CONNECTION.test(error.message);
}
