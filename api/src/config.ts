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
  /**
   * The origins a browser may call from (the Origin check). Left out: the public address's alone. Without
   * PUBLIC_URL the shop is being tried on one machine and answers at every loopback name of its port.
   */
  allowedOrigins?: string[];
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
  const publicUrl = (env.PUBLIC_URL || `http://${shownHost}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    publicUrl,
    // Unset, the address it shows first, then the other loopback names of its port.
    allowedOrigins: env.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [...new Set([new URL(publicUrl).origin, ...loopbackOrigins(port)])],
    dataDir: path.resolve(env.DATA_DIR || './data'),
    smtpUrl: env.SMTP_URL || '',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    sessionDays: 30,
    supportAddress: SUPPORT_EMAIL,
  };
}

/** The names of this machine a browser may use for the shop's port when PUBLIC_URL is unset. */
export const loopbackOrigins = (port: number): string[] =>
  ['localhost', '127.0.0.1', '[::1]'].map((name) => `http://${name}:${port}`);

/** The origins a browser may call the shop from (see AppConfig.allowedOrigins). */
export const shopOrigins = (config: AppConfig): string[] => config.allowedOrigins ?? [new URL(config.publicUrl).origin];

/** Current time; injected so tests can move it (reset-link expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
