import { MAX_CART_ITEMS, type ErrorAnswer } from '@brixilated/shop';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import { ZodError } from 'zod';
import { SessionReader } from './accounts/sessions.ts';
import { routes } from './routes/index.ts';
import { MAX_DESIGN_JSON_BYTES } from './designs/designs.ts';
import { shopOrigins, systemClock, type AppConfig, type Clock } from './config.ts';
import { isDatabaseUnavailable } from './db/open.ts';
import type { Database } from './db/types.ts';
import { AppError, notFound, validationError } from './errors.ts';
import { SESSION_COOKIE } from './http/cookies.ts';
import type { AppEnv } from './http/env.ts';
import { limitBody } from './http/body-limit.ts';
import { cameOverHttps } from './http/client.ts';
import { countingRefusals } from './observability/counted.ts';
import { Metrics, type PoolCounts } from './observability/metrics.ts';
import { metricsRoutes } from './observability/metrics-route.ts';
import type { Tracing } from './observability/tracing.ts';
import { RefusedOrigins, stateChangeGuard } from './http/guards.ts';
import { DatabaseRateLimiter, type Limiter } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { memoizeCore, type CoreLoader } from './core.ts';
import { Blueprints, inProcessRenderer } from './blueprint/blueprints.ts';
import { SlotsBusy, WorkSlots } from './work-slots.ts';
import { BlueprintPool, type BlueprintRenderer } from './blueprint/pool.ts';
import { PasswordHasher } from './auth/passwords.ts';
import { MAX_ITEM_JSON_BYTES } from './cart/schema.ts';
import { CartReads } from './cart/stored.ts';
import type { AppDeps } from './deps.ts';
import type { Log } from './log.ts';
import { createLog } from './observability/log.ts';
import { observeRequests, routeOf } from './observability/requests.ts';
import { PaymentProviderError, type PaymentProvider } from './payments/provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { LocalFileStorage } from './storage/local.ts';
import { Checkout } from './orders/checkout.ts';
import { PaymentEvents } from './orders/payment-events.ts';
import { Maintenance } from './orders/maintenance.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { pruneDoneJobs } from './db/jobs.ts';
import { JobRunner, type JobRunnerOptions } from './jobs/runner.ts';
import { sweepUnusedImages } from './images/register.ts';
import { isStorageUnavailable, type FileStorage } from './storage/storage.ts';

export interface AppOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  config: AppConfig;
  clock?: Clock;
  /** Rate-limit counters (default: the `rate_limits` table of `db`, shared by every process). */
  limiter?: Limiter;
  log?: Log;
  /** Photos, mosaics and blueprints (default: local disk under DATA_DIR). */
  storage?: FileStorage;
  /** Card payments (default: the built-in test provider, "Test mode - no real charge"). */
  payments?: PaymentProvider;
  /**
   * mosaic-core, which checks and counts grids (default: the built WebAssembly module, loaded once). A core
   * given here also draws the blueprints, on the calling thread (tests that replace it).
   */
  core?: CoreLoader;
  /** How many uploaded pictures are decoded at once, and how long an upload waits (default 2 at once, 3 s). */
  imageDecodes?: WorkSlots;
  /** What makes blueprint PDFs (default: a pool of worker threads of the app's own, or the given `core`). */
  blueprintRenderer?: BlueprintRenderer;
  /** Settings of the job runner (its name, poll interval, lease; tests). */
  jobs?: Partial<Pick<JobRunnerOptions, 'name' | 'pollMs' | 'leaseMs' | 'concurrency' | 'random'>>;
  /** GET /metrics asks for this bearer token (METRICS_TOKEN); without one it answers 404. */
  metricsToken?: string;
  /** What GET /metrics answers (default: this app's registry; a WEB_CONCURRENCY worker's is every worker's). */
  metricsScrape?: () => Promise<string>;
  /** The PostgreSQL pool's counts, for the metrics. */
  databasePool?: () => PoolCounts;
  /** Traces of requests and jobs (main.ts, when OTEL_EXPORTER_OTLP_ENDPOINT is set; `db` is then traced too). */
  tracing?: Tracing;
  /**
   * false: no request id, access line or request metrics (`npm run bench:load` measures what they cost with it;
   * never in production).
   */
  observeRequests?: boolean;
}

