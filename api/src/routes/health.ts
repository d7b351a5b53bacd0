import { FAILED_JOBS_PAGE, type HealthAnswer } from '@brixilated/shop';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/env.ts';
import { countFailedJobs } from '../db/jobs.ts';

/** A check that has not answered by then counts as down: a load balancer must never wait on a hung dependency. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

async function probe(check: () => Promise<unknown>, onDown: (error: unknown) => void): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
          HEALTH_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (error) {
    onDown(error);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 `{ ok: true, db: "ok", storage: "ok" }` when the database answers a query and
 * the file store can be written; otherwise 503 with the part that is down marked "down". Jobs that gave
 * up after their retry window (api/src/jobs/) add `failedJobs: n` and `failedJobsPage`, the admin's Failed
 * jobs view (each with Retry): the shop still works, an admin must look.
 */
export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const [db, storage] = await Promise.all([
      probe(
        () => sql`select 1`.execute(deps.db),
        (error) => c.get('log').error('Health: the database is down', error),
      ),
      probe(
        () => deps.storage.check(),
        (error) => c.get('log').error('Health: the file storage is down', error),
      ),
    ]);
    const ok = db === 'ok' && storage === 'ok';
    const failedJobs = db === 'ok' ? await countFailedJobs(deps.db).catch(() => 0) : 0;
    return c.json(
      {
        ok,
        db,
        storage,
        ...(failedJobs > 0 ? { failedJobs, failedJobsPage: FAILED_JOBS_PAGE } : {}),
      } satisfies HealthAnswer,
      ok ? 200 : 503,
    );
  });
