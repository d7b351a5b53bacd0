// The durable job table: what a job is, how it is written (inside the caller's transaction), and the
// retry policy; a primitive below every module that writes jobs. The runner (jobs/runner.ts) claims and runs
// the rows; jobs/handlers.ts says what each kind does.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './types.ts';

/** Every kind of job the shop writes; each has one handler in handlers.ts. */
export const JOB_KINDS = [
  'confirmation-email',
  'tracking-email',
  'cancel-email',
  'refund-email',
  'reset-email',
  'stock-alert-email',
  'blueprint',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobPayloads {
  'confirmation-email': { orderNumber: string };
  'tracking-email': { orderNumber: string; index: number; trackingNumber: string };
  'cancel-email': { orderNumber: string };
  /** A second payment for a cart already paid, refunded at once (its checkout, by the payment's id). */
  'refund-email': { intentId: string };
  'reset-email': { userId: string };
  /** A count took a colour out of new designs: the admins are told (the colour by its blueprint code). */
  'stock-alert-email': { code: number };
  blueprint: { orderNumber: string; itemId: string };
}

export type NewJob = { [K in JobKind]: { kind: K; payload: JobPayloads[K]; dedupeKey: string } }[JobKind];

/** Emails go before blueprint PDFs when both are due: a customer waits for the one, not the other. */
const PRIORITY: Record<JobKind, number> = {
  'confirmation-email': 0,
  'tracking-email': 0,
  'cancel-email': 0,
  'refund-email': 0,
  'reset-email': 0,
  'stock-alert-email': 0,
  blueprint: 10,
};

/** A job is retried for at least this long after it was written; a failure after that marks it `failed`. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry waits about this long; each further one twice as long ... */
export const RETRY_BASE_MS = 5_000;
/** ... up to this (so a mail server back after a day is tried within half an hour). */
export const RETRY_CAP_MS = 30 * 60 * 1000;

/**
 * How long to wait after the `attempts`-th failed run: exponential, capped, with +-25 % jitter so jobs
 * that failed together (a mail server outage) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.round(Math.min(RETRY_CAP_MS, exponential) * (0.75 + 0.5 * random()));
}

/**
 * Writes jobs with the caller's `db`: pass the transaction of the change that causes them, so a change
 * rolled back leaves no job and a committed one always has its jobs. A job whose dedupe key exists
 * already is not written again, unless that one had failed: then it is queued afresh (a new 24 hours).
 * `requestId`: the request that causes them (`log.requestId`), which the job's log lines then carry.
 */
export async function enqueueJobs(db: Db, jobs: NewJob[], now: Date, requestId?: string): Promise<void> {
  const at = now.toISOString();
  for (const job of jobs) {
    await db
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        dedupe_key: job.dedupeKey,
        priority: PRIORITY[job.kind],
        state: 'pending',
        attempts: 0,
        run_at: at,
        locked_until: null,
        locked_by: null,
        created_at: at,
        done_at: null,
        last_error: null,
        request_id: requestId ?? null,
      })
      .onConflict((oc) =>
        oc
          .column('dedupe_key')
          .doUpdateSet({
            state: 'pending',
            attempts: 0,
            run_at: at,
            created_at: at,
            locked_until: null,
            locked_by: null,
            request_id: requestId ?? null,
          })
          .where(sql.ref('jobs.state'), '=', 'failed'),
      )
      .execute();
  }
}

/** How many jobs gave up after the retry window (shown on /api/health for the admin). */
export async function countFailedJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Done jobs are kept this long (to look into), then deleted by the housekeeping; failed ones stay. */
export const DONE_JOBS_KEPT_DAYS = 30;

export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DONE_JOBS_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('done_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The jobs of a newly placed order: its confirmation, then one blueprint PDF per item. */
export function orderPlacedJobs(orderNumber: string, itemIds: string[]): NewJob[] {
  return [
    { kind: 'confirmation-email', payload: { orderNumber }, dedupeKey: `confirmation:${orderNumber}` },
    ...itemIds.map((itemId): NewJob => ({
      kind: 'blueprint',
      payload: { orderNumber, itemId },
      dedupeKey: `blueprint:${orderNumber}:${itemId}`,
    })),
  ];
}
