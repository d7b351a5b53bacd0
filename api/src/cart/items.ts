import {
  BLENDINGS,
  BLENDING_NAMES,
  COLOR_CAPS,
  centsToDollars,
  colorCode,
  COLOR_MAP_MESSAGES,
  inchesToPlates,
  MAX_CART_ITEMS,
  MAX_COLOR_MAP_CHARS,
  MAX_QUANTITY,
  PALETTE_SIZE,
  platesToStuds,
  readColorMap,
  resolveItemSize,
  SHAPES,
  SIZE_NAMES,
  type Blending,
  type ColorCap,
  type CartItem,
  type ItemRecipe,
  type Expect,
  type NewCartItem,
  type PricedItem,
  type Same,
  type Shape,
  type SizeName,
} from '@brixilated/shop';
import { MosaicError, PALETTE } from 'mosaic-core';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Batcher } from '../db/batch.ts';
import type { Db } from '../db/types.ts';
import type { CoreLoader, ServerCore } from '../core.ts';
import type { CartItemRow, ItemColumns } from '../db/types.ts';
import { AppError, notFound } from '../errors.ts';
import { unavailableIndices } from '../fulfilment/stock.ts';
import { requireStoredImages, unusableImages, userOwner, type ImageOwner } from '../images/register.ts';
import { MAX_RECIPE_JSON_BYTES, recipeProblem, recipeSchema } from '../designs/recipe.ts';

/**
 * Pictures must be the shop's own (/images/..., served from its storage): an outside address would
 * appear in the confirmation email and the admin pages as if the shop had sent it.
 */
const OWN_IMAGE = /^\/images\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const ownImageUrl = z
  .string({ error: 'Add the picture first.' })
  .min(1, 'Add the picture first.')
  .max(2048, 'That picture address is too long.')
  .refine((value) => OWN_IMAGE.test(value) && !value.includes('..'), 'Pictures must be uploaded to this shop first.');

/**
 * The most JSON one cart item takes: the longest colorMap, its recipe and the other fields (two picture addresses of
 * at most 2 KB).
 */
export const MAX_ITEM_JSON_BYTES = MAX_COLOR_MAP_CHARS + MAX_RECIPE_JSON_BYTES + 8 * 1024;

export type CheckedGrid = { ok: true; compact: string; colorCounts: number[] } | { ok: false; message: string };

/**
 * Reads a colorMap and has the core check it against the item's studs (its size, every index a palette
 * colour) and count its colours; returns the grid's compact text (the text itself when it came compact) and
 * the counts, or a message for the customer.
 */
export function checkColorMap(
  core: Pick<ServerCore, 'validateGrid' | 'counts'>,
  raw: string,
  studsWide: number,
  studsHigh: number,
): CheckedGrid {
  const parsed = readColorMap(raw);
  if (!parsed.ok) return parsed;
  const { grid } = parsed;
  const { width, height } = grid;
  try {
    core.validateGrid(grid, studsWide, studsHigh);
  } catch (err) {
    if (!(err instanceof MosaicError) || err.code !== 'BAD_INPUT') throw err;
    if (width !== studsWide || height !== studsHigh) {
      return {
        ok: false,
        message: `The mosaic is ${width} x ${height} studs but this size needs ${studsWide} x ${studsHigh}.`,
      };
    }
    return { ok: false, message: `Every stud must be a palette colour from 0 to ${PALETTE_SIZE - 1}.` };
  }
  return { ok: true, compact: parsed.compact, colorCounts: Array.from(core.counts(grid)) };
}

const shapeSchema = z.enum(SHAPES as [Shape, ...Shape[]], { error: 'Pick Square, Portrait or Landscape.' });
const sizeSchema = z.enum(SIZE_NAMES as [SizeName, ...SizeName[]], { error: 'Pick Small, Medium, Large or Custom.' });
/** The Colours cap as a cart item or a saved design names it; 'all' when left out. */
export const colorCapSchema = z
  .custom<ColorCap>((v) => (COLOR_CAPS as readonly unknown[]).includes(v), {
    error: 'Colours is All, 24, 16, 12 or 8.',
  })
  .default('all');

const blendingNames = BLENDINGS.map((b) => BLENDING_NAMES[b]);
/** Colour blending as a cart item or a saved design names it; 'off' when left out. */
export const blendingSchema = z
  .enum(BLENDINGS, {
    error: `Colour blending is ${blendingNames.slice(0, -1).join(', ')} or ${blendingNames.at(-1)}.`,
  })
  .default('off');
