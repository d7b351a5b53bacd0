// The building guide of an ordered Brix: its plates and colours, cut by the same core call as the blueprint so
// every count matches the printed page, and the steps the builder has marked done.
import type { BuildGuide, BuildMark, OrderItem } from '@brixilated/shop';
import type { ServerCore } from '../core.ts';
import type { Db } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { blueprintTitle, gridOf } from '../blueprint/blueprints.ts';
import { getOwnOrder } from '../orders/queries.ts';

export const NO_GUIDE = "We couldn't find that Brix.";

/**
 * The `position`th Brix (from 1, in the order's parcel and item order) of an order its owner (or an admin,
 * `ownerId` null) may see. Another customer's order looks like none at all.
 */
export async function orderedItem(
  db: Db,
  orderNumber: string,
  position: number,
  ownerId: string | null,
): Promise<OrderItem> {
  const order = await getOwnOrder(db, orderNumber, ownerId);
  const item = order?.suborders.flatMap((s) => s.items)[position - 1];
  if (!item) throw notFound(NO_GUIDE);
  return item;
}

export async function listMarks(db: Db, itemId: string): Promise<BuildMark[]> {
  const rows = await db
    .selectFrom('build_marks')
    .select(['plate', 'step'])
    .where('item_id', '=', itemId)
    .orderBy('plate')
    .orderBy('created_at')
    .orderBy('step')
    .execute();
  return rows.map((row) => ({ plate: Number(row.plate), step: row.step }));
}

/** The guide of one ordered Brix, its marks included. */
export async function buildGuide(
  db: Db,
  core: ServerCore,
  orderNumber: string,
  position: number,
  item: OrderItem,
): Promise<BuildGuide> {
  const data = core.blueprint(gridOf(item.colorMap));
  return {
    orderNumber,
    item: position,
    title: blueprintTitle(item),
    platesWide: data.platesWide,
    platesHigh: data.platesHigh,
    colorMap: item.colorMap,
    plates: data.plates.map((plate) => ({
      row: plate.row,
      col: plate.col,
      x: plate.x,
      y: plate.y,
      counts: [...plate.counts].flatMap((count, index): [number, number][] => (count > 0 ? [[index, count]] : [])),
    })),
    legend: data.legend.map(({ index, code, name, hex, count }) => ({ index, code, name, hex, count })),
    marks: await listMarks(db, item.id),
  };
}

/**
 * Marks a step done, or not done. Each mark is its own row, written or removed on its own: marks from two
 * devices at once both stay, and sending the same mark twice (a retry after a lost answer) changes nothing.
 */
export async function setMark(
  db: Db,
  itemId: string,
  mark: BuildMark & { done: boolean },
  now: Date,
): Promise<BuildMark[]> {
  if (mark.done) {
    await db
      .insertInto('build_marks')
      .values({ item_id: itemId, plate: mark.plate, step: mark.step, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['item_id', 'plate', 'step']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('build_marks')
      .where('item_id', '=', itemId)
      .where('plate', '=', mark.plate)
      .where('step', '=', mark.step)
      .execute();
  }
  return listMarks(db, itemId);
}
