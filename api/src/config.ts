import { SUPPORT_EMAIL } from '@brixilated/shop';
import path from 'node:path';

export interface PasswordHashing {
  /** argon2id memory in KiB, passes and lanes. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface AppConfig {
  /** Where the shop is reached, e.g. https://shop.example (links in emails, the Origin check, Secure cookies). */
  publicUrl: string;
  dataDir: string;
  /** Honour X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front. */
  trustProxy: boolean;
  passwordHashing: PasswordHashing;
  /** Session lifetime in days. */
  sessionDays: number;
  supportAddress: string;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough on a small shared machine. */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AppConfig & { port: number; host: string; smtpUrl: string } {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const host = env.HOST || '0.0.0.0';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://${shownHost}:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    smtpUrl: env.SMTP_URL || '',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    sessionDays: 30,
    supportAddress: SUPPORT_EMAIL,
  };
}

/** Current time; injected so tests can move it (reset-link expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
