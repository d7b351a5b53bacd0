// A request as the logs, metrics and traces see it: its id (request-id.ts), its start and end (the request metrics),
// its access line, and its server span when traces are on. Served by a Node server (`@hono/node-server`), a request
// ends when its answer is written or its caller goes away; otherwise (app.request) when its handlers are done.
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { routePath } from 'hono/route';
import type { Log } from '../log.ts';
import { requestId, type RequestIdEnv } from './request-id.ts';
import { REQUEST_ID_ATTRIBUTE, type SpanScope, type Tracing } from './tracing.ts';

/**
 * The pattern of the route serving `c` (`/api/user/forgot/:email`): what lines name, never the path itself, which
 * may hold an email address or a token. After next() it is that of the last handler that ran.
 */
export function routeOf(c: Context): string {
  return routePath(c, c.req.routeIndex) || 'unmatched';
}

/** The status an access line gives a request whose caller went away before its answer was written (as nginx). */
export const CLIENT_CLOSED = 499;

/** What the request metrics are told when a request ends. */
export interface RequestEnd {
  method: string;
  /** The pattern of the route that answered (`/api/orders/:orderNumber`), never the path with its values. */
  route: string;
  status: number;
  seconds: number;
}

export interface ObserveOptions {
  log: Log;
  trustProxy: boolean;
  /** Called when a request starts and ends (the request metrics). */
  onStart?: () => void;
  onEnd?: (end: RequestEnd) => void;
  /** Records each request as a server span (when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing;
}

/**
 * The first middleware: the request's id and log, then its start, and at its end the metrics and the access line
 * (`bytes`: what went out on the connection, headers included, for a served answer; Content-Length otherwise).
 */
export function observeRequests({
  log,
  trustProxy,
  onStart,
  onEnd,
  tracing,
}: ObserveOptions): MiddlewareHandler<RequestIdEnv> {
  const identify = requestId({ log, trustProxy });
  const hooks = { onStart, onEnd };
  const observe = tracing
    ? (c: Context<RequestIdEnv>, next: Next) =>
        tracing.span(c.req.method, 'server', { 'http.request.method': c.req.method }, (span) => {
          span.set({ [REQUEST_ID_ATTRIBUTE]: c.get('requestId') });
          return observed(c, next, hooks, span);
        })
    : (c: Context<RequestIdEnv>, next: Next) => observed(c, next, hooks);
  return (c, next) => identify(c, () => observe(c, next));
}

/** A request from its start to its end. */
async function observed(
  c: Context<RequestIdEnv>,
  next: Next,
  { onStart, onEnd }: Pick<ObserveOptions, 'onStart' | 'onEnd'>,
  span?: SpanScope,
): Promise<void> {
  const started = performance.now();
  const method = c.req.method;
  const id = c.get('requestId');
  const log = c.get('log');
  onStart?.();
  // The request's context until its handlers are done (the route reached, should its caller leave first); then
  // only the route that answered is kept.
  let reached: Context<RequestIdEnv> | null = c;
  let route: string | undefined;
  const end = (status: number, bytes: number | undefined) => {
    const seconds = (performance.now() - started) / 1000;
    const at = route ?? routeOf(reached!);
    onEnd?.({ method, route: at, status, seconds });
    log.access({ requestId: id, method, route: at, status, ms: seconds * 1000, bytes });
  };
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  const socket = outgoing?.socket;
  const served = outgoing !== undefined && socket != null && !outgoing.closed;
  if (served) {
    const before = socket.bytesWritten;
    // The answer closes once: written out, or its caller gone first (before its head was written: 499).
    outgoing.once('close', () =>
      end(outgoing.headersSent ? outgoing.statusCode : CLIENT_CLOSED, socket.bytesWritten - before),
    );
  }
  let status = 500;
  try {
    await next();
    status = c.res.status;
  } finally {
    route = routeOf(c);
    reached = null;
    if (span) {
      span.rename(`${method} ${route}`);
      span.set({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.fail(`HTTP ${status}`);
    }
    if (!served) {
      const length = Number(c.res.headers.get('content-length') ?? Number.NaN);
      end(status, Number.isSafeInteger(length) && length >= 0 ? length : undefined);
    }
  }
}
