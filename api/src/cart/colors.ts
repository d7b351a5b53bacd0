// The colours a cart may no longer use: those out of new designs (switched off by the admin, or low in stock)
// for a new item, and those switched off for a checkout.
import { colorCode, type PricedItem } from '@brixilated/shop';
import { PALETTE } from 'mosaic-core';
import type { Db } from '../db/types.ts';
import { AppError } from '../errors.ts';
import { unavailableIndices } from '../fulfilment/stock.ts';

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
