import { hashToken, newToken } from '../auth/tokens.ts';
import type { SessionInfo } from '../http/env.ts';
import type { Db } from '../db/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: string, now: Date, days: number): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = new Date(now.getTime() + days * DAY_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expires.toISOString() })
    .execute();
  return { token, expires };
}

export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'users.email', 'users.is_admin', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { userId: row.user_id, email: row.email, isAdmin: row.is_admin === 1, tokenHash };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of a user except, optionally, the one still in use. */
export async function deleteUserSessions(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
