// Stock per palette colour: free pieces (placing an order takes its pieces off in the order's own
// transaction), the admin's available switch, and the threshold below which a colour leaves new designs.
import {
  DEFAULT_STOCK_THRESHOLD,
  MAX_STOCK_PIECES,
  PALETTE_SIZE,
  colorCode,
  type InventoryColor,
  type StockColor,
  type StockReport,
} from '@brixilated/shop';
import { sql } from 'kysely';
import { PALETTE } from 'mosaic-core';
import type { ServerCore } from '../core.ts';
import { enqueueJobs } from '../db/jobs.ts';
import type { Db } from '../db/types.ts';
import { AppError } from '../errors.ts';
import { bricksByIndex, kitPickList, sumPickLists, type PickItem } from './pick-list.ts';

const THRESHOLD_KEY = 'stock_threshold';

/** One colour's stored stock; a colour never written is available and not counted. */
interface ColorStock {
  onHand: number | null;
  available: boolean;
}

/** The stock threshold the admin set, or the default (the studs a 4 x 4 Brix in one colour needs). */
export async function getStockThreshold(db: Db): Promise<number> {
  const row = await db.selectFrom('shop_settings').select('value').where('key', '=', THRESHOLD_KEY).executeTakeFirst();
  const value = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_STOCK_THRESHOLD;
}

export async function setStockThreshold(db: Db, threshold: number, now: Date): Promise<void> {
  const values = {
    key: THRESHOLD_KEY,
    value: String(threshold),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('shop_settings')
    .values(values)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: values.value, updated_at: values.updated_at }))
    .execute();
}

/** Every palette colour's stock, by palette index. */
async function readStock(db: Db): Promise<ColorStock[]> {
  const rows = await db.selectFrom('color_stock').selectAll().execute();
  const stock: ColorStock[] = Array.from({ length: PALETTE_SIZE }, () => ({ onHand: null, available: true }));
  for (const row of rows) {
    const index = row.code - 1;
    if (index >= 0 && index < PALETTE_SIZE)
      stock[index] = {
        onHand: row.on_hand === null ? null : Number(row.on_hand),
        available: Number(row.available) === 1,
      };
  }
  return stock;
}

/** Whether new designs may use a colour: the switch is on and its free stock (when counted) is not below the threshold. */
const inNewDesigns = (stock: ColorStock, threshold: number) =>
  stock.available && (stock.onHand === null || stock.onHand >= threshold);

/** Every palette colour in palette order with whether new designs may use it. */
export async function inventoryColors(db: Db): Promise<InventoryColor[]> {
  const [stock, threshold] = await Promise.all([readStock(db), getStockThreshold(db)]);
  return stock.map((s, index) => ({ code: colorCode(index), available: inNewDesigns(s, threshold) }));
}

/** Palette indices new designs may not use. */
export async function unavailableIndices(db: Db): Promise<Set<number>> {
  const colors = await inventoryColors(db);
  return new Set(colors.filter((c) => !c.available).map((c) => c.code - 1));
}

/** The admin's stock table: each colour with what open orders still need (`needed`: pieces by palette index). */
export async function stockReport(db: Db, needed: readonly number[]): Promise<StockReport> {
  const [stock, threshold] = await Promise.all([readStock(db), getStockThreshold(db)]);
  const colors: StockColor[] = stock.map((s, index) => ({
    code: colorCode(index),
    name: PALETTE[index].name,
    onHand: s.onHand,
    available: s.available,
    neededByOpenOrders: needed[index] ?? 0,
    shortfall: s.onHand !== null && s.onHand < 0 ? -s.onHand : 0,
    effectiveAvailable: inNewDesigns(s, threshold),
  }));
  return { threshold, colors };
}

export interface StockChange {
  /** Free pieces as counted (null: not counted). */
  onHand?: number | null;
  /** Pieces that came in: added to the free stock in one statement, so a racing order's reservation is kept. */
  received?: number;
  available?: boolean;
}

