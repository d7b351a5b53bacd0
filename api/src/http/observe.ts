// Every request gets an id and leaves one access line. The id comes from the trusted proxy's X-Request-Id (with
// TRUST_PROXY), else it is made here; it goes back in the X-Request-Id header. The request's log (`c.get('log')`,
// the app's with the id on every line) is what the routes hand to the code working for the request, and the jobs
// that code writes keep the id too.
import { randomBytes } from 'node:crypto';
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
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
 * The answer to a request served by the shop's own server (`serveShop`): until its last byte is out it carries what
 * its request's access line needs, and it writes the request's id into its own head. Handing the id to Node with
 * the rest of the head costs a request far less than setting it on the web answer's `Headers` (which check and
 * lower-case the name and value, and are copied into Node's object anyway), and ending on this class's own close
 * listener needs no function made for each request.
 */
export class ObservedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** Set by `observeRequests` when its request starts. */
  served: Served | undefined = undefined;

  constructor(request: Request) {
    super(request);
    // The answer closes once: written out, or its caller gone first.
    this.on('close', answered);
  }

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const served = this.served;
    if (served !== undefined) {
      // The handlers are done: the route that answered is known, and the request's context can go.
      served.settle();
      const requestId = served.requestId;
      const given = typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders;
      // The Node adapter makes this object for the answer (from its web headers, or the plain ones it was made
      // with): the id joins it. Otherwise Node's own list of the answer's headers takes it.
      if (given !== undefined && !Array.isArray(given)) given[REQUEST_ID_HEADER] = requestId;
      else this.setHeader(REQUEST_ID_HEADER, requestId);
    }
    return typeof reasonOrHeaders === 'string'
      ? super.writeHead(statusCode, reasonOrHeaders, headers)
      : super.writeHead(statusCode, reasonOrHeaders);
  }
}

/** What a served answer keeps of its request until it closes. */
class Served {
  constructor(
    readonly requestId: string,
    readonly method: string,
    /** The request's context until the route that answered is known, then that route's pattern. */
    private reached: Context<AppEnv> | string,
    /** performance.now() when the request came in. */
    readonly started: number,
    /** Its connection (the answer lets go of it before it closes), and what that had sent before this request. */
    readonly socket: Socket | null,
    readonly bytesBefore: number,
    readonly ended: (end: ServedEnd) => void,
  ) {}

  /** The pattern of the route that answered (or was reached), found once; the context is let go then. */
  settle(): string {
    if (typeof this.reached !== 'string') this.reached = routeOf(this.reached);
    return this.reached;
  }
}

/** A request's end as its access line has it. */
interface ServedEnd extends RequestEnd {
  requestId: string;
  /** The bytes that went out, when known. */
  bytes: number | undefined;
}

/** An ObservedResponse's close listener: its request's end, once. */
function answered(this: ObservedResponse): void {
  const served = this.served;
  if (served === undefined) return;
  this.served = undefined;
  const ms = performance.now() - served.started;
  const socket = served.socket;
  served.ended({
    requestId: served.requestId,
    method: served.method,
    route: served.settle(),
    // Gone before its head was written: the caller closed the request (as proxies log it).
    status: this.headersSent ? this.statusCode : CLIENT_CLOSED,
    seconds: ms / 1000,
    bytes: socket ? socket.bytesWritten - served.bytesBefore : undefined,
  });
}

/** The status an access line gives a request whose caller went away before its answer was written. */
export const CLIENT_CLOSED = 499;

/**
 * The first middleware: the request id, the access line, and the request's start and end for the metrics. Served
 * by `serveShop`, a request ends when its answer is written (`bytes`: what went out on the connection, headers
 * included) or its caller goes away; otherwise (app.request, another server) when the handlers are done (`bytes`:
 * Content-Length, if set).
 */
export function observeRequests({
  log,
  trustProxy,
  onStart,
  onEnd,
  tracing,
}: ObserveOptions): MiddlewareHandler<AppEnv> {
  const newId = requestIds();
  const ended = ({ requestId, method, route, status, seconds, bytes }: ServedEnd) => {
    onEnd?.({ method, route, status, seconds });
    log.access({ requestId, method, route, status, ms: seconds * 1000, bytes });
  };
  /** `forwarded`: the request's X-Request-Id (read only when it may be used: a look-up is not free). */
  const start = (c: Context<AppEnv>, forwarded: string | undefined): string => {
    const requestId = requestIdOf(forwarded, trustProxy, newId);
    c.set('log', log.child({ requestId }));
    onStart?.();
    return requestId;
  };
  const forwardedIn = (c: Context<AppEnv>) => (trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined);
  const handle = (c: Context<AppEnv>, next: Next): Promise<void> => {
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (!(outgoing instanceof ObservedResponse)) return observeInApp(c, next, start(c, forwardedIn(c)), ended);
    // Node's own object of the request's headers (names in lower case; the adapter reads its headers from it too)
    // costs a property look-up, where the web request's `Headers` check and lower-case the name first.
    const forwarded = trustProxy ? outgoing.req.headers[REQUEST_ID_HEADER] : undefined;
    const socket = outgoing.socket;
    outgoing.served = new Served(
      start(c, typeof forwarded === 'string' ? forwarded : undefined),
      c.req.method,
      c,
      performance.now(),
      socket,
      socket?.bytesWritten ?? 0,
      ended,
    );
    return next();
  };
  if (!tracing) return handle;
  // A request's span ends with its handlers, so it is observed as it is without the shop's server.
  return (c, next) =>
    tracing.span(c.req.method, 'server', { 'http.request.method': c.req.method }, async (span) => {
      const requestId = start(c, forwardedIn(c));
      span.set({ [REQUEST_ID_ATTRIBUTE]: requestId });
      await observeInApp(c, next, requestId, ended, span);
    });
}

/** A request observed from its handlers alone: it ends when they are done, or when its served answer closes. */
async function observeInApp(
  c: Context<AppEnv>,
  next: Next,
  requestId: string,
  ended: (end: ServedEnd) => void,
  span?: SpanScope,
): Promise<void> {
  const method = c.req.method;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const socket = outgoing?.socket ?? null;
  const bytesBefore = socket?.bytesWritten ?? 0;
  const started = performance.now();
  let status = 500;
  let route = 'unmatched';
  const end = (bytes: number | undefined) => {
    const seconds = (performance.now() - started) / 1000;
    ended({ requestId, method, route, status, seconds, bytes });
  };
  try {
    await next();
    status = c.res.status;
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } finally {
    route = routeOf(c);
    if (span) {
      span.rename(`${method} ${route}`);
      span.set({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.fail(`HTTP ${status}`);
    }
    if (outgoing && socket && !outgoing.writableFinished && !outgoing.closed)
      outgoing.on('close', () => end(socket.bytesWritten - bytesBefore));
    else {
      const length = Number(c.res.headers.get('content-length') ?? Number.NaN);
      end(Number.isSafeInteger(length) && length >= 0 ? length : undefined);
    }
  }
}
