// Changes to a user's cart: adding items (an identical one adds to its quantity), the visitor cart handed over at
// login or sign-up, quantities and removals.
import { MAX_CART_ITEMS, MAX_QUANTITY, type PricedItem } from '@brixilated/shop';
import { randomUUID } from 'node:crypto';
import type { CoreLoader } from '../core.ts';
import type { CartItemRow, Db } from '../db/types.ts';
import { AppError, notFound } from '../errors.ts';
import { unavailableIndices } from '../fulfilment/stock.ts';
import { requireStoredImages, unusableImages, userOwner, type ImageOwner } from '../images/register.ts';
import { unavailableColorsOf } from './colors.ts';
import { cartItemSchema } from './schema.ts';
import { getCartRows, itemColumns } from './stored.ts';

const sameItem = (row: CartItemRow, item: PricedItem) =>
  row.shape === item.shape &&
  row.size === item.size &&
  row.width === item.width &&
  row.height === item.height &&
  row.orig_image_url === item.origImageUrl &&
  row.pix_image_url === item.pixImageUrl &&
  row.color_map === item.colorMap &&
  row.blending === item.blending &&
  row.color_cap === String(item.colorCap) &&
  row.tidy === (item.tidy ? 1 : 0);

/**
 * Adds priced items to a user's cart. An item identical to one already there adds to its quantity
 * (so merging the same visitor cart twice does not duplicate it), capped at 99. A full cart is a
 * CART_FULL error, or with `whenFull: 'skip'` (merging at login) the extra items are left out and counted.
 */
export async function addCartItems(
  db: Db,
  userId: string,
  items: PricedItem[],
  now: Date,
  whenFull: 'throw' | 'skip' = 'throw',
): Promise<{ skipped: number }> {
  let skipped = 0;
  if (!items.length) return { skipped };
  // Read, merge and insert as one unit, so two adds racing cannot duplicate a line or pass the cap.
  if (!db.isTransaction) return db.transaction().execute((trx) => addCartItems(trx, userId, items, now, whenFull));
  // Touching the owner's row first queues concurrent cart changes of one user on PostgreSQL (a row lock;
  // SQLite runs one write transaction at a time anyway). `set id = id` changes nothing and is portable.
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
  const rows = await getCartRows(db, userId);
  let position = rows.reduce((max, r) => Math.max(max, r.position), -1) + 1;
  let count = rows.length;
  for (const item of items) {
    const existing = rows.find((r) => sameItem(r, item));
    if (existing) {
      existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + item.quantity);
      await db
        .updateTable('cart_items')
        .set({ quantity: existing.quantity, price_cents: item.priceCents })
        .where('id', '=', existing.id)
        .execute();
      continue;
    }
    if (count >= MAX_CART_ITEMS) {
      if (whenFull === 'skip') {
        skipped += 1;
        continue;
      }
      throw new AppError(400, 'CART_FULL', `A cart holds at most ${MAX_CART_ITEMS} different Brixes.`);
    }
    const row: CartItemRow = {
      id: randomUUID(),
      user_id: userId,
      position: position++,
      created_at: now.toISOString(),
      ...itemColumns(item),
    };
    await db.insertInto('cart_items').values(row).execute();
    rows.push(row);
    count += 1;
  }
  return { skipped };
}

/** Sets a quantity; 0 removes the item. 404 when the item is not in this user's cart. */
export async function setCartQuantity(db: Db, userId: string, itemId: string, quantity: number): Promise<void> {
  const query =
    quantity === 0
      ? db.deleteFrom('cart_items').where('id', '=', itemId).where('user_id', '=', userId)
      : db.updateTable('cart_items').set({ quantity }).where('id', '=', itemId).where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  const changed = 'numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows;
  if (Number(changed) !== 1) throw notFound("That item isn't in your cart.");
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/** Why visitor-cart items were left out at login or sign-up (each a count of items). */
export interface SkippedVisitorItems {
  /** A picture the shop no longer has (swept, or never stored here). */
  photo: number;
  /** A colour that is no longer available for new designs. */
  color: number;
  /** Anything else that fails the checks a new cart item gets (an old or tampered entry). */
  invalid: number;
}

/**
 * The visitor cart sent with login or sign-up: each item is checked as a new cart item is (the size and grid,
 * pictures the shop stored, colours still available) and priced by the server; an item that fails is left out
 * and counted by its reason rather than blocking the login, so the shopper can be told.
 */
export async function parseVisitorCart(
  db: Db,
  core: CoreLoader,
  raw: unknown[] | undefined,
  owners: readonly ImageOwner[],
): Promise<{ items: PricedItem[]; skipped: SkippedVisitorItems }> {
  const schema = cartItemSchema(core);
  const parsedItems: PricedItem[] = [];
  const skipped: SkippedVisitorItems = { photo: 0, color: 0, invalid: 0 };
  for (const entry of raw ?? []) {
    const parsed = await schema.safeParseAsync(entry);
    if (parsed.success) parsedItems.push(parsed.data);
    else skipped.invalid += 1;
  }
  if (parsedItems.length === 0) return { items: [], skipped };
  // A Brix whose pictures the shop no longer has (a cart kept in the browser past the sweep of unused uploads),
  // or that another account or visitor uploaded.
  const missing = await unusableImages(db, parsedItems.flatMap(itemPictures), owners);
  const unavailable = await unavailableIndices(db);
  const items: PricedItem[] = [];
  for (const item of parsedItems) {
    if (itemPictures(item).some((url) => missing.has(url))) skipped.photo += 1;
    else if (unavailableColorsOf(item, unavailable).length) skipped.color += 1;
    else items.push(item);
  }
  return { items, skipped };
}

const itemPictures = (item: PricedItem) => [item.origImageUrl, item.pixImageUrl];

/** Refuses a new cart item whose pictures the shop did not store for this customer (400, naming the field). */
export function requireStoredPictures(db: Db, userId: string, item: PricedItem): Promise<void> {
  return requireStoredImages(db, { origImageUrl: item.origImageUrl, pixImageUrl: item.pixImageUrl }, userOwner(userId));
}

export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<void> {
  await setCartQuantity(db, userId, itemId, 0);
}