/** Applies an admin's change to one colour (by blueprint code); one upsert, so racing reservations are never lost. */
export async function changeStock(db: Db, code: number, change: StockChange, now: Date): Promise<void> {
  // Pieces received add up: checked after adding, in the same transaction, so the count never outgrows the column.
  if (change.received !== undefined && !db.isTransaction)
    return db.transaction().execute((trx) => changeStock(trx, code, change, now));
  if (change.onHand !== undefined && change.received !== undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Give either the pieces on hand or the pieces received, not both.', {
      received: 'Give either the pieces on hand or the pieces received, not both.',
    });
  }
  const updatedAt = now.toISOString();
  const received = change.received ?? 0;
  await db
    .insertInto('color_stock')
    .values({
      code,
      on_hand: change.onHand !== undefined ? change.onHand : change.received !== undefined ? received : null,
      available: change.available === false ? 0 : 1,
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        updated_at: updatedAt,
        ...(change.available !== undefined ? { available: change.available ? 1 : 0 } : {}),
        ...(change.onHand !== undefined ? { on_hand: change.onHand } : {}),
        ...(change.received !== undefined
          ? { on_hand: sql<number>`coalesce(${eb.ref('color_stock.on_hand')}, 0) + ${received}` }
          : {}),
      })),
    )
    .execute();
  if (change.received === undefined) return;
  const row = await db.selectFrom('color_stock').select('on_hand').where('code', '=', code).executeTakeFirstOrThrow();
  if (Number(row.on_hand) > MAX_STOCK_PIECES) {
    const message = `A colour's stock can be at most ${MAX_STOCK_PIECES.toLocaleString('en-US')} pieces.`;
    throw new AppError(400, 'VALIDATION_FAILED', message, { received: message });
  }
}

/**
 * Adds (`+`, a cancel) or takes (`-`, a placing) pieces by palette index on the free stock of every counted
 * colour, inside the caller's transaction; colours are updated in code order so two at once never deadlock.
 */
export async function changeFreeStock(trx: Db, pieces: readonly number[], op: '+' | '-', now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  for (let index = 0; index < PALETTE_SIZE; index++) {
    const n = pieces[index] ?? 0;
    if (n <= 0) continue;
    await trx
      .updateTable('color_stock')
      .set((eb) => ({ on_hand: eb('on_hand', op, n), updated_at: updatedAt }))
      .where('code', '=', colorCode(index))
      .where('on_hand', 'is not', null)
      .execute();
  }
}

/** Takes pieces (by palette index) off the free stock; run inside the transaction that places the order. */
export const reservePieces = (trx: Db, pieces: readonly number[], now: Date) => changeFreeStock(trx, pieces, '-', now);

/** Reserves the pieces of placed items (their pick lists: counts plus spares); inside the order's transaction. */
export async function reserveOrderPieces(
  trx: Db,
  core: Pick<ServerCore, 'counts'>,
  items: readonly PickItem[],
  now: Date,
): Promise<void> {
  await reservePieces(trx, bricksByIndex(sumPickLists(items.map((item) => kitPickList(core, item)))), now);
}

/**
 * The same change for several colours, in one transaction: all are changed, or (one refused) none. A count
 * (pieces on hand or received) that takes a colour out of new designs writes one email to the admins, as a job
 * in the same transaction; answers whether it did.
 */
export async function changeStockOfColors(
  db: Db,
  codes: readonly number[],
  change: StockChange,
  now: Date,
  requestId?: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const counted = change.onHand !== undefined || change.received !== undefined;
    const before = counted ? await inventoryColors(trx) : null;
    for (const code of codes) await changeStock(trx, code, change, now);
    if (!before) return false;
    const after = await inventoryColors(trx);
    const out = codes.filter((code) => before[code - 1]?.available && !after[code - 1]?.available);
    await enqueueJobs(
      trx,
      out.map((code) => ({
        kind: 'stock-alert-email' as const,
        payload: { code },
        dedupeKey: `stock-out:${code}:${now.toISOString()}`,
      })),
      now,
      requestId,
    );
    return out.length > 0;
  });
}

/** A colour out of new designs for its count, as the stock alert tells it; null when it is not (any more). */
export async function stockAlert(
  db: Db,
  code: number,
): Promise<{ code: number; name: string; onHand: number; threshold: number } | null> {
  const [stock, threshold] = await Promise.all([readStock(db), getStockThreshold(db)]);
  const colour = stock[code - 1];
  if (!colour || !colour.available || colour.onHand === null || colour.onHand >= threshold) return null;
  return { code, name: PALETTE[code - 1].name, onHand: colour.onHand, threshold };
}
