import argon2 from 'argon2';
import type { PasswordHashing } from '../config.ts';

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified when an email has no account so both answers take as long. */
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string, cost: PasswordHashing): Promise<void> {
  decoy ??= hashPassword(`decoy-${Math.random()}`, cost);
  await verifyPassword(await decoy, password);
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
