import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findUserByEmail, insertUser, normalizeEmail } from '../accounts/users.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { PasswordHashing } from '../config.ts';
import { insertCoupon } from '../coupons/queries.ts';
import { priceCents, STANDARD_SIZES } from '../domain/sizes.ts';
import type { Database } from './types.ts';

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
 * ADMIN_EMAIL/ADMIN_PASSWORD when given (an existing account with that email is made admin, its password
 * left alone), else admin@brixilated.example with a random password when the shop has no admin yet.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { firstStart: false };
  const hasSizes = await db.selectFrom('sizes').select('code').limit(1).executeTakeFirst();
  if (!hasSizes) {
    result.firstStart = true;
    await seedSizes(db);
    for (const coupon of DEMO_COUPONS) await insertCoupon(db, coupon, options.now);
  }

  if (options.adminEmail) {
    const email = normalizeEmail(options.adminEmail);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (existing.is_admin !== 1) await db.updateTable('users').set({ is_admin: 1 }).where('id', '=', existing.id).execute();
      return result;
    }
    const password = options.adminPassword || generatedPassword();
    await insertUser(
      db,
      { email, firstName: 'Shop', lastName: 'Admin', phone: '', passwordHash: await hashPassword(password, options.passwordHashing), isAdmin: true },
      options.now,
    );
    result.createdAdmin = email;
    if (!options.adminPassword) result.generatedAdmin = { email, password };
    return result;
  }

  const anyAdmin = await db.selectFrom('users').select('id').where('is_admin', '=', 1).limit(1).executeTakeFirst();
  if (anyAdmin) return result;
  const password = generatedPassword();
  await insertUser(
    db,
    { email: DEFAULT_ADMIN_EMAIL, firstName: 'Shop', lastName: 'Admin', phone: '', passwordHash: await hashPassword(password, options.passwordHashing), isAdmin: true },
    options.now,
  );
  result.createdAdmin = DEFAULT_ADMIN_EMAIL;
  result.generatedAdmin = { email: DEFAULT_ADMIN_EMAIL, password };
  return result;
}
