import { createMiddleware } from 'hono/factory';
import { forbidden, unauthenticated } from '../errors.ts';
import type { OptionalUserEnv, UserEnv } from './env.ts';

/** 401 for a visitor; sets `userId` (and `isAdmin`) for a logged-in customer. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const session = c.get('session');
  if (!session) throw unauthenticated();
  c.set('userId', session.userId);
  c.set('isAdmin', session.isAdmin);
  await next();
});

/** 401 for a visitor, 403 for a customer; sets `userId` for an admin. */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const session = c.get('session');
  if (!session) throw unauthenticated();
  if (!session.isAdmin) throw forbidden('Only an admin can do that.');
  c.set('userId', session.userId);
  c.set('isAdmin', true);
  await next();
});

/** Sets `userId` to the caller's id, or null for a visitor. */
export const optionalUser = createMiddleware<OptionalUserEnv>(async (c, next) => {
  c.set('userId', c.get('session')?.userId ?? null);
  await next();
});
