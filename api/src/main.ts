// The shop: migrations and demo data at start, /api, and the built web app. WEB_CONCURRENCY=N (default
// 1) runs N worker processes sharing PORT (node:cluster): the primary migrates and seeds once, forks the
// workers, replaces one that dies, and on SIGTERM lets each drain its requests in flight.
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteStaleResets } from './accounts/resets.ts';
import { deleteExpiredSessions } from './accounts/sessions.ts';
import { createApp } from './app.ts';
import { configFromEnv, shopOrigins, systemClock } from './config.ts';
import { makePrivate, writeAdminPassword } from './data-dir.ts';
import { migrateToLatest } from './db/migrate.ts';
import { databaseFromEnv } from './db/open.ts';
import type { Log } from './log.ts';
import { logFromEnv } from './observability/log.ts';
import { metricsPort, primaryMetrics, serveMetricsOnLoopback, workerMetrics } from './observability/cluster.ts';
import type { Tracing } from './observability/tracing.ts';
import { seedDemoData } from './seed.ts';
import { DatabaseRateLimiter } from './http/rate-limit.ts';
import { serveWebApp } from './http/web-app.ts';
import { mailerFromConfig } from './mail/mailer.ts';
import { StripePaymentProvider, stripeSettingsFromEnv } from './payments/stripe-provider.ts';

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How many worker processes WEB_CONCURRENCY asks for (1 runs the shop in this process). */
export function workerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`);
  return n;
}

/** Requests in flight get this long after SIGTERM; then the process ends anyway. */
const DRAIN_MS = 10_000;

/** DATA_DIR and everything the shop writes in it (database, outbox, images, blueprints) private to its user. */
function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  makePrivate(dataDir);
}

/** Migrations and the first start's demo data, once, before any process serves. */
async function prepareDatabase(
  db: ReturnType<typeof databaseFromEnv>['db'],
  config: ReturnType<typeof configFromEnv>,
  log: Log,
): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info(`Migrated the database: ${applied.join(', ')}`);

  const seed = await seedDemoData(db, {
    adminEmail: process.env.ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD,
    passwordHashing: config.passwordHashing,
    now: systemClock(),
  });
  if (seed.firstStart)
    log.info('First start: added the standard sizes and the demo coupons WELCOME10, TAKE20, SPRING5.');
  if (seed.generatedAdmin) {
    // Never to stdout (logs keep it): a file only the shop's user can read.
    const file = writeAdminPassword(config.dataDir, seed.generatedAdmin);
    // No email address in a line: the file names the admin's too.
    log.info(
      `Created the admin; its email address and generated password are in ${file} (readable by this user only).`,
    );
    log.info('Delete that file once you have the password, or set ADMIN_EMAIL and ADMIN_PASSWORD.');
  } else if (seed.createdAdmin) {
    log.info('Created the admin from ADMIN_EMAIL (password from ADMIN_PASSWORD).');
  }
}

function openDatabase(config: ReturnType<typeof configFromEnv>, announce: boolean, log: Log, tracing?: Tracing) {
  const opened = databaseFromEnv(
    process.env,
    config.dataDir,
    (error) => log.warn('A database connection was dropped (the pool opens a new one when needed)', error),
    tracing && ((dialect) => tracing.dialect(dialect)),
  );
  if (announce) log.info(`Database: ${opened.description}.`);
  return opened;
}

/** The primary of WEB_CONCURRENCY > 1: prepares the database, then keeps N workers running until SIGTERM. */
async function runPrimary(workers: number, log: Log): Promise<void> {
  const config = configFromEnv();
  // Half-set Stripe variables stop the start here, before any worker is forked (each would stop the same way).
  stripeSettingsFromEnv(process.env);
  prepareDataDir(config.dataDir);
  const { db } = openDatabase(config, true, log);
  await prepareDatabase(db, config, log);
  await db.destroy();
  // One scrape for the whole instance: the sum of every worker's metrics (METRICS_PORT here, or any worker's
  // GET /metrics, which asks this process).
  const metrics = primaryMetrics(() => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined));
  const port = metricsPort(process.env.METRICS_PORT);
  const metricsServer = port === undefined ? null : await serveMetricsOnLoopback(port, metrics.scrape);
  if (port !== undefined) log.info(`Metrics: http://127.0.0.1:${port}/metrics (every worker's, added up).`);

  let stopping = false;
  // The first slot runs the shop's timers (session sweep, checkout maintenance); its replacement takes them over.
  const fork = (leader: boolean) => {
    const worker = cluster.fork({ BRIX_WORKER_LEADER: leader ? '1' : '0' });
    metrics.listen(worker);
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error(`Worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting a new one.`);
      fork(leader);
    });
  };
  log.info(`Starting ${workers} worker processes (WEB_CONCURRENCY=${workers}).`);
  for (let i = 0; i < workers; i += 1) fork(i === 0);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down ${Object.keys(cluster.workers ?? {}).length} workers`);
    metricsServer?.close();
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      exit(log, 1);
    }, DRAIN_MS + 2_000);
    force.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) exit(log, 0);
    };
    cluster.on('exit', check);
    check();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** One serving process: the whole shop (WEB_CONCURRENCY=1), or a worker of the primary above. */
async function runServer(log: Log): Promise<void> {
  const isWorker = cluster.isWorker;
  const leader = !isWorker || process.env.BRIX_WORKER_LEADER === '1';
  const config = configFromEnv();
  // Checked before anything is written: a half-configured Stripe must not start a shop that takes test cards.
  const stripe = stripeSettingsFromEnv(process.env);
  prepareDataDir(config.dataDir);
  // Traces only when asked for: without OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never loaded.
  const tracing = tracesWanted(process.env) ? (await import('./observability/otel.ts')).startTracing() : undefined;
  const { db, poolCounts } = openDatabase(config, !isWorker, log, tracing);
  if (tracing && !isWorker) log.info('Traces go to the OTLP endpoint in OTEL_EXPORTER_OTLP_ENDPOINT.');
  if (!isWorker) await prepareDatabase(db, config, log);

  const limiter = new DatabaseRateLimiter(db, systemClock);
  // Expired sessions, reset tokens and ended rate-limit windows are useless; sweep them now and every hour.
  const sweep = async () => {
    await deleteExpiredSessions(db, systemClock());
    await deleteStaleResets(db, systemClock());
    await limiter.sweep();
  };
  if (leader) await sweep();
  const sweeper = leader
    ? setInterval(() => sweep().catch((error) => log.error('Could not sweep expired sessions', error)), 60 * 60 * 1000)
    : undefined;
  sweeper?.unref();

  const { mailer, close: closeMail, description } = mailerFromConfig(config);
  if (!isWorker) log.info(`Email goes out ${description}.`);

  if (!isWorker) {
    log.info(
      stripe
        ? 'Card payments go through Stripe.'
        : 'No STRIPE_ variable is set: card payments use the built-in test provider (Test mode - no real charge, test cards only).',
    );
  }
  // The AWS SDK is large: loaded only when the files go to S3.
  const s3Module = process.env.S3_BUCKET ? await import('./storage/s3.ts') : null;
  const s3 = s3Module?.s3SettingsFromEnv(process.env) ?? null;
  const storage = s3Module && s3 ? new s3Module.S3FileStorage(s3) : undefined;
  if (leader)
    log.info(
      s3
        ? `Pictures and blueprints go to the S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}.`
        : `Pictures and blueprints go to ${config.dataDir}.`,
    );
  // A worker's GET /metrics answers for every worker: it asks the primary, which adds them up.
  let askPrimary: (() => Promise<string>) | undefined;
  // `npm run bench:load` and `bench:instructions` compare the shop with and without its request ids, access lines
  // and request metrics.
  const observed = process.env.BRIX_BENCH_UNOBSERVED !== '1';
  const app = createApp({
    db,
    tracing,
    mailer,
    config,
    limiter,
    log,
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    observeRequests: observed,
    ...(isWorker ? { metricsScrape: () => askPrimary!() } : {}),
    ...(poolCounts ? { databasePool: poolCounts } : {}),
    ...(storage ? { storage } : {}),
    ...(stripe ? { payments: new StripePaymentProvider(stripe) } : {}),
  });
  if (isWorker) askPrimary = workerMetrics(app.metrics.registry).scrape;
  const port = isWorker ? undefined : metricsPort(process.env.METRICS_PORT);
  const metricsServer = port === undefined ? null : await serveMetricsOnLoopback(port, () => app.metrics.text());
  if (port !== undefined) log.info(`Metrics: http://127.0.0.1:${port}/metrics.`);
  // Paid checkouts without an order are placed, abandoned ones closed, unused pictures deleted: now and every
  // 10 minutes, by one process.
  if (leader) {
    const startup = await app.maintenance.runOnce();
    const placedAtStart = Object.values(startup).flatMap((r) => (r as { placed?: string[] }).placed ?? []);
    if (placedAtStart.length)
      log.info(`Placed ${placedAtStart.length} paid order(s) that had no order yet: ${placedAtStart.join(', ')}`);
    app.maintenance.start(MAINTENANCE_INTERVAL_MS);
  }
  // Every serving process runs the durable jobs (emails, blueprints); SIGTERM stops it claiming new ones.
  app.jobs.start();
  const { built } = serveWebApp(
    app,
    process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'web', 'dist'),
    { sourceMaps: process.env.SERVE_SOURCE_MAPS === '1' },
  );
  if (!built && leader)
    log.warn('web/dist is missing: run `npm run build` to build the web app. Serving the API only.');

  // Requests being answered: the database stays open until the last one is done. (The server's close callback
  // alone is not enough: a client that half-closes its socket after sending the body ends the connection while
  // its handler still waits for a database connection.)
  let inFlight = 0;
  let whenIdle: (() => void) | null = null;
  const fetch = async (request: Request, env: unknown): Promise<Response> => {
    inFlight += 1;
    try {
      return await app.fetch(request, env);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    }
  };
  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    const who = isWorker ? `worker ${process.pid}` : `process ${process.pid}`;
    log.info(`Brixilated is running on ${config.publicUrl} (listening on ${info.address}:${info.port}, ${who})`);
    // Without PUBLIC_URL the shop also answers at this machine's other loopback names (configFromEnv).
    const alsoAt = shopOrigins(config).slice(1);
    if (alsoAt.length > 0 && !isWorker) {
      log.info(
        `Open ${config.publicUrl} in a browser on this machine (or ${alsoAt.join(', ')}). ` +
          'To open the shop from another host, set PUBLIC_URL to the address its customers use.',
      );
    }
    // The start-up lines now, not a moment later: whoever started the shop is watching for them.
    log.flush();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!isWorker) log.info(`${signal}: shutting down`);
    // Stop accepting, let requests in flight finish (up to DRAIN_MS), then close the database (WAL checkpoint, pool).
    const force = setTimeout(() => exit(log, 1), DRAIN_MS);
    force.unref();
    metricsServer?.close();
    clearInterval(sweeper);
    // The app stops its housekeeping, its job runner and its blueprint threads. A job under way finishes within
    // the drain window, or its lease runs out and another process runs it.
    const appClosed = app.close();
    let closed = false;
    let finished = false;
    const finish = async () => {
      if (!closed || inFlight > 0 || finished) return;
      finished = true;
      whenIdle = null;
      await appClosed;
      await tracing?.shutdown().catch((error: unknown) => log.warn('Could not send the last traces', error));
      closeMail();
      storage?.close();
      db.destroy().then(
        () => exit(log, 0),
        (error: unknown) => {
          log.error('Could not close the database cleanly', error);
          exit(log, 1);
        },
      );
    };
    whenIdle = () => void finish();
    server.close(() => {
      closed = true;
      void finish();
    });
    if ('closeIdleConnections' in server) (server as { closeIdleConnections: () => void }).closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Whether traces are asked for: an OTLP endpoint for them is set. */
function tracesWanted(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Ends the process once the log's buffered lines are written. */
function exit(log: Log, code: number): never {
  log.flush();
  process.exit(code);
}

const main = async () => {
  const log = await logFromEnv(process.env).catch((error: unknown) => {
    console.error('The shop could not start:', error);
    process.exit(1);
  });
  try {
    const workers = workerCount(process.env.WEB_CONCURRENCY);
    if (cluster.isPrimary && workers > 1) await runPrimary(workers, log);
    else await runServer(log);
  } catch (error) {
    log.error('The shop could not start', error);
    exit(log, 1);
  }
};

void main();
