import { priceCents, STANDARD_SIZES } from '@brixilated/shop';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteUserSessions } from './accounts/sessions.ts';
import { findUserByEmail, insertUser, normalizeEmail } from './accounts/users.ts';
import { hashPassword } from './auth/passwords.ts';
import type { PasswordHashing } from './config.ts';
import { insertCoupon } from './coupons/queries.ts';
import type { Database } from './db/types.ts';

/** Random, and meets the strength rule (a letter, a number, a special character). */
const generatedPassword = () => `${randomBytes(12).toString('base64url')}-7!`;

export const DEFAULT_ADMIN_EMAIL = 'admin@brixilated.example';

export const DEMO_COUPONS = [
  { code: 'WELCOME10', type: 'Percent', quantity: 10, active: true },
  { code: 'TAKE20', type: 'Dollars', quantity: 20, active: true },
  { code: 'SPRING5', type: 'Percent', quantity: 5, active: false },
] as const;

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  passwordHashing: PasswordHashing;
  now: Date;
}

export interface SeedResult {
  firstStart: boolean;
  /** Set only when an admin was created with a generated password (print it once). */
  generatedAdmin?: { email: string; password: string };
  createdAdmin?: string;
}

/** The catalogue of standard sizes, priced by the one rule. */
export async function seedSizes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sizes')
    .values(
      STANDARD_SIZES.map((s, position) => ({
        code: s.code,
        shape: s.shape,
        size: s.size,
        plates_wide: s.platesWide,
        plates_high: s.platesHigh,
        price_cents: priceCents(s.platesWide, s.platesHigh),
        position,
      })),
    )
    .execute();
}

/**
 * First start (an empty catalogue): sizes and demo coupons. Every start: make sure an admin exists:
 * ADMIN_EMAIL/ADMIN_PASSWORD when given (an existing customer account with that email is made admin with
 * ADMIN_PASSWORD, or a generated one, and signed out; an existing admin is left alone), else
 * admin@brixilated.example with a random password when the shop has no admin yet.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { firstStart: false };
  const hasSizes = await db.selectFrom('sizes').select('code').limit(1).executeTakeFirst();
  if (!hasSizes) {
    result.firstStart = true;
    await seedSizes(db);
    for (const coupon of DEMO_COUPONS) await insertCoupon(db, coupon, options.now);
  }

  if (!options.adminEmail) {
    const anyAdmin = await db.selectFrom('users').select('id').where('is_admin', '=', 1).limit(1).executeTakeFirst();
    if (anyAdmin) return result;
  }
  const email = normalizeEmail(options.adminEmail || DEFAULT_ADMIN_EMAIL);
  const adminPassword = options.adminEmail ? options.adminPassword : undefined;
  const existing = await findUserByEmail(db, email);
  if (existing?.is_admin === 1) return result;
  const password = adminPassword || generatedPassword();
  const passwordHash = await hashPassword(password, options.passwordHashing);
  if (existing) {
    // Sign-up does not prove who owns an address, so a customer account may have been made by anyone
    // before the operator named it: it becomes admin only with the operator's password, and its
    // sessions end.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ is_admin: 1, password_hash: passwordHash, updated_at: options.now.toISOString() })
        .where('id', '=', existing.id)
        .execute();
      await deleteUserSessions(trx, existing.id);
    });
  } else {
    await insertUser(
      db,
      { email, firstName: 'Shop', lastName: 'Admin', phone: '', passwordHash, isAdmin: true },
      options.now,
    );
  }
  result.createdAdmin = email;
  if (!adminPassword) result.generatedAdmin = { email, password };
  return result;
}
