// The database a test shop runs on: a fresh in-memory SQLite, or, in the `api-postgres` project, a
// fresh PostgreSQL database cloned from the migrated template on the run's own server
// (support/postgres-server.ts). Databases a test opened are closed and dropped after it
// (support/database-cleanup.ts), those opened in beforeAll after the file.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, openSqlite, sqlitePath } from '../../src/db/open.ts';
import type { Database } from '../../src/db/types.ts';

export const TEMPLATE_DATABASE = 'brix_template';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The PostgreSQL server of this run, or null on SQLite. */
export function testPostgresUrl(): string | null {
  return inject('postgresUrl') ?? null;
}

export const onPostgres = (): boolean => testPostgresUrl() !== null;

interface Opened {
  db: Kysely<Database>;
  name: string | null;
  /** A temporary folder holding an on-disk SQLite database. */
  dir?: string;
  inTest: boolean;
}
const opened: Opened[] = [];
/** Apps made by test shops: closed (their job runner, housekeeping and blueprint threads) before their databases. */
const apps: Array<{ close: () => Promise<void>; inTest: boolean }> = [];
let insideTest = false;
let admin: pg.Pool | null = null;

function adminPool(serverUrl: string): pg.Pool {
  admin ??= new pg.Pool({ connectionString: serverUrl, max: 2 });
  return admin;
}

/** A new, empty-but-migrated (on PostgreSQL) or empty (SQLite) database for one test shop. */
export async function openTestDatabase(): Promise<Kysely<Database>> {
  return (await openTestDatabaseWithEnv({ onDisk: false })).db;
}

/**
 * A fresh database and the environment that points the shop's commands at it: DATABASE_URL on
 * PostgreSQL, DATA_DIR (a temporary folder holding brixilated.sqlite) on SQLite, or none for an
 * in-memory SQLite database.
 */
export async function openTestDatabaseWithEnv({
  onDisk,
}: {
  onDisk: boolean;
}): Promise<{ db: Kysely<Database>; env: Record<string, string> }> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const dir = onDisk ? await mkdtemp(path.join(tmpdir(), 'brix-sqlite-')) : undefined;
    const db = openSqlite(dir ? sqlitePath(dir) : ':memory:');
    opened.push({ db, name: null, dir, inTest: insideTest });
    return { db, env: dir ? { DATA_DIR: dir } : {} };
  }
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminPool(serverUrl).query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`);
  const url = databaseUrl(serverUrl, name);
  const db = openPostgres(url, { max: 4 });
  opened.push({ db, name, inTest: insideTest });
  return { db, env: { DATABASE_URL: url } };
}

/** Closes an app with the databases of the test (or file) that made it. */
export function closeWithTestDatabases(close: () => Promise<void>): void {
  apps.push({ close, inTest: insideTest });
}

export function markTestStarted(): void {
  insideTest = true;
}

/** Closes (and on PostgreSQL drops) the databases opened during the test, or all when `all`. */
export async function closeTestDatabases(all: boolean): Promise<void> {
  insideTest = false;
  const closingApps = apps.filter((entry) => all || entry.inTest);
  apps.splice(0, apps.length, ...apps.filter((entry) => !closingApps.includes(entry)));
  await Promise.allSettled(closingApps.map((entry) => entry.close()));
  const closing = opened.filter((entry) => all || entry.inTest);
  opened.splice(0, opened.length, ...opened.filter((entry) => !closing.includes(entry)));
  const serverUrl = testPostgresUrl();
  for (const entry of closing) {
    await entry.db.destroy().catch(() => {});
    if (entry.name && serverUrl) await adminPool(serverUrl).query(`DROP DATABASE IF EXISTS ${entry.name} WITH (FORCE)`);
    if (entry.dir) await rm(entry.dir, { recursive: true, force: true });
  }
  if (all && admin) {
    await admin.end();
    admin = null;
  }
}
