import type { SessionInfo } from '../accounts/sessions.ts';
import type { Log } from '../log.ts';

/**
 * What every request carries: its log (the app's, with the request's id on each line: hand it to the code that works
 * for the request) and who is calling.
 */
export type AppEnv = { Variables: { log: Log; session: SessionInfo | null } };
/** After `requireUser` / `requireAdmin`: the caller's user id. */
export type UserEnv = { Variables: { log: Log; session: SessionInfo | null; userId: string; isAdmin: boolean } };
/** After `optionalUser`: the caller's user id, or null for a visitor. */
export type OptionalUserEnv = { Variables: { log: Log; session: SessionInfo | null; userId: string | null } };
