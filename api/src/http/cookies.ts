import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'auth-token';

/** HttpOnly (page scripts never see it), SameSite=Lax, Secure over https. */
export function setSessionCookie(c: Context, token: string, expires: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', secure, path: '/' });
}

/** Names the browser a visitor uploads pictures from, so only that browser (and its account) may use them. */
export const VISITOR_COOKIE = 'brix-visitor';
/** As long as the pictures of a visitor's cart are kept at most, and then some. */
const VISITOR_COOKIE_DAYS = 30;

/** The visitor cookie the browser sent, or null. */
export function visitorToken(c: Context): string | null {
  const token = getCookie(c, VISITOR_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The browser's visitor cookie, made and set now if it had none. HttpOnly, SameSite=Lax, Secure over https. */
export function ensureVisitorToken(c: Context, secure: boolean): string {
  const existing = visitorToken(c);
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  setCookie(c, VISITOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: VISITOR_COOKIE_DAYS * 24 * 60 * 60,
  });
  return token;
}
