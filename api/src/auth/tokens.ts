import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
