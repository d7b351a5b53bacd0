import type { Clock } from '../config.ts';
import { tooManyRequests } from '../errors.ts';

export interface Limit {
  /** How many hits a key may make per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in memory. One process only: several API processes would each count on their
 * own, so a shop that runs more than one should move this to a shared store (Redis, PostgreSQL).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  /** Counts a hit; false when the key is over its limit. */
  hit(key: string, limit: Limit): boolean {
    const now = this.clock().getTime();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= limit.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit.max;
  }

  /** True when the key is already over its limit (without counting a hit). */
  blocked(key: string, limit: Limit): boolean {
    const window = this.windows.get(key);
    return !!window && this.clock().getTime() - window.start < limit.windowMs && window.count >= limit.max;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    // Windows are at most a day long; older ones can go.
    for (const [key, w] of this.windows) if (now - w.start > 24 * 60 * 60 * 1000) this.windows.delete(key);
  }
}

const MINUTE = 60_000;

/** The limits of the calls an attacker would hammer. */
export const LIMITS = {
  /** Failed logins for one address. */
  loginPerAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Login attempts from one client. */
  loginPerClient: { max: 50, windowMs: 15 * MINUTE },
  signupPerClient: { max: 10, windowMs: 60 * MINUTE },
  /** Sign-up attempts for one address (each taken address answers 409, so this slows probing). */
  signupPerAddress: { max: 5, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 3, windowMs: 60 * MINUTE },
  forgotPerClient: { max: 10, windowMs: 60 * MINUTE },
  emailCheckPerClient: { max: 60, windowMs: 10 * MINUTE },
  emailCheckPerAddress: { max: 20, windowMs: 10 * MINUTE },
  helpPerClient: { max: 5, windowMs: 10 * MINUTE },
  passwordCheckPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Page views and wizard events: generous, only against a script filling the table. */
  analyticsPerClient: { max: 600, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

export function enforce(limiter: RateLimiter, key: string, limit: Limit, message: string): void {
  if (!limiter.hit(key, limit)) throw tooManyRequests(message);
}

export const minutes = (limit: Limit): number => Math.round(limit.windowMs / MINUTE);
