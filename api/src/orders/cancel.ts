// Cancelling an order that has not shipped, with its refund: the order is first marked as being cancelled (so
// no tracking number or completion is saved meanwhile), the payment goes back in full through the provider (one
// refund, however often the admin presses Cancel), then in one transaction the order is marked cancelled and
// refunded, its bricks go back to the free stock, and the customer's email is written as a job. A refund the provider refuses changes nothing and its reason is answered. A refund made at the
// provider itself (Stripe's dashboard, told by the `charge.refunded` webhook) is recorded the same way.
import { CUSTOMER_CANCEL_MESSAGES, customerCancelStand } from '@brixilated/shop';
import type { ServerCore } from '../core.ts';
import { isPostgres } from '../db/open.ts';
import type { Db, OrdersTable } from '../db/types.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { bricksByIndex, kitPickList, sumPickLists } from '../fulfilment/pick-list.ts';
import { changeFreeStock } from '../fulfilment/stock.ts';
import { enqueueJobs, type NewJob } from '../db/jobs.ts';
import type { Log } from '../log.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export const CANCEL_MESSAGES = {
  shipped: 'This order has shipped, so it cannot be cancelled. Arrange a return with the customer instead.',
  noPayment: 'This order has no payment on record to refund, so it was not cancelled.',
  refused: (message: string) => `The refund was refused, so the order was not cancelled: ${message}`,
  /** Kept as the reason of an order refunded in full at the payment provider. */
  providerRefund: 'Refunded at the payment provider.',
  /** The tracking number of a cancelled order. */
  cancelledCannotShip: 'This order was cancelled, so it cannot ship.',
  /** A tracking number or completion while a cancel is under way (or stopped half-way: Cancel finishes it). */
  cancelling:
    'This order is being cancelled, so it cannot ship or be completed. If the cancel did not finish, press Cancel again.',
} as const;

/** The key of the one refund of an order's cancel: a second press, or a retried request, makes no second one. */
export const cancelRefundKey = (orderNumber: string) => `brix-cancel-${orderNumber}`;

const cancelEmailJob = (orderNumber: string): NewJob => ({
  kind: 'cancel-email',
  payload: { orderNumber },
  dedupeKey: `cancel:${orderNumber}`,
});

/** The bricks of an order's items by palette index (their pick lists: counts plus spares). */
async function orderPieces(db: Db, core: Pick<ServerCore, 'counts'>, orderId: string): Promise<number[]> {
  const items = await db
    .selectFrom('order_items')
    .innerJoin('suborders', 'suborders.id', 'order_items.suborder_id')
    .select(['order_items.width', 'order_items.height', 'order_items.quantity', 'order_items.color_map'])
    .where('suborders.order_id', '=', orderId)
    .execute();
  return bricksByIndex(sumPickLists(items.map((item) => kitPickList(core, item))));
}

/** Puts the bricks of an order's items back on the free stock of the colours that are counted. */
async function returnOrderPieces(trx: Db, core: Pick<ServerCore, 'counts'>, orderId: string, now: string) {
  await changeFreeStock(trx, await orderPieces(trx, core, orderId), '+', new Date(now));
}

/** How many pieces a cancel of the order would put back on the free stock (of the counted colours only). */
export async function piecesToReturn(db: Db, core: Pick<ServerCore, 'counts'>, orderNumber: string): Promise<number> {
  const order = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
  if (!order) return 0;
  const pieces = await orderPieces(db, core, order.id);
  const counted = await db.selectFrom('color_stock').select('code').where('on_hand', 'is not', null).execute();
  return counted.reduce((sum, row) => sum + (pieces[Number(row.code) - 1] ?? 0), 0);
}

