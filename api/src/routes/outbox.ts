import type { DataAnswer, OutboxEntry } from '@brixilated/shop';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { listOutbox, outboxDir } from '../mail/mailer.ts';

/** The admin page's view of the outbox (empty when mail goes out over SMTP). */
export const outboxRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', requireAdmin, async (c) =>
    c.json({ data: await listOutbox(outboxDir(deps.config.dataDir)) } satisfies DataAnswer<OutboxEntry[]>),
  );
