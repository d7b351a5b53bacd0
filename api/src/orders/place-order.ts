// Placing an order: one transaction that turns a paid payment's recorded items into the order, its suborder and
// items, takes their bricks off the stock, empties them from the cart and writes the order's jobs. Called with
// the caller's open transaction first (a test-card confirmation, a webhook, reconcile).
import type { Address } from '@brixilated/shop';
import { createHash, randomUUID } from 'node:crypto';
import { blueprintUrl } from '../blueprint/blueprints.ts';
import type { Clock } from '../config.ts';
import type { CoreLoader } from '../core.ts';
import type { CartItemRow, Db, PaymentIntentsTable } from '../db/types.ts';
import type { CouponTerms } from '../domain/discount.ts';
import { SHIPPING_OPTIONS, type ShippingIndex } from '../domain/shipping.ts';
import { reserveOrderPieces } from '../fulfilment/stock.ts';
import { enqueueJobs, orderPlacedJobs } from '../db/jobs.ts';
import type { Log } from '../log.ts';
import type { PaymentIntent } from '../payments/provider.ts';
import { recordPaymentProblem } from '../payments/problems.ts';
import { summarize, unitPriceCents } from './summary.ts';

/** What placing needs besides the transaction. */
export interface PlaceOrderDeps {
  /** Counts the placed grids to reserve their pieces. */
  core: CoreLoader;
  clock: Clock;
  log: Log;
  /** The provider of payments whose checkout is gone (a payment problem names it). */
  providerName: string;
}

/**
 * A cart item as a payment records it: every column but the grid, which stays in the cart (a grid of 256 x 256
 * studs is a few hundred KB), and the grid's hash, which says at placing time that the cart still holds it.
 */
export type SnapshotItem = Omit<CartItemRow, 'color_map'> & { color_map_sha256: string };
/** Payments recorded before grids stayed in the cart hold whole rows. */
type RecordedItem = SnapshotItem | CartItemRow;

const gridHash = (colorMap: string) => createHash('sha256').update(colorMap).digest('base64url');

export function toSnapshotItem({ color_map, ...rest }: CartItemRow): SnapshotItem {
  return { ...rest, color_map_sha256: gridHash(color_map) };
}

/**
 * Placing found the payment's items no longer in the cart as recorded: another payment of the same cart placed
 * them first, or the shopper removed one while paying. Thrown before anything is written.
 */
export class CartGone extends Error {
  constructor(readonly intentId: string) {
    super(`The items of payment ${intentId} are no longer in the cart`);
  }
}

/** The built-in provider's charge and the order it would place disagree: thrown so the charge rolls back. */
export class AmountChanged extends Error {
  constructor(readonly totalCents: number) {
    super(`The total changed to ${totalCents} cents while paying`);
  }
}

export interface PlaceResult {
  orderNumber: string;
  /** False when the order had been placed before (a replay, a racing request). */
  placedNow: boolean;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505.
  return (
    !!e && (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === '23505')
  );
}

/** A paid-for item and how many of it the cart holds now (at least the quantity paid for). */
interface PaidItem {
  item: CartItemRow;
  inCart: number;
}

/**
 * The recorded items of a payment with their grids, read from the cart they must still be in (each item by id,
 * its grid unchanged, at least the quantity paid for: more may have been added since, and stay in the cart); null
 * when any is gone or changed.
 */
async function paidItems(trx: Db, row: PaymentIntentsTable): Promise<PaidItem[] | null> {
  const recorded = JSON.parse(row.items) as RecordedItem[];
  if (recorded.length === 0) return null;
  const inCart = await trx
    .selectFrom('cart_items')
    .select(['id', 'color_map', 'quantity'])
    .where('user_id', '=', row.user_id)
    .where(
      'id',
      'in',
      recorded.map((item) => item.id),
    )
    .execute();
  const rows = new Map(inCart.map((r) => [r.id, r]));
  const items: PaidItem[] = [];
  for (const item of recorded) {
    const found = rows.get(item.id);
    if (found === undefined) return null;
    const held = Number(found.quantity);
    if (held < item.quantity) return null;
    if ('color_map' in item) {
      items.push({ item, inCart: held });
      continue;
    }
    if (gridHash(found.color_map) !== item.color_map_sha256) return null;
    const { color_map_sha256: _hash, ...columns } = item;
    items.push({ item: { ...columns, color_map: found.color_map }, inCart: held });
  }
  return items;
}

/**
 * One transaction: the order with totals recomputed from the paid-for items, its suborder, the items copied
 * with their blueprint links, the cart emptied of them, the coupon use recorded, and the intent marked with the
 * order (the guard against a second order). Placings of one customer's payments take turns (a lock on the
 * customer's row, across processes), and a payment's items must still be in the cart as recorded, so a cart is
 * placed once however many payments were made for it: otherwise CartGone, before anything is written.
 * Null when the amount paid does not match (recorded as a payment problem), or with `onMismatch: 'refuse'`
 * (the built-in provider, whose charge is in this transaction) AmountChanged, so nothing is charged.
 */
