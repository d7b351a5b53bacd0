// The real shop (`api/src/main.ts`) with two worker processes (WEB_CONCURRENCY=2) on the test database: a file
// on SQLite (the api project) or PostgreSQL (api-postgres), so the requests of one test land on both workers.
// The fault tests start it before their tests and stop it after them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { startShop, type RunningShop } from '../../../scripts/lib/server.mjs';
import type { Database } from '../../src/db/types.ts';
import { openTestDatabaseWithEnv } from './database.ts';
import { httpShop, type HttpShop } from './http-shop.ts';

export interface TwoWorkerShop {
  shop: RunningShop;
  http: HttpShop;
  /** The shop's database, opened beside it. */
  db: Kysely<Database>;
  /** The process ids of the workers that started listening, in that order (a replacement comes last). */
  workerPids(): number[];
  /** Waits until `check` holds; after `ms` it fails, naming `what`, with the shop's log. */
  until(what: string, check: () => boolean | Promise<boolean>, ms?: number): Promise<void>;
}

/**
 * Registers the file's beforeAll (the database, the shop in a fresh DATA_DIR named from `tag`, both workers
 * listening) and afterAll (the shop stopped, the folder removed); the answer is filled in by the time the tests run.
 */
export function useTwoWorkerShop(tag: string): TwoWorkerShop {
  let dataDir = '';
  const two = {
    workerPids: () =>
      [...two.shop.log().matchAll(/listening on [^,]+, worker (\d+)\)/g)].map((match) => Number(match[1])),
    until: async (what, check, ms = 30_000) => {
      const deadline = Date.now() + ms;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms:\n${two.shop.log()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  } as TwoWorkerShop;

  beforeAll(async () => {
    const opened = await openTestDatabaseWithEnv({ onDisk: true });
    two.db = opened.db;
    dataDir = await mkdtemp(path.join(tmpdir(), `brix-${tag}-`));
    // DATA_DIR holds the SQLite file on SQLite (opened.env names it), the outbox and the pictures on both.
    two.shop = await startShop({
      DATA_DIR: dataDir,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ...opened.env,
      WEB_CONCURRENCY: '2',
      TRUST_PROXY: '1',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
    });
    two.http = httpShop(two.shop.url);
    await two.until('two workers listening', () => two.workerPids().length === 2, 60_000);
  }, 120_000);

  afterAll(async () => {
    await two.shop?.stop({ graceMs: 8000 });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return two;
}
