/** Who is calling, resolved once per request from the `auth-token` cookie (null for a visitor). */
export interface SessionInfo {
  userId: string;
  email: string;
  isAdmin: boolean;
  tokenHash: string;
}

export type AppEnv = { Variables: { session: SessionInfo | null } };
/** After `requireUser` / `requireAdmin`: the caller's user id. */
export type UserEnv = { Variables: { session: SessionInfo | null; userId: string; isAdmin: boolean } };
/** After `optionalUser`: the caller's user id, or null for a visitor. */
export type OptionalUserEnv = { Variables: { session: SessionInfo | null; userId: string | null } };
