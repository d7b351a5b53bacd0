// The durable job queue (api/src/jobs/): written in the caller's transaction, claimed atomically under a
// lease by any number of runners, retried with backoff for 24 hours, then `failed` and shown on /api/health.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, sqlitePath } from '../src/db/open.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';
import {
  enqueueJobs,
  retryDelayMs,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_WINDOW_MS,
  type NewJob,
} from '../src/db/jobs.ts';
import { JobRunner, type JobHandlers, type JobRow } from '../src/jobs/runner.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { createTestShop, TestClock } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';
import { onPostgres, openTestDatabase, openTestDatabaseWithEnv } from './support/database.ts';
import { problemLog } from './support/log.ts';

const extraDbs: Kysely<Database>[] = [];
afterEach(async () => {
  for (const db of extraDbs.splice(0)) await db.destroy();
});

const confirmation = (n: number): NewJob => ({
  kind: 'confirmation-email',
  payload: { orderNumber: String(n).padStart(8, '0') },
  dedupeKey: `confirmation:${n}`,
});

/** Handlers that record each run's job id (and may fail or wait), for every kind. */
function recording(run: (job: JobRow) => Promise<void> = async () => {}): {
  handlers: JobHandlers;
  ran: string[];
  by: string[];
} {
  const ran: string[] = [];
  const by: string[] = [];
  const handler = async (_payload: unknown, job: JobRow) => {
    ran.push(job.id);
    by.push(job.locked_by ?? '');
    await run(job);
  };
  return {
    handlers: {
      'confirmation-email': handler,
      'tracking-email': handler,
      'cancel-email': handler,
      'refund-email': handler,
      'reset-email': handler,
      'stock-alert-email': handler,
      blueprint: handler,
    },
    ran,
    by,
  };
}

const jobs = (db: Kysely<Database>) => db.selectFrom('jobs').selectAll().orderBy('dedupe_key').execute();

