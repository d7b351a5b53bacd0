import { type AnalyticsEvent, type Expect, type Same } from '@brixilated/shop';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/env.ts';
import { clientKey } from '../http/client.ts';
import { enforce, LIMITS } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';

const label = (max: number) => z.string().trim().max(max).optional();
const eventBody = z.object({
  type: z.enum(['pageview', 'event'], { error: 'The type is pageview or event.' }),
  // A path inside the shop, not a full URL (keeps other sites' addresses and query strings out of the table).
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'The path must start with / (no query string).'),
  category: label(100),
  action: label(100),
  label: label(200),
});
type _EventBody = Expect<Same<z.input<typeof eventBody>, AnalyticsEvent>>;

/** Secrets that appear in paths (the reset link's token) are never stored. */
export const redactPath = (path: string): string => path.replace(/^\/reset\/[^/]+/, '/reset/{token}');

/** Page views on every route change and wizard steps ("Order Process" Next clicks). */
export const analyticsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post('/', valid('json', eventBody), async (c) => {
    const e = c.req.valid('json');
    await enforce(
      deps.limiter,
      `analytics:${clientKey(c, deps.config.trustProxy)}`,
      LIMITS.analyticsPerClient,
      'Too many events from here. Please slow down.',
    );
    await deps.db
      .insertInto('analytics_events')
      .values({
        id: randomUUID(),
        type: e.type,
        path: redactPath(e.path),
        category: e.category || null,
        action: e.action || null,
        label: e.label || null,
        user_id: c.get('session')?.userId ?? null,
        created_at: deps.clock().toISOString(),
      })
      .execute();
    return c.body(null, 204);
  });
