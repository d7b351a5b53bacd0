import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address, for per-client rate limits. Behind a trusted proxy, the last X-Forwarded-For
 * entry: the one that proxy added. Entries before it come from the caller, who could send a new one with
 * every request and so never reach a per-client limit.
 */
export function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (app.request in tests): every such caller counts as one client.
    return 'local';
  }
}

/** Whether the customer reached us over https (directly, or through a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean, publicUrl: string): boolean {
  if (publicUrl.startsWith('https://')) return true;
  if (trustProxy && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * Whether this request itself came over https (directly, or to a trusted proxy that says so). Unlike `isHttps`,
 * PUBLIC_URL does not count: a header that only matters over https (HSTS) is not sent over plain http.
 */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
