// Pick lists: what to take off the shelves for an order item, an order, or every open order. The one place
// that turns stored grids into pieces; the admin routes, the CSV and BrickLink downloads, the stock report and
// the reservation at checkout all use it. Counts come from the stored grid, counted by the core.
import {
  PALETTE_SIZE,
  colorCode,
  connectorsFor,
  inchesToPlates,
  readColorMap,
  sparesFor,
  type ItemPickList,
  type OrderPickList,
  type PickLine,
  type PickList,
  type PlateLine,
} from '@brixilated/shop';
import { PALETTE } from 'mosaic-core';
import type { ServerCore } from '../core.ts';
import type { Db, ItemColumns } from '../db/types.ts';
import { bricklinkColorId } from './bricklink.ts';

/** What a pick list needs of a stored item (cart snapshot or order item). */
export type PickItem = Pick<ItemColumns, 'width' | 'height' | 'quantity' | 'color_map'>;

/** Studs of each palette colour in a stored grid, counted by the core. */
export function gridCounts(core: Pick<ServerCore, 'counts'>, colorMap: string): number[] {
  const parsed = readColorMap(colorMap);
  // Every stored grid was checked by the core on its way into the cart; a broken one is a bug, not an input.
  if (!parsed.ok) throw new Error(`A stored colorMap does not parse: ${parsed.message}`);
  return Array.from(core.counts(parsed.grid));
}

/** Bricks by palette index (counts plus spares) of a pick list. */
export function bricksByIndex(list: PickList): number[] {
  const pieces = new Array<number>(PALETTE_SIZE).fill(0);
  for (const line of list.colors) pieces[line.code - 1] += line.total;
  return pieces;
}

/** The pick list of `quantity` kits of one Brix: spares are packed per kit, so they are counted per kit too. */
export function kitPickList(core: Pick<ServerCore, 'counts'>, item: PickItem): PickList {
  const counts = gridCounts(core, item.color_map);
  const colors: PickLine[] = [];
  counts.forEach((perKit, index) => {
    if (perKit <= 0) return;
    const count = perKit * item.quantity;
    const spares = sparesFor(perKit) * item.quantity;
    colors.push({
      code: colorCode(index),
      name: PALETTE[index].name,
      bricklinkColor: bricklinkColorId(index),
      count,
      spares,
      total: count + spares,
    });
  });
  const wide = inchesToPlates(item.width);
  const high = inchesToPlates(item.height);
  const plates: PlateLine[] = [{ wide, high, kits: item.quantity, plates: wide * high * item.quantity }];
  return finish(colors, plates, connectorsFor(wide, high) * item.quantity);
}

/** Several pick lists as one: colours by code, plates by kit size. */
export function sumPickLists(lists: readonly PickList[]): PickList {
  const colors = new Map<number, PickLine>();
  const plates = new Map<string, PlateLine>();
  let connectors = 0;
  for (const list of lists) {
    for (const line of list.colors) {
      const sum = colors.get(line.code);
      colors.set(
        line.code,
        sum
          ? { ...sum, count: sum.count + line.count, spares: sum.spares + line.spares, total: sum.total + line.total }
          : { ...line },
      );
    }
    for (const line of list.plates) {
      const key = `${line.wide}x${line.high}`;
      const sum = plates.get(key);
      plates.set(key, sum ? { ...sum, kits: sum.kits + line.kits, plates: sum.plates + line.plates } : { ...line });
    }
    connectors += list.connectors;
  }
  const sortedPlates = [...plates.values()].sort((a, b) => a.wide - b.wide || a.high - b.high);
  return finish(
    [...colors.values()].sort((a, b) => a.code - b.code),
    sortedPlates,
    connectors,
  );
}

function finish(colors: PickLine[], plates: PlateLine[], connectors: number): PickList {
  return {
    colors,
    plates,
    basePlates: plates.reduce((sum, line) => sum + line.plates, 0),
    connectors,
    bricks: colors.reduce((sum, line) => sum + line.total, 0),
  };
}

/** One order's pick list, item by item and in total; null when there is no such order. */
export async function orderPickList(
  db: Db,
  core: Pick<ServerCore, 'counts'>,
  orderNumber: string,
): Promise<OrderPickList | null> {
  const order = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
  if (!order) return null;
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('suborders', 'suborders.id', 'order_items.suborder_id')
    .select([
      'order_items.id',
      'order_items.shape',
      'order_items.size',
      'order_items.width',
      'order_items.height',
      'order_items.quantity',
      'order_items.color_map',
      'suborders.position as suborder_index',
    ])
    .where('suborders.order_id', '=', order.id)
    .orderBy('suborders.position')
    .orderBy('order_items.position')
    .execute();
  const items: ItemPickList[] = rows.map((row) => ({
    itemId: row.id,
    suborderIndex: row.suborder_index,
    shape: row.shape,
    size: row.size,
    quantity: row.quantity,
    ...kitPickList(core, row),
  }));
  return { orderNumber, items, total: sumPickLists(items) };
}

/** Grids read per query for the open orders' list: at most 50 x 180 KB in memory at once. */
const GRID_BATCH = 50;

/** Orders of the open filter are neither completed nor cancelled: their kits are still to be picked and shipped. */
export async function openOrdersPickList(db: Db, core: Pick<ServerCore, 'counts'>): Promise<PickList> {
  const ids = await db
    .selectFrom('order_items')
    .innerJoin('suborders', 'suborders.id', 'order_items.suborder_id')
    .innerJoin('orders', 'orders.id', 'suborders.order_id')
    .select('order_items.id')
    .where('orders.completed', '=', 0)
    .where('orders.cancelled_at', 'is', null)
    // A parcel with a tracking number has left with its bricks.
    .where('suborders.tracking_number', '=', '')
    .execute();
  const lists: PickList[] = [];
  for (let start = 0; start < ids.length; start += GRID_BATCH) {
    const slice = ids.slice(start, start + GRID_BATCH).map((row) => row.id);
    const rows = await db
      .selectFrom('order_items')
      .select(['width', 'height', 'quantity', 'color_map'])
      .where('id', 'in', slice)
      .execute();
    lists.push(sumPickLists(rows.map((row) => kitPickList(core, row))));
  }
  return sumPickLists(lists);
}
