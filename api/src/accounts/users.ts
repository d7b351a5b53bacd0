import { randomUUID } from 'node:crypto';
import type { Address, PublicUser } from '@brixilated/shop';
import type { AddressRow, Db, UserRow } from '../db/types.ts';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const toAddress = (row: AddressRow): Address => ({
  name: row.name,
  streetAddress: row.street_address,
  streetAddress2: row.street_address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('position').execute();
  return rows.map(toAddress);
}

export async function toPublicUser(db: Db, user: UserRow): Promise<PublicUser> {
  return {
    _id: user.email,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    isAdmin: user.is_admin === 1,
    favAddress: user.fav_address,
    address: await listAddresses(db, user.id),
  };
}

export async function getPublicUser(db: Db, userId: string): Promise<PublicUser | undefined> {
  const user = await findUserById(db, userId);
  return user ? toPublicUser(db, user) : undefined;
}

export async function listPublicUsers(db: Db): Promise<PublicUser[]> {
  const users = await db.selectFrom('users').selectAll().orderBy('created_at').orderBy('email').execute();
  const addresses = await db.selectFrom('addresses').selectAll().orderBy('user_id').orderBy('position').execute();
  const byUser = new Map<string, Address[]>();
  for (const row of addresses) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toAddress(row));
    byUser.set(row.user_id, list);
  }
  return users.map((u) => ({
    _id: u.email,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    phone: u.phone,
    isAdmin: u.is_admin === 1,
    favAddress: u.fav_address,
    address: byUser.get(u.id) ?? [],
  }));
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  isAdmin?: boolean;
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: normalizeEmail(user.email),
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    password_hash: user.passwordHash,
    is_admin: user.isAdmin ? 1 : 0,
    fav_address: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  passwordHash?: string;
  favAddress?: number;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
      ...(changes.favAddress !== undefined ? { fav_address: changes.favAddress } : {}),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Replaces the user's address list (the account page saves one new address this way). */
export async function replaceAddresses(db: Db, userId: string, addresses: Address[]): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
  if (!addresses.length) return;
  await db
    .insertInto('addresses')
    .values(
      addresses.map((a, position) => ({
        id: randomUUID(),
        user_id: userId,
        position,
        name: a.name,
        street_address: a.streetAddress,
        street_address2: a.streetAddress2,
        city: a.city,
        state: a.state,
        zip: a.zip,
      })),
    )
    .execute();
}
