// A cart item as stored (the columns cart and order items share) and as the browser sees it, and the reads of
// a user's cart: one at a time, or batched across requests (CartReads).
import {
  BLENDINGS,
  COLOR_CAPS,
  centsToDollars,
  type Blending,
  type CartItem,
  type ItemRecipe,
  type PricedItem,
  type Shape,
  type SizeName,
} from '@brixilated/shop';
import { Batcher } from '../db/batch.ts';
import type { CartItemRow, Db, ItemColumns } from '../db/types.ts';

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

export async function cartCount(db: Db, userId: string): Promise<number> {
  const rows = await db.selectFrom('cart_items').select('quantity').where('user_id', '=', userId).execute();
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}