export async function placeOrder(
  trx: Db,
  intent: PaymentIntent,
  deps: PlaceOrderDeps,
  onMismatch: 'record' | 'refuse' = 'record',
): Promise<PlaceResult | null> {
  const found = await readCheckout(trx, intent.id);
  if (!found) return recordUnknownCheckout(trx, intent, deps);
  if (found.order_id) return { orderNumber: found.order_number, placedNow: false };
  const row = await waitForCustomersTurn(trx, found);
  if (row.order_id) return { orderNumber: row.order_number, placedNow: false };

  const paidFor = await paidItems(trx, row);
  if (!paidFor) throw new CartGone(row.id);
  const order = recordedOrder(row, paidFor);
  const paid = intent.amountReceivedCents || intent.amountCents;
  if (order.summary.totalCents !== row.total_cents || paid !== order.summary.totalCents) {
    if (onMismatch === 'refuse') throw new AmountChanged(order.summary.totalCents);
    await recordAmountMismatch(trx, row, paid, order.summary.totalCents, deps);
    return null;
  }

  const now = deps.clock();
  const { orderId, itemIds } = await writeOrder(trx, row, order, now.toISOString());
  // Their bricks leave the free stock with the order, in this transaction.
  await reserveOrderPieces(trx, await deps.core(), order.items, now);
  await takeFromCart(trx, row, paidFor);
  if (order.coupon) await recordCouponUse(trx, row, orderId, order, now.toISOString());
  await claimCheckout(trx, row, orderId, now.toISOString());
  // The confirmation email and the blueprints, durable jobs committed with the order or not at all.
  await enqueueJobs(trx, orderPlacedJobs(row.order_number, itemIds), deps.clock(), deps.log.requestId);
  return { orderNumber: row.order_number, placedNow: true };
}

const readCheckout = (trx: Db, intentId: string) =>
  trx.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();

/**
 * A succeeded payment with no checkout here: ignored when it is not this shop's, else recorded as a payment
 * problem (the customer paid, so an admin must act). Null either way.
 */
async function recordUnknownCheckout(trx: Db, intent: PaymentIntent, deps: PlaceOrderDeps): Promise<null> {
  const { orderNumber, userId } = intent.metadata;
  if (!orderNumber || !/^\d{8}$/.test(orderNumber) || !userId) {
    deps.log.warn(`Payment ${intent.id} succeeded but is not a checkout of this shop; ignored.`);
    return null;
  }
  deps.log.error(
    `Payment ${intent.id} for checkout ${orderNumber} succeeded, but the checkout is gone; recorded as a payment problem.`,
  );
  await recordPaymentProblem(
    trx,
    {
      kind: 'unknown_checkout',
      provider: deps.providerName,
      intentId: intent.id,
      orderNumber,
      userId,
      paidCents: intent.amountReceivedCents || intent.amountCents,
      expectedCents: null,
    },
    deps.clock(),
  );
  return null;
}

/**
 * Waits for any other placing of this customer's payments (a row lock on PostgreSQL; SQLite's write transactions
 * take turns anyway), then reads the checkout as that one left it.
 */
async function waitForCustomersTurn(trx: Db, found: PaymentIntentsTable): Promise<PaymentIntentsTable> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', found.user_id)
    .execute();
  const row = await readCheckout(trx, found.id);
  if (!row) throw new Error(`Payment ${found.id} vanished while it was placed`);
  return row;
}

/** The order as its checkout recorded it: the paid-for items, where and how it ships, the coupon, the totals. */
function recordedOrder(row: PaymentIntentsTable, paidFor: PaidItem[]) {
  const items = paidFor.map((p) => p.item);
  const address = JSON.parse(row.address) as Address;
  const coupon: CouponTerms | null =
    row.coupon_code && row.coupon_type && row.coupon_quantity !== null
      ? { code: row.coupon_code, type: row.coupon_type as CouponTerms['type'], quantity: row.coupon_quantity }
      : null;
  const shippingIndex = row.shipping_index as ShippingIndex;
  return { items, address, coupon, shippingIndex, summary: summarize(items, { shippingIndex, address, coupon }) };
}
type RecordedOrder = ReturnType<typeof recordedOrder>;