/** Paths whose body is not JSON (multipart uploads) or that servers call (signed webhooks). */
const NON_JSON_PATHS = ['/api/images', '/api/payment/webhook'];
const SERVER_TO_SERVER_PATHS = ['/api/payment/webhook'];
/** Browsers keep to https for this shop for 180 days once they have seen it over https. */
const HSTS = 'max-age=15552000; includeSubDomains';
/** A whole cart of 50 items of the largest grid, as a visitor's cart travels. */
const CART_BODY_LIMIT = MAX_CART_ITEMS * MAX_ITEM_JSON_BYTES + 64 * 1024;
/**
 * The body each JSON call may send: grids only travel to the calls below (each also rate-limited before its body
 * is parsed); every other call takes a few choices, a form or a message, at most SMALL_BODY_LIMIT.
 */
const GRID_BODY_LIMITS: ReadonlyArray<[RegExp, number]> = [
  [/^\/api\/(cart\/price|shipping\/options|user\/create|user\/login)$/, CART_BODY_LIMIT],
  [/^\/api\/cart\/items$/, MAX_ITEM_JSON_BYTES],
  [/^\/api\/designs(\/[^/]+)?$/, MAX_DESIGN_JSON_BYTES],
];
export const SMALL_BODY_LIMIT = 32 * 1024;

