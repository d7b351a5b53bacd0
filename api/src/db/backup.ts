// Backups of the shop's database: SQLite through its online backup API (a consistent copy while the
// shop keeps serving), PostgreSQL through pg_dump/pg_restore. Files (pictures, blueprints) are not in
// the database: DATA_DIR or the S3 bucket is backed up by its own means.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqlitePath } from './open.ts';

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** Which database the shop with this environment uses (the same rule as at start-up). */
export function backupTargetFromEnv(env: NodeJS.ProcessEnv): BackupTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: sqlitePath(path.resolve(env.DATA_DIR || './data')) };
}

/** pg_dump and pg_restore of the installed PostgreSQL 15 (they must not be older than the server), else from PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin';
  const candidate = path.join(bin, name);
  return existsSync(candidate) ? candidate : name;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => reject(new Error(`${path.basename(cmd)} could not run: ${error.message}`)));
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The shop's migration table is the sign that a file really is one of its databases. */
function assertShopSqlite(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (row.n !== 1) throw new Error(`${file} is not a Brixilated database backup`);
  } finally {
    db.close();
  }
}

/** Writes a consistent copy of the database to `file` (replaced when it exists). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const destination = path.resolve(file);
  const partial = `${destination}.partial`;
  await rm(partial, { force: true });
  try {
    if (target.kind === 'postgres') {
      // The custom format: compressed, and pg_restore can replace every table in one transaction.
      await run(pgTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        `--dbname=${target.url}`,
      ]);
    } else {
      if (!existsSync(target.file)) throw new Error(`There is no database at ${target.file}`);
      const source = new SQLite(target.file, { fileMustExist: true });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
    }
    await rename(partial, destination);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Replaces the database's content with the backup in `file`. On PostgreSQL every table is dropped
 * and restored in one transaction; on SQLite the backup API copies the file's pages into the live
 * database under its locks. Stop the shop first, so no request writes between the restore and the restart.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`There is no backup at ${source}`);
  if (target.kind === 'postgres') {
    await run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.url}`,
      source,
    ]);
    return;
  }
  assertShopSqlite(source);
  const backup = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target.file);
  } finally {
    backup.close();
  }
}
