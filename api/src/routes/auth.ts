import type { AdminCheckAnswer, SessionAnswer } from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { findUserByEmail, getPublicUser, normalizeEmail } from '../accounts/users.ts';
import { requireUser } from '../http/auth.ts';
import { forbidden, notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';

export const authRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    // The cookie is the token; a visitor (or an expired session) gets null, not an error.
    .post('/verify', async (c) => {
      const session = c.get('session');
      return c.json({
        user: session ? ((await getPublicUser(deps.db, session.userId)) ?? null) : null,
      } satisfies SessionAnswer);
    })
    // The admin check by user id; the id is the email (PublicUser._id).
    .get('/admin/:userId', requireUser, valid('param', z.object({ userId: z.string().min(1).max(254) })), async (c) => {
      const wanted = normalizeEmail(c.req.valid('param').userId);
      const session = c.get('session');
      if (!session?.isAdmin && session?.email !== wanted) throw forbidden('You can only ask about your own account.');
      const user = await findUserByEmail(deps.db, wanted);
      if (!user) throw notFound('There is no such user.');
      return c.json({ isAdmin: user.is_admin === 1 } satisfies AdminCheckAnswer);
    });
