// Runs the durable jobs (queue.ts): every serving process has one runner, and any of them may run any job.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../db/open.ts';
import type { Clock } from '../config.ts';
import type { Database, JobsTable } from '../db/types.ts';
import type { Log } from '../log.ts';
import { REQUEST_ID_ATTRIBUTE, type Tracing } from '../observability/tracing.ts';
import { JOB_KINDS, retryDelayMs, RETRY_WINDOW_MS, type JobKind, type JobPayloads } from '../db/jobs.ts';

export type JobRow = Selectable<JobsTable>;

/**
 * What one kind of job does. A throw is a failed run (retried later); returning means done. `log` is the job's: its
 * id, kind and the id of the request that wrote it are on every line.
 */
export type JobHandler<K extends JobKind = JobKind> = (payload: JobPayloads[K], job: JobRow, log: Log) => Promise<void>;
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export interface JobRunnerOptions {
  db: Kysely<Database>;
  handlers: JobHandlers;
  clock: Clock;
  log: Log;
  /** Who holds a lease (default: host, process id and a random part). */
  name?: string;
  /** How often the table is asked for due jobs (besides the nudge after a local enqueue). */
  pollMs?: number;
  /** How long a claim is good for; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** Jitter of the retry delay (tests pass a fixed one). */
  random?: () => number;
  /** Records each run as a span (when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing;
}

export const JOB_POLL_MS = 1_000;
/** A job whose runner died (killed mid-job) can be claimed by another once this much has passed. */
export const JOB_LEASE_MS = 60_000;
/** A last error kept in the row is cut to this many characters. */
const ERROR_CHARS = 1_000;

/**
 * Claims one due job at a time with an atomic UPDATE ... WHERE id = (SELECT ... LIMIT 1) ... RETURNING:
 * on PostgreSQL the inner SELECT takes the row FOR UPDATE SKIP LOCKED, on SQLite the whole statement
 * runs under the database's single write lock. The claim sets a lease (`locked_by`, `locked_until`) and
 * counts the attempt; only a free lease (none, or expired) can be claimed, so two runners never run one
 * job at once, and a `done` job is never claimed again. A job that throws is retried with backoff
 * (queue.ts) until RETRY_WINDOW_MS after it was written, then marked `failed` and logged.
 */
export class JobRunner {
  readonly name: string;
  private readonly db: Kysely<Database>;
  private readonly postgres: boolean;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | null = null;
  private active = 0;
  private nudged = false;
  private stopping = false;
  private readonly running = new Set<Promise<boolean>>();
  private reportedDown = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.db = options.db;
    this.name = options.name ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.postgres = isPostgres(options.db);
    this.pollMs = options.pollMs ?? JOB_POLL_MS;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.concurrency = options.concurrency ?? 2;
  }

  /** Starts polling (and runs what is due now). The timer never keeps the process alive. */
  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due jobs now (after a local enqueue committed); nothing when the runner is not started. */
  nudge(): void {
    if (!this.timer || this.stopping) return;
    this.nudged = true;
    this.kick();
  }

  /**
   * Stops claiming; resolves when the jobs under way have finished. A caller that cannot wait (the drain
   * window is over) just exits: the lease of an unfinished job expires and another runner takes it.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Runs due jobs on the calling task until none is left (tests drive the queue with it; the clock decides
   * what is due). Returns how many runs there were.
   */
  async runDue(): Promise<number> {
    let runs = 0;
    while (await this.runOne()) runs += 1;
    return runs;
  }

  /**
   * Claims one due job and runs it; false when none was due. `stop` waits for the claim too: a job claimed
   * just as the process stops still runs (and is marked) before the database closes.
   */
  async runOne(): Promise<boolean> {
    const run = (async () => {
      const job = await this.claim();
      if (!job) return false;
      await this.execute(job);
      return true;
    })();
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  /**
   * Starts a slot when one is free; with all busy, makes a slot that finds nothing look once more. The slot runs
   * outside the span of the request that nudged it: the jobs it runs belong to whoever wrote them.
   */
  private kick(): void {
    if (this.stopping) return;
    if (this.active >= this.concurrency) {
      this.nudged = true;
      return;
    }
    this.active += 1;
    const slot = () =>
      this.loop().finally(() => {
        this.active -= 1;
      });
    void (this.options.tracing ? this.options.tracing.outside(slot) : slot());
  }

  /** One slot: claims and runs jobs until none is due. */
  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.nudged = false;
      let ran: boolean;
      try {
        ran = await this.runOne();
        this.reportedDown = false;
      } catch (error) {
        // The database is away (restarting, unreachable): say so once, try again at the next poll.
        if (!this.reportedDown) this.options.log.warn('Jobs: could not claim a job (will try again)', error);
        this.reportedDown = true;
        return;
      }
      if (!ran) {
        if (this.nudged) continue;
        return;
      }
      // Work was found: another slot may help with the rest.
      this.kick();
    }
  }

  /** The atomic claim of the most urgent due job with a free lease, or null. */
  async claim(): Promise<JobRow | null> {
    const now = this.options.clock();
    const at = now.toISOString();
    // Pending, due, and nobody's lease (none, or one that ran out).
    const claimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
      eb.and([
        eb('state', '=', 'pending'),
        eb('run_at', '<=', at),
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]),
      ]);
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        locked_by: this.name,
        locked_until: new Date(now.getTime() + this.leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where(claimable)
          .orderBy('priority')
          .orderBy('run_at')
          .orderBy('created_at')
          .limit(1)
          .$if(this.postgres, (qb) => qb.forUpdate().skipLocked()),
      )
      .where(claimable)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Runs a claimed job with its id, kind and the id of the request that wrote it (none for a job the shop wrote by
   * itself) on every line it logs, and nothing else: not the fields of whoever runs it.
   */
  private execute(job: JobRow): Promise<void> {
    const log = this.options.log.child({ job: job.id, jobKind: job.kind, requestId: job.request_id ?? undefined });
    const run = () => this.executeJob(job, log);
    const tracing = this.options.tracing;
    if (!tracing) return run();
    const attributes = {
      'brix.job.id': job.id,
      'brix.job.kind': job.kind,
      'brix.job.attempt': job.attempts,
      ...(job.request_id ? { [REQUEST_ID_ATTRIBUTE]: job.request_id } : {}),
    };
    return tracing.span(`job ${job.kind}`, 'internal', attributes, run);
  }

  private async executeJob(job: JobRow, log: Log): Promise<void> {
    const started = performance.now();
    // Renew the lease while the job runs, so a long one (a big blueprint) is never taken over while alive.
    const renew = setInterval(
      () => {
        this.db
          .updateTable('jobs')
          .set({ locked_until: new Date(this.options.clock().getTime() + this.leaseMs).toISOString() })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.name)
          .where('state', '=', 'pending')
          .execute()
          .catch((error: unknown) => log.warn(`Jobs: could not renew the lease of job ${job.id}`, error));
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    try {
      let outcome: { ok: true } | { ok: false; error: unknown };
      try {
        if (!(JOB_KINDS as readonly string[]).includes(job.kind))
          throw new Error(`No handler for jobs of kind "${job.kind}"`);
        const handler = this.options.handlers[job.kind as JobKind] as JobHandler;
        await handler(JSON.parse(job.payload) as never, job, log);
        outcome = { ok: true };
      } catch (error) {
        outcome = { ok: false, error };
      }
      if (outcome.ok) {
        await this.markDone(job, log);
        log.info(`Jobs: job ${job.id} (${job.kind}) done`, {
          attempt: job.attempts,
          ms: Math.round(performance.now() - started),
        });
      } else await this.markFailed(job, outcome.error, log);
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * Done right after the work (an email is sent before this): the one window left for a second run is a
   * process killed between the two, or a database that stays away for all the tries below.
   */
  private async markDone(job: JobRow, log: Log): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db
          .updateTable('jobs')
          .set({
            state: 'done',
            done_at: this.options.clock().toISOString(),
            locked_until: null,
            locked_by: null,
            last_error: null,
          })
          .where('id', '=', job.id)
          .where('locked_by', '=', this.name)
          .execute();
        return;
      } catch (error) {
        if (attempt >= 5) {
          log.error(
            `Jobs: job ${job.id} (${job.kind}) ran, but could not be marked done; it may run again when its lease ends`,
            error,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  private async markFailed(job: JobRow, error: unknown, log: Log): Promise<void> {
    const now = this.options.clock();
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);
    const giveUp = now.getTime() - Date.parse(job.created_at) >= RETRY_WINDOW_MS;
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, this.options.random));
    if (giveUp) {
      log.error(
        `Jobs: job ${job.id} (${job.kind} ${job.dedupe_key}) failed ${job.attempts} times since ${job.created_at}; given up`,
        error,
      );
    } else {
      log.warn(
        `Jobs: job ${job.id} (${job.kind} ${job.dedupe_key}) failed (attempt ${job.attempts}); retrying at ${retryAt.toISOString()}`,
        error,
      );
    }
    try {
      await this.db
        .updateTable('jobs')
        .set({
          state: giveUp ? 'failed' : 'pending',
          run_at: giveUp ? job.run_at : retryAt.toISOString(),
          last_error: message,
          locked_until: null,
          locked_by: null,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.name)
        .execute();
    } catch (markError) {
      // The lease runs out by itself and the job is tried again then.
      log.error(`Jobs: could not record the failure of job ${job.id}`, markError);
    }
  }
}