export function createApp(options: AppOptions) {
  const { db, mailer, config } = options;
  const clock = options.clock ?? systemClock;
  // A log the app makes (none handed in) is the app's to close.
  const ownLog = options.log ? null : createLog();
  const log: Log = options.log ?? ownLog!;
  const metrics = new Metrics({ db, clock, pool: options.databasePool });
  const storage = options.storage ?? new LocalFileStorage(config.dataDir);
  const payments = options.payments ?? new TestPaymentProvider(db);
  const core = memoizeCore(options.core ?? loadMosaicCoreNode);
  // Each app owns its threads: closing one app (tests make many in a process) never stops another's blueprints.
  const pool = options.blueprintRenderer || options.core ? null : new BlueprintPool();
  const renderer = options.blueprintRenderer ?? pool?.render ?? inProcessRenderer(core);
  const blueprints = new Blueprints(storage, renderer, metrics.blueprintRender, config.publicUrl);
  // Emails and blueprints are durable jobs; the process that serves (main.ts) starts the runner.
  const jobs = new JobRunner({
    db,
    clock,
    log,
    handlers: jobHandlers({ db, mailer, blueprints, publicUrl: config.publicUrl, clock, metrics }),
    tracing: options.tracing,
    ...options.jobs,
  });
  const checkoutDeps = { db, payments, core, jobs, clock, log, metrics };
  const origins = shopOrigins(config);
  const refusedOrigins = new RefusedOrigins(log, clock, origins);
  const checkout = new Checkout(checkoutDeps);
  const paymentEvents = new PaymentEvents(checkoutDeps, checkout);
  const deps: AppDeps = {
    db,
    mailer,
    config,
    clock,
    limiter: options.limiter ?? new DatabaseRateLimiter(db, clock),
    log,
    storage,
    payments,
    core,
    imageDecodes: options.imageDecodes ?? new WorkSlots(),
    passwords: new PasswordHasher(config.passwordHashing),
    cartReads: new CartReads(db),
    blueprints,
    checkout,
    paymentEvents,
    jobs,
  };
  deps.limiter = countingRefusals(deps.limiter, metrics.rateLimitRefusals);
  const maintenance = new Maintenance(paymentEvents, log);
  maintenance.add(['sweep unused images', () => sweepUnusedImages(db, storage, clock())]);
  maintenance.add(['prune done jobs', () => pruneDoneJobs(db, clock())]);
  const app = new Hono<AppEnv>();

  // First: the request's id and log (c.get('log'), its id on every line), its access line and its metrics.
  if (options.observeRequests === false)
    app.use('*', (c, next) => {
      c.set('log', log);
      return next();
    });
  else
    app.use(
      '*',
      observeRequests({
        log,
        trustProxy: config.trustProxy,
        tracing: options.tracing,
        onStart: () => metrics.requestStarted(),
        onEnd: (end) => metrics.requestEnded(end),
      }),
    );
  // Registered before secureHeaders so it runs after it: product pictures are shown by mail
  // clients and other sites (the confirmation email's thumbnails), so they may be loaded cross-origin.
  app.use('/images/*', async (c, next) => {
    await next();
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.use(
    '*',
    secureHeaders({
      // Stripe's 3-D Secure opens a popup that must be able to talk back.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      crossOriginResourcePolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      // Set below, only on answers sent over https (browsers ignore it over http, and it says nothing true there).
      strictTransportSecurity: false,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (cameOverHttps(c, config.trustProxy)) c.res.headers.set('Strict-Transport-Security', HSTS);
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are data, never documents to render or frame. Set on the answer's own headers, as secureHeaders
    // does: c.header() after the answer is made copies it into a new one through a web stream (with the Node
    // adapter, about a tenth of a cart read's CPU).
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    stateChangeGuard({
      allowedOrigins: origins,
      onRefused: (origin) => refusedOrigins.tell(origin),
      nonJsonPaths: (path) => NON_JSON_PATHS.includes(path),
      serverToServerPaths: (path) => SERVER_TO_SERVER_PATHS.includes(path),
    }),
  );
  const smallLimit = limitBody(SMALL_BODY_LIMIT);
  const gridLimits = GRID_BODY_LIMITS.map(([path, bytes]) => [path, limitBody(bytes)] as const);
  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    if (NON_JSON_PATHS.includes(path)) return next();
    const limit = gridLimits.find(([pattern]) => pattern.test(path))?.[1] ?? smallLimit;
    return limit(c, next);
  });

  // Who is calling: an indexed lookup of the cookie token's hash (several requests' in one statement under load).
  const sessions = new SessionReader(deps.db);
  app.use('/api/*', async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('session', token ? await sessions.find(token, deps.clock()) : null);
    await next();
  });

  for (const [path, factory] of routes) app.route(path, factory(deps));
  app.route(
    '/metrics',
    metricsRoutes({
      token: options.metricsToken,
      scrape: options.metricsScrape ?? (() => metrics.text()),
      contentType: metrics.registry.contentType,
    }),
  );
  app.all('/api/*', () => {
    throw notFound('There is no such API call.');
  });

  app.onError((err, c) => {
    if (
      c.req.path === '/api/images' &&
      c.req.method === 'POST' &&
      (err instanceof AppError || err instanceof SlotsBusy)
    )
      metrics.uploadsRefused.inc({ reason: err instanceof AppError ? err.code : 'BUSY' });
    if (err instanceof AppError) return c.json(err.toJSON(), err.status);
    if (err instanceof ZodError) {
      const error = validationError(err);
      return c.json(error.toJSON(), error.status);
    }
    if (err instanceof HTTPException) {
      const error =
        err.status === 400
          ? new AppError(400, 'BAD_JSON', "The request body isn't valid JSON.")
          : err.status === 413
            ? new AppError(413, 'PAYLOAD_TOO_LARGE', 'That request is too large.')
            : new AppError(err.status === 401 ? 401 : 400, `HTTP_${err.status}`, 'That request could not be handled.');
      return c.json(error.toJSON(), error.status);
    }
    if (err instanceof SlotsBusy) {
      // Every password-hashing slot stayed taken (a burst of sign-ins), or the caller left while it waited: a
      // retryable answer, not a 500.
      c.header('Retry-After', '5');
      return c.json(BUSY.toJSON(), BUSY.status);
    }
    if (err instanceof PaymentProviderError && err.kind !== 'signature') {
      // The payment service is down or refused the call: say so instead of "something went wrong".
      c.get('log').error(`Payment provider error on ${c.req.method} ${routeOf(c)}`, err);
      const error = paymentProviderAppError(err.kind);
      return c.json(error.toJSON(), error.status);
    }
    if (isStorageUnavailable(err)) {
      c.get('log').error(`File storage unavailable on ${c.req.method} ${routeOf(c)}`, err);
      return c.json(STORAGE_UNAVAILABLE.toJSON(), STORAGE_UNAVAILABLE.status);
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: a clear, retryable answer instead of a hang or a 500.
      c.get('log').error(`Database unavailable on ${c.req.method} ${routeOf(c)}`, err);
      return c.json(DB_UNAVAILABLE.toJSON(), DB_UNAVAILABLE.status);
    }
    c.get('log').error(`Unhandled error on ${c.req.method} ${routeOf(c)}`, err);
    return c.json(
      {
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      } satisfies ErrorAnswer,
      500,
    );
  });

  // Housekeeping the process runs at start and periodically, and the job runner it starts (main.ts); tests run
  // both by hand (`app.jobs.runDue()`). `close()` stops what the app started and ends what it made (the job runner
  // once the jobs under way are done, the periodic housekeeping, the blueprint threads, the log's output when no log
  // was handed in); what was handed in (the database, mailer, storage, log) stays open for its owner to close.
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      await Promise.all([jobs.stop(), maintenance.stop()]);
      await pool?.close();
      metrics.close();
      ownLog?.close();
    })());
  return Object.assign(app, { maintenance, blueprints, jobs, deps, close, metrics });
}