describe('writing jobs', () => {
  it('a rolled-back change leaves no job; a committed one has its jobs, each key once', async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    const now = new Date('2026-11-21T12:00:00.000Z');
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueJobs(trx, [confirmation(1)], now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs(db)).toEqual([]);

    await db.transaction().execute((trx) => enqueueJobs(trx, [confirmation(1), confirmation(1), confirmation(2)], now));
    await enqueueJobs(db, [confirmation(2)], now);
    expect((await jobs(db)).map((j) => [j.dedupe_key, j.state, j.attempts])).toEqual([
      ['confirmation:1', 'pending', 0],
      ['confirmation:2', 'pending', 0],
    ]);
  });

  it('an order whose jobs cannot be written is not placed: the payment stays unpaid and can be confirmed again', async () => {
    const shop = await createCheckoutShop();
    try {
      const { token } = await shop.customerWithCart();
      const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
      if (onPostgres()) {
        await sql`CREATE FUNCTION jobs_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk I/O error'; END $$ LANGUAGE plpgsql`.execute(
          shop.db,
        );
        await sql`CREATE TRIGGER jobs_fail BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_fail()`.execute(
          shop.db,
        );
      } else {
        await sql`CREATE TRIGGER jobs_fail BEFORE INSERT ON jobs BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(
          shop.db,
        );
      }
      const card = {
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      };
      const failed = await shop.post('/api/payment/confirm', { id: created.body.id, ...card }, token);
      expect(failed.status).toBe(500);
      expect(await shop.orderCount()).toBe(0);
      expect(await jobs(shop.db)).toEqual([]);

      await sql`DROP TRIGGER jobs_fail${onPostgres() ? sql` ON jobs` : sql``}`.execute(shop.db);
      const again = await shop.post('/api/payment/confirm', { id: created.body.id, ...card }, token);
      expect(again.body.status).toBe('succeeded');
      expect((await jobs(shop.db)).map((j) => j.kind).sort()).toEqual(['blueprint', 'confirmation-email']);
      expect(await shop.runJobs()).toBe(2);
      expect(shop.mailer.sent.map((m) => m.subject)).toEqual([`Your Brixilated order ${again.body.order.orderNumber}`]);
    } finally {
      await shop.cleanup();
    }
  });
});

describe('running jobs', () => {
  it('two runners on their own connections racing over many jobs run each exactly once', async () => {
    const { db, env } = await openTestDatabaseWithEnv({ onDisk: true });
    await migrateToLatest(db);
    // A second connection (pool) to the same database, as a second process has.
    const other = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 4 }) : openSqlite(sqlitePath(env.DATA_DIR));
    extraDbs.push(other);
    const clock = new TestClock();
    const count = 60;
    await enqueueJobs(
      db,
      Array.from({ length: count }, (_, i) => confirmation(i)),
      clock.now(),
    );
    const { handlers, ran, by } = recording(() => new Promise((resolve) => setTimeout(resolve, Math.random() * 3)));
    const runners = [
      new JobRunner({ db, handlers, clock: clock.now, log: problemLog(), name: 'a' }),
      new JobRunner({ db: other, handlers, clock: clock.now, log: problemLog(), name: 'b' }),
    ];
    // Three slots in each runner, all claiming at once.
    const runs = await Promise.all(runners.flatMap((runner) => [runner.runDue(), runner.runDue(), runner.runDue()]));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(count);
    expect(ran).toHaveLength(count);
    expect(new Set(ran).size).toBe(count);
    const rows = await jobs(db);
    expect(rows.every((j) => j.state === 'done' && j.attempts === 1 && j.locked_by === null)).toBe(true);
    // Both took part: the claims interleaved.
    expect(new Set(by)).toEqual(new Set(['a', 'b']));
    // A done job never runs again, whenever asked.
    clock.advance(RETRY_WINDOW_MS * 2);
    expect(await runners[0].runDue()).toBe(0);
    expect(await runners[1].runDue()).toBe(0);
  });

  it('a failed run is retried with growing, capped, jittered delays for 24 hours, then `failed`, logged and counted on /api/health', async () => {
    const log: string[] = [];
    let fail = true;
    const delivered: MailMessage[] = [];
    const shop = await createTestShop({
      mailer: { send: async (m) => (fail ? Promise.reject(new Error('mail server down')) : void delivered.push(m)) },
      extra: { log: problemLog((message) => log.push(message)), jobs: { random: () => 0.5 } },
    });
    await shop.signUp({ email: 'retry@example.com' });
    expect((await shop.get('/api/user/forgot/retry@example.com')).status).toBe(200);
    const [written] = await jobs(shop.db);
    const created = Date.parse(written.created_at);

    const delays: number[] = [];
    for (;;) {
      expect(await shop.runJobs()).toBe(1);
      const [job] = await jobs(shop.db);
      if (job.state === 'failed') break;
      expect(job.state).toBe('pending');
      const delay = Date.parse(job.run_at) - shop.clock.current.getTime();
      delays.push(delay);
      // Not due before its time ...
      shop.clock.advance(delay - 1);
      expect(await shop.runJobs()).toBe(0);
      // ... and due then.
      shop.clock.advance(1);
    }
    // random 0.5 is the middle of the +-25 % jitter: the plain exponential series, capped.
    expect(delays.slice(0, 4)).toEqual([RETRY_BASE_MS, 2 * RETRY_BASE_MS, 4 * RETRY_BASE_MS, 8 * RETRY_BASE_MS]);
    expect(Math.max(...delays)).toBe(RETRY_CAP_MS);
    const [failed] = await jobs(shop.db);
    expect(failed.attempts).toBe(delays.length + 1);
    expect(failed.last_error).toBe('mail server down');
    // Given up only after the 24 hours, and not much later than the last capped delay past them.
    const gaveUpAt = shop.clock.current.getTime();
    expect(gaveUpAt - created).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(gaveUpAt - created).toBeLessThan(RETRY_WINDOW_MS + RETRY_CAP_MS);
    expect(log.at(-1)).toMatch(/failed \d+ times since .*; given up/);
    // (This test shop has no file store, so health's `ok` is false here; the job count is what is checked.)
    expect((await shop.get('/api/health')).body).toMatchObject({ db: 'ok', failedJobs: 1 });

    // A failed job stays failed ...
    shop.clock.advance(RETRY_WINDOW_MS);
    expect(await shop.runJobs()).toBe(0);
    fail = false;
    // ... and the same change written again queues it afresh (a tracking number saved again, say).
    await enqueueJobs(
      shop.db,
      [{ kind: 'reset-email', payload: JSON.parse(failed.payload), dedupeKey: failed.dedupe_key }],
      shop.clock.now(),
    );
    expect(await shop.runJobs()).toBe(1);
    expect(delivered.map((m) => m.to)).toEqual(['retry@example.com']);
    expect((await shop.get('/api/health')).body).not.toHaveProperty('failedJobs');
  });

  it('spreads retries: the jitter keeps each delay within 25 % of the series', () => {
    for (let attempts = 1; attempts < 40; attempts++) {
      const plain = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
      expect(retryDelayMs(attempts, () => 0)).toBe(Math.round(plain * 0.75));
      expect(retryDelayMs(attempts, () => 0.999999)).toBeLessThanOrEqual(Math.round(plain * 1.25));
    }
  });

  it('a lease held by a runner that died runs out, and another runner takes the job', async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    const clock = new TestClock();
    await enqueueJobs(db, [confirmation(7)], clock.now());
    const { handlers, ran } = recording();
    const dead = new JobRunner({ db, handlers, clock: clock.now, log: problemLog(), name: 'dead', leaseMs: 60_000 });
    const alive = new JobRunner({ db, handlers, clock: clock.now, log: problemLog(), name: 'alive', leaseMs: 60_000 });
    // Claimed, then the process is killed before it runs or marks the job.
    const claimed = await dead.claim();
    expect(claimed).toMatchObject({ locked_by: 'dead', attempts: 1 });
    expect(await alive.runDue()).toBe(0);
    clock.advance(59_999);
    expect(await alive.runDue()).toBe(0);
    clock.advance(1);
    expect(await alive.runDue()).toBe(1);
    expect(ran).toEqual([claimed!.id]);
    expect(await jobs(db)).toMatchObject([{ state: 'done', attempts: 2, locked_by: null }]);
  });

  it('a started runner runs a job right after the change that wrote it; stop lets the job under way finish and claims no more', async () => {
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const delivered: MailMessage[] = [];
    const shop = await createTestShop({
      mailer: {
        async send(message) {
          await gate;
          delivered.push(message);
        },
      },
      // A slow poll: the nudge after the request is what starts the job.
      extra: { jobs: { pollMs: 60_000 }, log: problemLog((message) => log.push(message)) },
    });
    shop.app.jobs.start();
    await shop.signUp({ email: 'nudge@example.com' });
    expect((await shop.get('/api/user/forgot/nudge@example.com')).status).toBe(200);
    while ((await jobs(shop.db))[0]?.locked_by !== shop.app.jobs.name)
      await new Promise((resolve) => setTimeout(resolve, 5));

    let stopped = false;
    const stopping = shop.app.jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(delivered.map((m) => m.to)).toEqual(['nudge@example.com']);
    expect(await jobs(shop.db)).toMatchObject([{ state: 'done' }]);

    // Stopped: a new job waits for another process (or the next start).
    expect((await shop.get('/api/user/forgot/nudge@example.com')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await jobs(shop.db)).map((j) => j.state).sort()).toEqual(['done', 'pending']);
    expect(delivered).toHaveLength(1);
    expect(log).toEqual([]);
  });

  it('a lease is renewed while its job runs, so a slow job is never taken over by another runner', async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    // The real clock and a 300 ms lease (renewed every 100 ms); the job takes three leases.
    const clock = () => new Date();
    await enqueueJobs(db, [confirmation(8)], clock());
    const { handlers, ran } = recording(() => new Promise((resolve) => setTimeout(resolve, 900)));
    const slow = new JobRunner({ db, handlers, clock, log: problemLog(), name: 'slow', leaseMs: 300 });
    const other = new JobRunner({ db, handlers, clock, log: problemLog(), name: 'other', leaseMs: 300 });
    const running = slow.runOne();
    let tries = 0;
    let finished = false;
    void running.then(() => (finished = true));
    while (!finished) {
      expect(await other.claim()).toBeNull();
      tries += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await running).toBe(true);
    expect(tries).toBeGreaterThan(5);
    expect(ran).toHaveLength(1);
    expect(await jobs(db)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('the housekeeping deletes done jobs after 30 days and keeps failed ones', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'old@example.com' });
    await shop.get('/api/user/forgot/old@example.com');
    expect(await shop.runJobs()).toBe(1);
    await enqueueJobs(shop.db, [confirmation(9)], shop.clock.now());
    await shop.db.updateTable('jobs').set({ state: 'failed' }).where('kind', '=', 'confirmation-email').execute();
    shop.clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    await shop.app.maintenance.runOnce();
    expect((await jobs(shop.db)).map((j) => j.state).sort()).toEqual(['done', 'failed']);
    shop.clock.advance(2000);
    const run = await shop.app.maintenance.runOnce();
    expect(run['prune done jobs']).toBe(1);
    expect((await jobs(shop.db)).map((j) => j.state)).toEqual(['failed']);
  });
});