const inches = z.number({ error: 'Give the size in inches.' }).int('Give the size in whole inches.').min(1).max(1000);

/** What a browser sends. Any `price` or `colorCounts` is dropped: the server prices and counts. */
const newCartItemFields = z.object({
  shape: shapeSchema,
  size: sizeSchema,
  width: inches,
  height: inches,
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}.`)
    .default(1),
  origImageUrl: ownImageUrl,
  pixImageUrl: ownImageUrl,
  colorMap: z
    .string({ error: 'The mosaic data is missing.' })
    .min(1, 'The mosaic data is missing.')
    .max(MAX_COLOR_MAP_CHARS, COLOR_MAP_MESSAGES.tooLarge),
  blending: blendingSchema,
  colorCap: colorCapSchema,
  tidy: z.boolean({ error: 'Tidy lone studs is on or off.' }).default(false),
  // Carts kept before items had a recipe send none: such an item cannot be opened again, and is fine otherwise.
  recipe: recipeSchema.nullable().default(null),
});
// What the browser writes is the shop's NewCartItem, and what the schema lets through is a PricedItem but for its
// price and counts: a field added to one side only fails the typecheck.
type _NewCartItemIsChecked = Expect<Same<z.input<typeof newCartItemFields>, NewCartItem>>;
type _CheckedItemIsPriced = Expect<
  Same<z.output<typeof newCartItemFields>, Omit<PricedItem, 'priceCents' | 'colorCounts'>>
>;

/**
 * A NewCartItem checked in full (the size is real, the core accepts the grid for it) and priced and
 * counted by the server. Parse it asynchronously: the core loads on first use.
 */
export const cartItemSchema = (core: CoreLoader) =>
  newCartItemFields.transform(async (item, ctx): Promise<PricedItem> => {
    const size = resolveItemSize(item.shape, item.size, item.width, item.height);
    if (!size.ok) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: size.message });
      return z.NEVER;
    }
    const plates = { wide: inchesToPlates(item.width), high: inchesToPlates(item.height) };
    const problem = item.recipe && recipeProblem(item.recipe, plates);
    if (problem) {
      ctx.addIssue({ code: 'custom', ...problem, path: ['recipe', ...problem.path] });
      return z.NEVER;
    }
    const map = checkColorMap(await core(), item.colorMap, platesToStuds(plates.wide), platesToStuds(plates.high));
    if (!map.ok) {
      ctx.addIssue({ code: 'custom', path: ['colorMap'], message: map.message });
      return z.NEVER;
    }
    // zod keeps only the declared fields, so any price or counts a browser sent are already gone. The grid
    // is kept in its compact form, whatever spacing it was sent with.
    return {
      ...item,
      colorMap: map.compact,
      priceCents: size.record.sizeData.priceCents,
      colorCounts: map.colorCounts,
    };
  });

export const pricedToCartItem = (id: string, item: PricedItem): CartItem => ({
  id,
  ...item,
  price: centsToDollars(item.priceCents),
});

/** A stored item (cart or order) as the browser sees it. */
export function rowToCartItem(row: ItemColumns & { id: string }): CartItem {
  return {
    id: row.id,
    shape: row.shape as Shape,
    size: row.size as SizeName,
    width: row.width,
    height: row.height,
    quantity: row.quantity,
    origImageUrl: row.orig_image_url,
    pixImageUrl: row.pix_image_url,
    colorMap: row.color_map,
    blending: (BLENDINGS as readonly string[]).includes(row.blending) ? (row.blending as Blending) : 'off',
    colorCap: COLOR_CAPS.find((c) => String(c) === row.color_cap) ?? 'all',
    tidy: row.tidy === 1,
    recipe: row.recipe === null ? null : (JSON.parse(row.recipe) as ItemRecipe),
    price: centsToDollars(row.price_cents),
    priceCents: row.price_cents,
    colorCounts: JSON.parse(row.color_counts) as number[],
  };
}

/** The columns a priced item is stored in (cart_items and order_items share them). */
export const itemColumns = (item: PricedItem): ItemColumns => ({
  shape: item.shape,
  size: item.size,
  width: item.width,
  height: item.height,
  quantity: item.quantity,
  price_cents: item.priceCents,
  orig_image_url: item.origImageUrl,
  pix_image_url: item.pixImageUrl,
  color_counts: JSON.stringify(item.colorCounts),
  color_map: item.colorMap,
  blending: item.blending,
  color_cap: String(item.colorCap),
  tidy: item.tidy ? 1 : 0,
  recipe: item.recipe && JSON.stringify(item.recipe),
});

export function getCartRows(db: Db, userId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('position').execute();
}

/** Several users' cart rows in one statement, each user's in its order (a user asked for twice shares them). */
async function getCartsRows(db: Db, userIds: string[]): Promise<CartItemRow[][]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 1) {
    const rows = await getCartRows(db, unique[0]);
    return userIds.map(() => rows);
  }
  const rows = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', 'in', unique)
    .orderBy('position')
    .execute();
  const byUser = new Map<string, CartItemRow[]>(unique.map((id) => [id, []]));
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return userIds.map((id) => byUser.get(id) ?? []);
}

/**
 * Users' carts as the browser sees them, read through one app's batcher: outside a transaction, the reads of carts
 * asked for while one is out go together in one statement (`Batcher`), which starts after each was asked for, so a
 * request that changed its cart reads the change. Over a transaction each read goes alone (it must see its writes).
 */
export class CartReads {
  private readonly batcher: Batcher<string, CartItemRow[]>;

  constructor(private readonly db: Db) {
    this.batcher = new Batcher((userIds) => getCartsRows(db, userIds));
  }

  async get(userId: string): Promise<CartItem[]> {
    const rows = this.db.isTransaction ? await getCartRows(this.db, userId) : await this.batcher.load(userId);
    return rows.map(rowToCartItem);
  }
}

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

/** The palette indices of `unavailable` an item's grid uses. */
export function unavailableColorsOf(item: { colorCounts: readonly number[] }, unavailable: Set<number>): number[] {
  return item.colorCounts.flatMap((count, index) => (count > 0 && unavailable.has(index) ? [index] : []));
}

/**
 * Refuses a new cart item whose grid uses a colour that is out of new designs (switched off by the admin, or
 * its stock below the threshold): 409 COLOR_UNAVAILABLE, asking the shopper to open the design again so the
 * editor redraws it with the colours in stock. Items already in carts and placed orders are never touched.
 */
export async function refuseUnavailableColors(db: Db, item: PricedItem): Promise<void> {
  const used = unavailableColorsOf(item, await unavailableIndices(db));
  if (used.length === 0) return;
  const [these, is] = used.length === 1 ? ['This colour', 'is'] : ['These colours', 'are'];
  throw new AppError(
    409,
    'COLOR_UNAVAILABLE',
    `Your design uses ${colorNames(used)}. ${these} ${is} no longer in stock. Please open your design again: it will be redrawn with the colours we have.`,
  );
}

const colorNames = (indices: number[]) =>
  indices.map((index) => `${PALETTE[index].name} (${colorCode(index)})`).join(', ');

/** Palette indices the admin switched off: the shop no longer makes Brixes with them (a low stock only leaves new designs). */
async function switchedOffIndices(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('color_stock').select('code').where('available', '=', 0).execute();
  return new Set(rows.map((row) => Number(row.code) - 1));
}

/**
 * Refuses a checkout while the cart holds a Brix whose grid uses a colour the admin switched off (409
 * COLOR_UNAVAILABLE): the shop would not make it. The cart stays as it is; the shopper redraws or removes it.
 * A colour merely low in stock is still sold to carts that have it (the shortfall is reordered).
 */
export async function refuseUnavailableCart(db: Db, rows: readonly { color_counts: string }[]): Promise<void> {
  const off = await switchedOffIndices(db);
  if (off.size === 0) return;
  const used = new Set<number>();
  let items = 0;
  for (const row of rows) {
    const found = unavailableColorsOf({ colorCounts: JSON.parse(row.color_counts) as number[] }, off);
    if (found.length) items += 1;
    for (const index of found) used.add(index);
  }
  if (used.size === 0) return;
  const sorted = [...used].sort((a, b) => a - b);
  const [these, is] = sorted.length === 1 ? ['this colour', 'is'] : ['these colours', 'are'];
  const which = items === 1 ? 'A Brix in your cart uses' : `${items} Brixes in your cart use`;
  throw new AppError(
    409,
    'COLOR_UNAVAILABLE',
    `${which} ${colorNames(sorted)}, and ${these} ${is} no longer available. Please open the design again to redraw it with the colours we have, or remove it from your cart.`,
  );
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

export async function cartCount(db: Db, userId: string): Promise<number> {
  const rows = await db.selectFrom('cart_items').select('quantity').where('user_id', '=', userId).execute();
  return rows.reduce((sum, r) => sum + r.quantity, 0);
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
