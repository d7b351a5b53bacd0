// GET /metrics: the Prometheus text, for a scraper that sends `Authorization: Bearer METRICS_TOKEN`. Without a
// token configured the route answers 404, as if it were not there (METRICS_PORT serves loopback scrapers instead).
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { AppError, notFound } from '../errors.ts';

export interface MetricsRouteOptions {
  token: string | undefined;
  /** The text to answer: this process's metrics, or a WEB_CONCURRENCY instance's (every worker's). */
  scrape: () => Promise<string>;
  contentType: string;
}

/** Whether `given` is the token, compared in constant time (digests of equal length). */
export function tokenMatches(given: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

const METRICS_UNAVAILABLE = new AppError(
  503,
  'METRICS_UNAVAILABLE',
  'The metrics could not be collected: a worker did not answer. Try the next scrape.',
);

export const metricsRoutes = ({ token, scrape, contentType }: MetricsRouteOptions) =>
  new Hono().get('/', async (c) => {
    if (!token) throw notFound('There is no such call.');
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!tokenMatches(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED', 'The metrics need their bearer token.');
    }
    let text: string;
    try {
      text = await scrape();
    } catch {
      // A worker of the instance did not give its metrics: no answer rather than a sum that drops.
      throw METRICS_UNAVAILABLE;
    }
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
