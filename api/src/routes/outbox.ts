import path from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';
import { requireAdmin } from '../auth/middleware.ts';
import type { AppEnv } from '../http/env.ts';
import { listOutbox } from '../mail/mailer.ts';

/** Where the outbox mailer writes (see mailerFromConfig); the admin page lists it (empty when mail goes out over SMTP). */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

export const outboxRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', requireAdmin, async (c) => c.json({ data: await listOutbox(outboxDir(deps.config.dataDir)) }));
