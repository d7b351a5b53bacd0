import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../app.ts';
import type { AppEnv } from '../http/env.ts';

export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    // Touch the database so "ok" means the shop can actually serve.
    await sql`select 1`.execute(deps.db);
    return c.json({ ok: true });
  });
