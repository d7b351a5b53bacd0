// What the admin sees of the durable jobs: an order's jobs with their state, every job that gave up, and
// Retry, which queues a failed job afresh (a new retry window) for the runner to take at once.
import type { Selectable } from 'kysely';
import type { AdminJob, JobState } from '@brixilated/shop';
import type { Db, JobsTable } from '../db/types.ts';

type JobRow = Selectable<JobsTable>;

/** What the admin reads for each kind of job. */
const JOB_LABELS: Record<string, string> = {
  'confirmation-email': 'Confirmation email',
  'tracking-email': 'Tracking email',
  'cancel-email': 'Cancellation email',
  'refund-email': 'Refund of a second payment email',
  'reset-email': 'Password reset email',
  'stock-alert-email': 'Stock alert email',
  blueprint: 'Blueprint',
};

/** The order a job's payload names, if any. */
function orderNumberOf(job: JobRow): string | null {
  try {
    const payload = JSON.parse(job.payload) as { orderNumber?: unknown };
    return typeof payload.orderNumber === 'string' ? payload.orderNumber : null;
  } catch {
    return null;
  }
}

/** `done`; `failed` (gave up, Retry needed); else `waiting` (not run yet, or failed and to be retried). */
function stateOf(job: JobRow): JobState {
  return job.state === 'done' ? 'done' : job.state === 'failed' ? 'failed' : 'waiting';
}

export function toAdminJob(job: JobRow): AdminJob {
  let detail: string | null = null;
  try {
    const payload = JSON.parse(job.payload) as { itemId?: unknown; trackingNumber?: unknown };
    if (typeof payload.trackingNumber === 'string') detail = payload.trackingNumber;
  } catch {
    detail = null;
  }
  return {
    id: job.id,
    kind: job.kind,
    label: JOB_LABELS[job.kind] ?? job.kind,
    detail,
    orderNumber: orderNumberOf(job),
    state: stateOf(job),
    attempts: job.attempts,
    lastError: job.last_error,
    createdAt: job.created_at,
    doneAt: job.done_at,
    nextRunAt: job.state === 'pending' ? job.run_at : null,
  };
}

/** The jobs an order wrote (confirmation, blueprints, tracking and cancellation emails), oldest first. */
export async function jobsOfOrder(db: Db, orderNumber: string): Promise<AdminJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('dedupe_key', '=', `confirmation:${orderNumber}`),
        eb('dedupe_key', '=', `cancel:${orderNumber}`),
        eb('dedupe_key', 'like', `blueprint:${orderNumber}:%`),
        eb('dedupe_key', 'like', `tracking:${orderNumber}:%`),
      ]),
    )
    .orderBy('created_at')
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return rows.map(toAdminJob);
}

/** Every job that gave up after its retry window, newest first. */
export async function listFailedJobs(db: Db): Promise<AdminJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('state', '=', 'failed')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAdminJob);
}

export type RetryOutcome = { ok: true; job: AdminJob } | { ok: false; reason: 'missing' | 'not-failed' };

/**
 * Queues a failed job again: due now, attempts from 0, a new retry window from now. Only a failed job
 * (one waiting for its next try needs none; a done one must not run twice).
 */
export async function retryJob(db: Db, id: string, now: Date): Promise<RetryOutcome> {
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set({ state: 'pending', attempts: 0, run_at: at, created_at: at, locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'not-failed' };
  return { ok: true, job: toAdminJob(row) };
}
