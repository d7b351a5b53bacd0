import { hashToken, newToken } from '../auth/tokens.ts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { enqueueJobs } from '../db/jobs.ts';

export const RESET_LIFETIME_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * A reset asked for: the email is a durable job (api/src/jobs/), so the request never waits on the mail
 * server (whose delay would tell an address with an account from one without). The job makes the link
 * when it sends it (createPasswordReset), so the link's hour starts when it goes out.
 */
export async function requestPasswordReset(db: Db, userId: string, now: Date, requestId?: string): Promise<void> {
  await enqueueJobs(
    db,
    [{ kind: 'reset-email', payload: { userId }, dedupeKey: `reset:${userId}:${randomUUID()}` }],
    now,
    requestId,
  );
}

/** Removes a reset token that was never sent (its email failed). */
export async function deletePasswordReset(db: Db, token: string): Promise<void> {
  await db.deleteFrom('password_resets').where('token_hash', '=', hashToken(token)).execute();
}

/** The user a reset token belongs to, when it is unused and less than an hour old. */
export async function findUsableReset(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return null;
  return { userId: row.user_id, tokenHash };
}

/** Marks the token used; false when another request used it first (single use even under a race). */
export async function consumeReset(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every unused reset link of the user (after a reset or a password change, older links must not work). */
export async function revokeUserResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Drops reset tokens that can no longer be used (past their hour). */
export async function deleteStaleResets(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
}