/** Paid another amount than the order totals: the checkout marked and a payment problem recorded, nothing placed. */
async function recordAmountMismatch(
  trx: Db,
  row: PaymentIntentsTable,
  paid: number,
  totalCents: number,
  deps: PlaceOrderDeps,
): Promise<void> {
  deps.log.error(
    `Payment ${row.id}: paid ${paid} cents but the order totals ${totalCents}; not placed, recorded as a payment problem.`,
  );
  await trx
    .updateTable('payment_intents')
    .set({ status: 'amount_mismatch', updated_at: deps.clock().toISOString() })
    .where('id', '=', row.id)
    .execute();
  await recordPaymentProblem(
    trx,
    {
      kind: 'amount_mismatch',
      provider: row.provider,
      intentId: row.id,
      orderNumber: row.order_number,
      userId: row.user_id,
      paidCents: paid,
      expectedCents: totalCents,
    },
    deps.clock(),
  );
}

/** The order, its one suborder and its items (each with its blueprint's link). */
async function writeOrder(
  trx: Db,
  row: PaymentIntentsTable,
  order: RecordedOrder,
  now: string,
): Promise<{ orderId: string; itemIds: string[] }> {
  const { summary, address, coupon, shippingIndex } = order;
  const orderId = randomUUID();
  await trx
    .insertInto('orders')
    .values({
      id: orderId,
      order_number: row.order_number,
      user_id: row.user_id,
      date: now,
      subtotal_cents: summary.subtotalCents,
      shipping_cents: summary.shippingCents,
      tax_cents: summary.taxCents,
      discount_cents: summary.discountCents,
      total_cents: summary.totalCents,
      coupon_code: coupon?.code ?? null,
      completed: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const suborderId = randomUUID();
  await trx
    .insertInto('suborders')
    .values({
      id: suborderId,
      order_id: orderId,
      position: 0,
      address_name: address.name,
      street_address: address.streetAddress,
      street_address2: address.streetAddress2 ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
      gift: row.gift,
      shipping_index: shippingIndex,
      shipping_name: SHIPPING_OPTIONS[shippingIndex].name,
      shipping_cents: summary.shippingCents,
      tracking_number: '',
    })
    .execute();
  const itemIds: string[] = [];
  for (const [position, item] of order.items.entries()) {
    const itemId = randomUUID();
    itemIds.push(itemId);
    await trx
      .insertInto('order_items')
      .values({
        id: itemId,
        suborder_id: suborderId,
        position,
        shape: item.shape,
        size: item.size,
        width: item.width,
        height: item.height,
        quantity: item.quantity,
        price_cents: unitPriceCents(item),
        orig_image_url: item.orig_image_url,
        pix_image_url: item.pix_image_url,
        color_counts: item.color_counts,
        color_map: item.color_map,
        blending: item.blending,
        color_cap: item.color_cap,
        tidy: item.tidy,
        recipe: item.recipe,
        instructions_url: blueprintUrl(row.order_number, itemId),
      })
      .execute();
  }
  return { orderId, itemIds };
}

/**
 * The paid-for items leave the cart; anything added after paying stays for next time (an item whose quantity
 * was raised after paying keeps the extra).
 */
async function takeFromCart(trx: Db, row: PaymentIntentsTable, paidFor: PaidItem[]): Promise<void> {
  const whole = paidFor.filter((p) => p.inCart === p.item.quantity).map((p) => p.item.id);
  let changed = 0;
  if (whole.length > 0) {
    const removed = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', row.user_id)
      .where('id', 'in', whole)
      .executeTakeFirst();
    changed += Number(removed.numDeletedRows);
  }
  for (const { item, inCart } of paidFor.filter((p) => p.inCart > p.item.quantity)) {
    const kept = await trx
      .updateTable('cart_items')
      .set({ quantity: inCart - item.quantity })
      .where('user_id', '=', row.user_id)
      .where('id', '=', item.id)
      .where('quantity', '=', inCart)
      .executeTakeFirst();
    changed += Number(kept.numUpdatedRows);
  }
  if (changed !== paidFor.length) throw new Error(`Payment ${row.id}: its cart changed while placing`);
}

async function recordCouponUse(
  trx: Db,
  row: PaymentIntentsTable,
  orderId: string,
  order: RecordedOrder,
  now: string,
): Promise<void> {
  await trx
    .insertInto('coupon_redemptions')
    .values({
      order_id: orderId,
      coupon_code: order.coupon!.code,
      user_id: row.user_id,
      discount_cents: order.summary.discountCents,
      created_at: now,
    })
    .execute();
}

/** The checkout marked with its order: the guard against a second order of one payment. */
async function claimCheckout(trx: Db, row: PaymentIntentsTable, orderId: string, now: string): Promise<void> {
  const claimed = await trx
    .updateTable('payment_intents')
    .set({ order_id: orderId, status: 'succeeded', updated_at: now })
    .where('id', '=', row.id)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Error(`Payment ${row.id} was placed twice`);
}