/** Whether any parcel of the order has a tracking number (it has left the shop). */
async function hasShipped(db: Db, orderId: string): Promise<boolean> {
  const shipped = await db
    .selectFrom('suborders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('tracking_number', '!=', '')
    .executeTakeFirst();
  return Boolean(shipped);
}

/**
 * The order, its row locked until the caller's transaction ends: on PostgreSQL by FOR UPDATE, on SQLite by the
 * transaction itself (it takes the write lock when it begins). A cancel's claim and a tracking number or
 * completion each read the order this way, so one waits for the other and sees what it wrote.
 */
export function lockOrder(trx: Db, orderNumber: string) {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Refuses a tracking number or a completion for an order cancelled or being cancelled. */
export function refuseIfCancelling(order: Pick<OrdersTable, 'cancelled_at' | 'cancelling_at'>) {
  if (order.cancelled_at) throw conflict('ORDER_CANCELLED', CANCEL_MESSAGES.cancelledCannotShip);
  if (order.cancelling_at) throw conflict('ORDER_CANCELLING', CANCEL_MESSAGES.cancelling);
}

export interface CancelDeps {
  db: Db;
  payments: PaymentProvider;
  core: () => Promise<Pick<ServerCore, 'counts'>>;
  clock: () => Date;
  log: Pick<Log, 'requestId'>;
}

/**
 * Cancels and refunds an unshipped order, for an admin or (with `customerId`) for the order's own customer
 * within their window. Answers whether this call cancelled it (false: it was already). Throws 404 for no such
 * order (or another customer's), 409 `ORDER_SHIPPED` once it shipped, 409 `CANCEL_TOO_LATE` for a customer past
 * the window, 409 `REFUND_REFUSED` with the provider's reason when the refund is refused (the order stays as it
 * was). Both callers take this one path, so a customer's and an admin's cancel at once make one refund.
 */
export async function cancelOrder(
  deps: CancelDeps,
  orderNumber: string,
  reason: string,
  customerId?: string,
): Promise<{ cancelledNow: boolean }> {
  const { db } = deps;
  // The claim: once it commits, no tracking number or completion is saved until the cancel ends.
  const claimed = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderNumber);
    if (!order || (customerId !== undefined && order.user_id !== customerId))
      throw notFound("We couldn't find that order.");
    if (order.cancelled_at) return null;
    const shipped = order.completed === 1 || (await hasShipped(trx, order.id));
    if (customerId !== undefined) {
      const stand = customerCancelStand({ date: order.date, cancelled: false, shipped }, deps.clock());
      if (stand === 'late') throw conflict('CANCEL_TOO_LATE', CUSTOMER_CANCEL_MESSAGES.late);
      if (stand === 'shipped') throw conflict('ORDER_SHIPPED', CUSTOMER_CANCEL_MESSAGES.shipped);
    } else if (shipped) throw conflict('ORDER_SHIPPED', CANCEL_MESSAGES.shipped);
    const payment = await trx
      .selectFrom('payment_intents')
      .select(['id'])
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!payment) throw conflict('NO_PAYMENT', CANCEL_MESSAGES.noPayment);
    if (!order.cancelling_at)
      await trx
        .updateTable('orders')
        .set({ cancelling_at: deps.clock().toISOString() })
        .where('id', '=', order.id)
        .execute();
    return { order, payment };
  });
  if (!claimed) return { cancelledNow: false };
  const { order, payment } = claimed;

  // A provider that fails the call leaves it unknown whether the money went back: the claim stays, and pressing
  // Cancel again finishes the cancel (the same idempotency key makes no second refund).
  const refund = await deps.payments.refund(payment.id, { idempotencyKey: cancelRefundKey(orderNumber), reason });
  if (!refund.ok) {
    // The money did not move by this call: the order may ship again, unless a refund made at the provider
    // meanwhile (its webhook) cancelled it, which is the outcome asked for.
    await db.updateTable('orders').set({ cancelling_at: null }).where('id', '=', order.id).execute();
    const now = await db.selectFrom('orders').select('cancelled_at').where('id', '=', order.id).executeTakeFirst();
    if (now?.cancelled_at) return { cancelledNow: false };
    throw new AppError(409, 'REFUND_REFUSED', CANCEL_MESSAGES.refused(refund.message));
  }

  const core = await deps.core();
  const now = deps.clock().toISOString();
  const cancelledNow = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('orders')
      .set({
        cancelled_at: now,
        cancelling_at: null,
        cancel_reason: reason,
        refund_id: refund.refundId,
        refunded_cents: order.total_cents,
        refunded_at: now,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) {
      // The provider's own refund webhook recorded it first: the admin's reason and the refund id still count.
      await trx
        .updateTable('orders')
        .set({ cancel_reason: reason, refund_id: refund.refundId, cancelling_at: null, updated_at: now })
        .where('id', '=', order.id)
        .where('refund_id', 'is', null)
        .execute();
      return false;
    }
    await returnOrderPieces(trx, core, order.id, now);
    await enqueueJobs(trx, [cancelEmailJob(orderNumber)], new Date(now), deps.log.requestId);
    return true;
  });
  return { cancelledNow };
}

/** A refund the provider reports for a payment (Stripe's `charge.refunded`). */
export interface ProviderRefund {
  intentId: string;
  /** Cents refunded so far, in all. */
  amountRefunded: number;
  /** The whole charge went back. */
  refunded: boolean;
}

/**
 * Records a refund made at the provider, inside the caller's transaction. A full refund of an order not yet
 * cancelled cancels it (bricks back unless it shipped, the customer's email); the shop's own cancel, told
 * back by the same webhook, changes nothing. Answers whether a job was written (the caller nudges the runner).
 */
export async function recordProviderRefund(
  trx: Db,
  core: Pick<ServerCore, 'counts'>,
  refund: ProviderRefund,
  now: Date,
  requestId?: string,
): Promise<boolean> {
  const at = now.toISOString();
  const order = await trx
    .selectFrom('payment_intents')
    .innerJoin('orders', 'orders.id', 'payment_intents.order_id')
    .select(['orders.id', 'orders.order_number', 'orders.cancelled_at', 'orders.refunded_cents'])
    .where('payment_intents.id', '=', refund.intentId)
    .executeTakeFirst();
  if (!order) return false;
  if (order.cancelled_at || (order.refunded_cents ?? 0) >= refund.amountRefunded) return false;
  if (!refund.refunded) {
    await trx
      .updateTable('orders')
      .set({ refunded_cents: refund.amountRefunded, refunded_at: at, updated_at: at })
      .where('id', '=', order.id)
      .execute();
    return false;
  }
  const marked = await trx
    .updateTable('orders')
    .set({
      cancelled_at: at,
      cancel_reason: CANCEL_MESSAGES.providerRefund,
      refunded_cents: refund.amountRefunded,
      refunded_at: at,
      updated_at: at,
    })
    .where('id', '=', order.id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  if (!(await hasShipped(trx, order.id))) await returnOrderPieces(trx, core, order.id, at);
  await enqueueJobs(trx, [cancelEmailJob(order.order_number)], now, requestId);
  return true;
}
