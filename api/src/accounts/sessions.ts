import { hashToken, newToken } from '../auth/tokens.ts';
import { Batcher } from '../db/batch.ts';
import type { Db } from '../db/types.ts';

/** Who is calling, resolved once per request from the `auth-token` cookie (null for a visitor). */
export interface SessionInfo {
  userId: string;
  email: string;
  isAdmin: boolean;
  tokenHash: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  days: number,
): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = new Date(now.getTime() + days * DAY_MS);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return { token, expires };
}

type SessionRequest = { tokenHash: string; now: Date };

/** The sessions of several tokens in one statement; each null when unknown or expired at its `now`. */
async function lookUpSessions(db: Db, requests: ReadonlyArray<SessionRequest>): Promise<Array<SessionInfo | null>> {
  const hashes = [...new Set(requests.map((r) => r.tokenHash))];
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.token_hash', 'sessions.user_id', 'users.email', 'users.is_admin', 'sessions.expires_at'])
    .where('sessions.token_hash', hashes.length === 1 ? '=' : 'in', hashes.length === 1 ? hashes[0] : hashes)
    .execute();
  const byHash = new Map(rows.map((row) => [row.token_hash, row]));
  return requests.map(({ tokenHash, now }) => {
    const row = byHash.get(tokenHash);
    if (!row || row.expires_at <= now.toISOString()) return null;
    return { userId: row.user_id, email: row.email, isAdmin: row.is_admin === 1, tokenHash };
  });
}

/**
 * Who is calling, for every API request: the look-ups of requests that arrive while one is out go together in
 * one statement (`Batcher`), each answered as its own look-up would be (a session ended before the request came is
 * never found: the statement starts after it).
 */
export class SessionReader {
  private readonly batches: Batcher<SessionRequest, SessionInfo | null>;

  constructor(db: Db) {
    this.batches = new Batcher((requests) => lookUpSessions(db, requests));
  }

  find(token: string, now: Date): Promise<SessionInfo | null> {
    return this.batches.load({ tokenHash: hashToken(token), now });
  }
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
