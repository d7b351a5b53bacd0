// Every request gets an id and leaves one access line. The id comes from the trusted proxy's X-Request-Id (with
// TRUST_PROXY), else it is made here; it goes back in the X-Request-Id header. The request's log (`c.get('log')`,
// the app's with the id on every line) is what the routes hand to the code working for the request, and the jobs
// that code writes keep the id too.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from './env.ts';
import { routePath } from 'hono/route';
import type { Log } from '../log.ts';
import { REQUEST_ID_ATTRIBUTE, type SpanScope, type Tracing } from '../observability/tracing.ts';

/**
 * X-Request-Id, in lower case: header names match without case, and the request's and answer's headers keep them
 * in lower case, so a look-up or a set by this name skips lower-casing it.
 */
const REQUEST_ID_HEADER = 'x-request-id';
/** A forwarded id is kept only if it is short and plain (it goes into every line and back to the caller). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A maker of request ids: a random prefix made once (64 bits) and a count, as `3f9a0c2b7d41e865-1c`. The prefix
 * keeps ids apart across processes and restarts; the count makes each new id for the price of a number's text
 * (a random UUID a request costs several times more, in its making and in every line and header it goes into).
 */
export function requestIds(): () => string {
  const prefix = randomBytes(8).toString('hex');
  let count = 0;
  return () => `${prefix}-${(count += 1).toString(36)}`;
}

/** The request's id: the trusted proxy's, or a new one from `make`. */
export function requestIdOf(header: string | undefined, trustProxy: boolean, make: () => string): string {
  if (trustProxy && header && FORWARDED_ID.test(header)) return header;
  return make();
}

/**
 * The pattern of the route serving `c` (`/api/user/forgot/:email`): what lines name, never the path itself, which
 * may hold an email address or a token. After next() the index is that of the last handler that ran.
 */
export function routeOf(c: Context): string {
  return routePath(c, c.req.routeIndex) || 'unmatched';
}

/** What the access line and the request metrics are told when a request ends. */
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
 * The first middleware: the request id, the access line, and the request's start and end for the metrics. Served
 * by Node, a request ends when its answer is written (`bytes`: what went out on the connection, headers
 * included); without a socket (app.request), when the handlers are done (`bytes`: Content-Length, if set).
 */
export function observeRequests({
  log,
  trustProxy,
  onStart,
  onEnd,
  tracing,
}: ObserveOptions): MiddlewareHandler<AppEnv> {
  const handle = observe(log, trustProxy, onStart, onEnd);
  if (!tracing) return (c, next) => handle(c, next);
  return (c, next) =>
    tracing.span(c.req.method, 'server', { 'http.request.method': c.req.method }, (span) => handle(c, next, span));
}

function observe(log: Log, trustProxy: boolean, onStart: ObserveOptions['onStart'], onEnd: ObserveOptions['onEnd']) {
  const newId = requestIds();
  return async (c: Context<AppEnv>, next: Next, span?: SpanScope): Promise<void> => {
    const method = c.req.method;
    // The header is read only when it may be used: a look-up in the request's headers is not free.
    const requestId = requestIdOf(trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined, trustProxy, newId);
    c.set('log', log.child({ requestId }));
    span?.set({ [REQUEST_ID_ATTRIBUTE]: requestId });
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const socket = outgoing?.socket ?? null;
    const bytesBefore = socket?.bytesWritten ?? 0;
    const started = performance.now();
    onStart?.();
    let status = 500;
    let route = 'unmatched';
    const end = (bytes: number | undefined) => {
      const ms = performance.now() - started;
      onEnd?.({ method, route, status, seconds: ms / 1000 });
      log.access({ requestId, method, route, status, ms, bytes });
    };
    try {
      await next();
      status = c.res.status;
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } finally {
      route = routeOf(c);
      if (span) {
        span.rename(`${c.req.method} ${route}`);
        span.set({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.fail(`HTTP ${status}`);
      }
      // The response closes once written, or when the caller went away first: one line either way. (It closes
      // once, so the listener needs no removing.)
      if (outgoing && socket && !outgoing.writableFinished && !outgoing.closed)
        outgoing.on('close', () => end(socket.bytesWritten - bytesBefore));
      else {
        const length = Number(c.res.headers.get('content-length') ?? Number.NaN);
        end(Number.isSafeInteger(length) && length >= 0 ? length : undefined);
      }
    }
  };
}
