import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import type { PasswordHashing } from '../config.ts';
import { DecodeGate } from '../images/gate.ts';

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

/**
 * Sign-ins, sign-ups, resets and password checks wait here for a hashing slot, in arrival order: a burst of
 * sign-ins is queued (at most 1,000 waiting, each at most 20 s; beyond that 503 BUSY with Retry-After), and the
 * rest of the shop keeps answering.
 */
const hashing = new DecodeGate(passwordHashingSlots(), 20_000, 1_000);

/** argon2id with `cost`, in a hashing slot; `signal`: the request's, so a caller who left is not hashed for. */
export function hashPassword(password: string, cost: PasswordHashing, signal?: AbortSignal): Promise<string> {
  return hashing.run(() => argon2id(password, cost), signal);
}

/** Whether `password` matches `hash` (false for a malformed hash), in a hashing slot. */
export async function verifyPassword(hash: string, password: string, signal?: AbortSignal): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }, signal);
}

const argon2id = (password: string, cost: PasswordHashing) => argon2.hash(password, { type: argon2.argon2id, ...cost });

/**
 * A hash of nothing anyone knows, for each hashing cost, made once a process. It is made outside the hashing
 * slots (one hash, once), so a burst of sign-ins cannot make it fail, and one that failed anyway is forgotten and
 * made again by the next caller: a failure kept here would answer every unknown email with BUSY and every known
 * one with 401, telling which emails have accounts.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(
  cost: PasswordHashing,
  hash: (password: string, cost: PasswordHashing) => Promise<string> = argon2id,
): Promise<string> {
  const key = JSON.stringify(cost);
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hash(`decoy-${randomBytes(16).toString('hex')}`, cost);
    decoys.set(key, decoy);
    decoy.catch(() => decoys.delete(key));
  }
  return decoy;
}

/** Verifies `password` against the decoy, when an email has no account, so both answers take as long. */
export async function verifyDecoy(password: string, cost: PasswordHashing, signal?: AbortSignal): Promise<void> {
  await verifyPassword(await decoyHash(cost), password, signal);
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
