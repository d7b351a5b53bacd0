import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { Clock } from '../config.ts';
import type { Log } from '../log.ts';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const badOrigin = () => new AppError(403, 'BAD_ORIGIN', 'This request came from another site, so it was refused.');

/**
 * For a GET that has an effect (it sends an email): only the shop's own pages may make it. A browser says
 * where a request comes from (`Sec-Fetch-Site`: only `same-origin`, or `none` for an address typed by the
 * user, pass; a same-site page is another origin) and may send `Origin`, which must be the shop's; a client
 * that is not a browser sends neither.
 */
export function requireSameOrigin(c: Context, allowedOrigins: readonly string[]): void {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw badOrigin();
  const origin = c.req.header('origin');
  if (origin !== undefined && !allowedOrigins.includes(origin)) throw badOrigin();
}

export interface GuardOptions {
  /**
   * Origins the browser may call from: the shop's own, from PUBLIC_URL. Compared whole (scheme, host and port);
   * the request's own Host is not trusted, since a page on another name (DNS rebinding) sends its own.
   */
  allowedOrigins: string[];
  /** Paths that take a body other than JSON (multipart uploads, signed webhooks). */
  nonJsonPaths: (path: string) => boolean;
  /** Paths that are called by servers, not browsers (no Origin check), e.g. the payment webhook. */
  serverToServerPaths: (path: string) => boolean;
  /** Told each Origin refused (an operator may need to set PUBLIC_URL). */
  onRefused?: (origin: string) => void;
}

/**
 * Cross-site request protection for state-changing calls: a browser's Origin (or Sec-Fetch-Site) must be
 * the shop's own, and a body must be JSON, which a cross-site form cannot send without CORS.
 */
export function stateChangeGuard(options: GuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = c.req.path;
    if (!options.serverToServerPaths(path)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
        options.onRefused?.(origin);
        throw badOrigin();
      }
      if (origin === undefined && c.req.header('sec-fetch-site') === 'cross-site') throw badOrigin();
    }
    if (!options.nonJsonPaths(path)) {
      const length = c.req.header('content-length');
      // Without a length header (chunked, or a Request built in a test) a non-null body stream counts.
      const hasBody = length !== undefined ? length !== '0' : c.req.raw.body !== null;
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (hasBody && type !== 'application/json') {
        throw new AppError(415, 'JSON_REQUIRED', 'Send this request as JSON (Content-Type: application/json).');
      }
    }
    return next();
  };
}

/** At most one warning about refused Origins this often. */
export const REFUSED_ORIGIN_WARNING_MS = 60_000;

/**
 * Names a refused Origin in the server's log, at most once a minute, with what to do when it is the shop's own
 * address: a shop opened at an address other than the one it knows refuses its own pages, and without this
 * line nothing would say why.
 */
export class RefusedOrigins {
  private lastWarned = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly log: Log,
    private readonly clock: Clock,
    private readonly accepted: readonly string[],
  ) {}

  tell(origin: string): void {
    const now = this.clock().getTime();
    if (now - this.lastWarned < REFUSED_ORIGIN_WARNING_MS) return;
    this.lastWarned = now;
    this.log.warn(
      `Refused a request from Origin ${origin}: the shop accepts ${this.accepted.join(', ')}. ` +
        `If customers open the shop at ${origin}, set PUBLIC_URL to that address.`,
      undefined,
      { origin },
    );
  }
}
