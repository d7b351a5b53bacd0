// The shop's Prometheus metrics (prom-client), one registry per app: nothing is registered on prom-client's
// global registry, so two apps in one process (tests) count apart. Names carry the `brix_` prefix and their
// unit; docs/operations.md lists them with the alerts built on them.
//
// Counters and histograms are counted where things happen; what the database knows (the jobs) and the pool's
// counts are read when Prometheus scrapes. Under WEB_CONCURRENCY each worker keeps its own registry and the
// primary adds them up (cluster.ts): gauges that every worker reads from the same table say `max`, not `sum`.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/types.ts';
import type { RequestEnd } from './requests.ts';

/** The buckets (upper bounds, seconds) of the request duration histogram. */
const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A PostgreSQL pool's connections at this moment. */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  db: Kysely<Database>;
  clock: () => Date;
  /** The database pool's counts (PostgreSQL); none for SQLite, whose one connection has no pool. */
  pool?: () => PoolCounts;
}

export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly requestsInFlight: Gauge;
  readonly emailsSent: Counter<'kind'>;
  readonly emailsFailed: Counter<'kind'>;
  readonly ordersPlaced: Counter;
  readonly paymentsFailed: Counter<'provider'>;
  readonly rateLimitRefusals: Counter<'limit'>;
  readonly uploadsRefused: Counter<'reason'>;
  readonly blueprintRender: Histogram;
  private readonly loopDelay: IntervalHistogram;
  private jobsRead: Promise<JobCounts | null> | null = null;

  constructor(private readonly options: MetricsOptions) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'brix_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_DURATION_BUCKETS,
      registers,
    });
    this.requestsInFlight = new Gauge({
      name: 'brix_http_requests_in_flight',
      help: 'HTTP requests being answered now.',
      registers,
    });
    this.loopDelay = monitorEventLoopDelay({ resolution: 10 });
    this.loopDelay.enable();
    const delay = this.loopDelay;
    new Gauge({
      name: 'brix_event_loop_lag_seconds',
      help: 'How late the event loop ran timers since the last scrape: the 99th percentile and the worst.',
      labelNames: ['quantile'],
      aggregator: 'max',
      registers,
      collect() {
        this.set({ quantile: '0.99' }, delay.count ? delay.percentile(99) / 1e9 : 0);
        this.set({ quantile: '1' }, delay.count ? delay.max / 1e9 : 0);
        delay.reset();
      },
    });
    const pool = options.pool;
    if (pool) {
      new Gauge({
        name: 'brix_db_pool_connections',
        help: 'PostgreSQL connections of the pool, by state (in_use, idle).',
        labelNames: ['state'],
        registers,
        collect() {
          const counts = pool();
          this.set({ state: 'in_use' }, counts.total - counts.idle);
          this.set({ state: 'idle' }, counts.idle);
        },
      });
      new Gauge({
        name: 'brix_db_pool_waiting_requests',
        help: 'Queries waiting for a free PostgreSQL connection.',
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
    }
    const jobs = () => this.readJobs();
    new Gauge({
      name: 'brix_jobs',
      help: 'Durable jobs by kind and state: waiting (due or scheduled), running (leased), failed (gave up).',
      labelNames: ['kind', 'state'],
      aggregator: 'max',
      registers,
      async collect() {
        const counts = await jobs();
        if (!counts) return; // the database did not answer: the last values stand
        this.reset();
        for (const { kind, state, n } of counts.byKind) this.set({ kind, state }, n);
      },
    });
    new Gauge({
      name: 'brix_jobs_oldest_waiting_seconds',
      help: 'How long the oldest due job has waited for a runner (0 when none waits).',
      aggregator: 'max',
      registers,
      async collect() {
        const counts = await jobs();
        if (counts) this.set(counts.oldestWaitingSeconds);
      },
    });
    this.emailsSent = new Counter({
      name: 'brix_emails_sent_total',
      help: 'Emails the mail server took, by kind.',
      labelNames: ['kind'],
      registers,
    });
    this.emailsFailed = new Counter({
      name: 'brix_emails_failed_total',
      help: 'Emails the mail server did not take (each failed try), by kind.',
      labelNames: ['kind'],
      registers,
    });
    this.ordersPlaced = new Counter({ name: 'brix_orders_placed_total', help: 'Orders placed.', registers });
    this.paymentsFailed = new Counter({
      name: 'brix_payments_failed_total',
      help: 'Card payments that failed (declined, or failed as the provider reported), by provider.',
      labelNames: ['provider'],
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: 'brix_rate_limit_refusals_total',
      help: 'Calls refused by a rate limit, by the limit.',
      labelNames: ['limit'],
      registers,
    });
    this.uploadsRefused = new Counter({
      name: 'brix_uploads_refused_total',
      help: 'Picture uploads refused, by the error code answered.',
      labelNames: ['reason'],
      registers,
    });
    this.blueprintRender = new Histogram({
      name: 'brix_blueprint_render_seconds',
      help: 'Time to draw one blueprint PDF.',
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
  }

  /** A request began. */
  requestStarted(): void {
    this.requestsInFlight.inc();
  }

  /** A request ended. */
  requestEnded({ method, route, status, seconds }: RequestEnd): void {
    this.requestsInFlight.dec();
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  }

  /** The registry in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Stops what measures in the background (the event loop's delay). */
  close(): void {
    this.loopDelay.disable();
  }

  /** One GROUP BY over the jobs not done (an index on state serves it), shared by the gauges of one scrape. */
  private readJobs(): Promise<JobCounts | null> {
    this.jobsRead ??= countJobs(this.options.db, this.options.clock())
      .catch(() => null)
      .finally(() => {
        this.jobsRead = null;
      });
    return this.jobsRead;
  }
}

export interface JobCounts {
  byKind: Array<{ kind: string; state: 'waiting' | 'running' | 'failed'; n: number }>;
  oldestWaitingSeconds: number;
}

/** Jobs not done, by kind and state, and how long the oldest due, unleased job has waited. */
export async function countJobs(db: Kysely<Database>, now: Date): Promise<JobCounts> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      'state',
      eb
        .case()
        .when(eb.and([eb('state', '=', 'pending'), eb('locked_until', '>', at)]))
        .then(1)
        .else(0)
        .end()
        .as('leased'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('run_at').as('first_run_at'),
    ])
    .where('state', 'in', ['pending', 'failed'])
    .groupBy(['kind', 'state', 'leased'])
    .execute();
  let oldest = 0;
  const byKind: JobCounts['byKind'] = [];
  for (const row of rows) {
    const leased = Number(row.leased) === 1;
    const state = row.state === 'failed' ? 'failed' : leased ? 'running' : 'waiting';
    byKind.push({ kind: row.kind, state, n: Number(row.n) });
    if (state === 'waiting' && row.first_run_at) {
      const waited = (now.getTime() - Date.parse(row.first_run_at)) / 1000;
      if (waited > oldest) oldest = waited;
    }
  }
  return { byKind, oldestWaitingSeconds: oldest };
}
