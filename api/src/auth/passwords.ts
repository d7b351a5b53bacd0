import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import type { PasswordHashing } from '../config.ts';
import { WorkSlots } from '../work-slots.ts';

/**
 * How many passwords this process hashes at once: the machine's cores shared among the shop's worker processes
 * (WEB_CONCURRENCY), at least one. argon2 runs on libuv's thread pool, off the event loop, but each hash takes a
 * core for tens of milliseconds: 200 sign-ins at once would otherwise put four hashing threads (the pool's size)
 * against the event loop on every process, and every other call would wait for a core.
 */
export function passwordHashingSlots(
  cores = os.availableParallelism(),
  processes = cluster.isWorker ? Number(process.env.WEB_CONCURRENCY) || 1 : 1,
): number {
  return Math.max(1, Math.floor(cores / processes));
}

const argon2id = (password: string, cost: PasswordHashing) => argon2.hash(password, { type: argon2.argon2id, ...cost });

/**
 * argon2id with `cost`, outside any app's hashing slots: for the demo data written once at start, before the shop
 * serves. Requests hash through their app's `PasswordHasher`.
 */
export const hashPassword = (password: string, cost: PasswordHashing): Promise<string> => argon2id(password, cost);

/**
 * One app's password hashing: its hashing slots and its decoy hash. Sign-ins, sign-ups, resets and password checks
 * wait for a hashing slot, in arrival order: a burst of sign-ins is queued (at most 1,000 waiting, each at most
 * 20 s; beyond that 503 BUSY with Retry-After), and the rest of the shop keeps answering.
 */
export class PasswordHasher {
  private decoy: Promise<string> | null = null;

  constructor(
    readonly cost: PasswordHashing,
    readonly slots: WorkSlots = new WorkSlots(passwordHashingSlots(), 20_000, 1_000),
    /** How the decoy is made (tests count or fail it). */
    private readonly makeDecoy: (password: string, cost: PasswordHashing) => Promise<string> = argon2id,
  ) {}

  /** argon2id with the app's cost, in a hashing slot; `signal`: the request's, so a caller who left is not hashed for. */
  hash(password: string, signal?: AbortSignal): Promise<string> {
    return this.slots.run(() => argon2id(password, this.cost), signal);
  }

  /** Whether `password` matches `hash` (false for a malformed hash), in a hashing slot. */
  verify(hash: string, password: string, signal?: AbortSignal): Promise<boolean> {
    return this.slots.run(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    }, signal);
  }

  /**
   * A hash of nothing anyone knows, made once. It is made outside the hashing slots (one hash, once), so a burst
   * of sign-ins cannot make it fail, and one that failed anyway is forgotten and made again by the next caller: a
   * failure kept here would answer every unknown email with BUSY and every known one with 401, telling which
   * emails have accounts.
   */
  decoyHash(): Promise<string> {
    if (!this.decoy) {
      const decoy = this.makeDecoy(`decoy-${randomBytes(16).toString('hex')}`, this.cost);
      this.decoy = decoy;
      decoy.catch(() => {
        if (this.decoy === decoy) this.decoy = null;
      });
    }
    return this.decoy;
  }

  /** Verifies `password` against the decoy, when an email has no account, so both answers take as long. */
  async verifyDecoy(password: string, signal?: AbortSignal): Promise<void> {
    await this.verify(await this.decoyHash(), password, signal);
  }
}

/** The strength rule: at least 8 characters with a letter, a number and a special character. */
export function passwordStrengthProblem(password: string): string | null {
  if (password.length < 8) return 'Your password needs at least 8 characters.';
  if (password.length > 128) return 'Your password can have at most 128 characters.';
  if (!/[A-Za-z]/.test(password)) return 'Your password needs at least one letter.';
  if (!/[0-9]/.test(password)) return 'Your password needs at least one number.';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Your password needs at least one special character, like ! or #.';
  return null;
}