export type App = ReturnType<typeof createApp>;

const DB_UNAVAILABLE = new AppError(
  503,
  'DB_UNAVAILABLE',
  "The shop can't reach its database just now. Please try again in a minute.",
);
const BUSY = new AppError(503, 'BUSY', 'Many people are signing in just now. Please try again in a few seconds.');
const STORAGE_UNAVAILABLE = new AppError(
  503,
  'STORAGE_UNAVAILABLE',
  "The shop can't store or read pictures just now. Please try again in a minute.",
);

/** What the customer is told when the payment provider fails a call. */
export function paymentProviderAppError(kind: PaymentProviderError['kind']): AppError {
  if (kind === 'not_found')
    return new AppError(404, 'NOT_FOUND', "We couldn't find that payment. Please start the payment again.");
  if (kind === 'invalid_state')
    return new AppError(
      409,
      'PAYMENT_CLOSED',
      'This payment can no longer be changed. Please start the payment again.',
    );
  if (kind === 'conflict')
    return new AppError(409, 'PAYMENT_BUSY', 'Your payment was being changed by another request. Please try again.');
  return new AppError(
    503,
    'PAYMENT_UNAVAILABLE',
    "We couldn't reach the payment service just now. Please try again in a minute.",
  );
}

/** Every mounted API route as "METHOD /path" with {param} placeholders (the contract test compares it to api/README.md). */
export function listRoutes(app: App): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/')) continue;
    const path = r.path
      // A param whose pattern ends in a file extension (`:itemId{...\\.pdf}`) is written `{itemId}.pdf`.
      .replace(/:([A-Za-z_]+)\{[^}]*\\\.(\w+)\}/g, '{$1}.$2')
      .replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')
      .replace(/\/$/, '');
    if (path.endsWith('*')) continue;
    seen.add(`${r.method} ${path || '/'}`);
  }
  return [...seen].sort();
}
