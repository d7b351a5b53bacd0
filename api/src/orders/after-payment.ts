// What follows a paid payment, for every way one arrives (a test-card confirmation, a webhook, housekeeping): its
// order placed with the log of the request placing it, the runner told and the order answered, and the refund of
// a payment whose cart had been placed by another.
import type { Order } from '@brixilated/shop';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { AppError } from '../errors.ts';
import { enqueueJobs, type NewJob } from '../db/jobs.ts';
import type { Log } from '../log.ts';
import type { PaymentIntent } from '../payments/provider.ts';
import { recordPaymentProblem } from '../payments/problems.ts';
import { CHECKOUT_MESSAGES, type CheckoutDeps } from './checkout.ts';
import { CartGone, isUniqueViolation, placeOrder, type PlaceOrderDeps, type PlaceResult } from './place-order.ts';
import { getOrder } from './queries.ts';

/** Placing paid payments' orders and what follows, shared by confirmations, webhooks and housekeeping. */
export class AfterPayment {
  private readonly db: Kysely<Database>;

  constructor(private readonly deps: CheckoutDeps) {
    this.db = deps.db;
  }

  /** What placing an order needs, with the log of the request (or housekeeping) placing it. */
  placing(log: Log): PlaceOrderDeps {
    return { core: this.deps.core, clock: this.deps.clock, log, providerName: this.deps.payments.name };
  }

  /** Places the order for a succeeded intent (once), with its email and blueprint jobs. */
  async placeAndFinish(intent: PaymentIntent, log: Log): Promise<Order> {
    let result: PlaceResult | null;
    try {
      result = await this.db.transaction().execute((trx) => placeOrder(trx, intent, this.placing(log)));
    } catch (error) {
      if (error instanceof CartGone) {
        await this.refundUnplaceable(intent, log);
        throw new AppError(409, 'CART_CHANGED', CHECKOUT_MESSAGES.refunded);
      }
      if (!isUniqueViolation(error)) throw error;
      // Another request placed it at the same moment: that order is the answer.
      const row = await this.db
        .selectFrom('payment_intents')
        .select(['order_id', 'order_number'])
        .where('id', '=', intent.id)
        .executeTakeFirst();
      if (!row?.order_id) throw error;
      result = { orderNumber: row.order_number, placedNow: false };
    }
    return this.afterPlacing(result, log);
  }

  /** After the placing transaction committed: the runner told about a new order's jobs, and the order. */
  async afterPlacing(result: PlaceResult | null, log: Log): Promise<Order> {
    if (!result) throw new AppError(409, 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch);
    if (result.placedNow) {
      this.placed(result.orderNumber, log);
      this.finish();
    }
    const order = await getOrder(this.db, result.orderNumber);
    if (!order) throw new Error(`Order ${result.orderNumber} vanished`);
    return order.order;
  }

  /**
   * A succeeded payment whose cart had been placed by another payment (or changed while it was paid): its charge
   * is given back at once, and the customer's next look at the payment says so. A refund the provider refuses
   * becomes a payment problem for an admin; reconcile asks again (the idempotency key makes one refund).
   */
  async refundUnplaceable(intent: PaymentIntent, log: Log): Promise<void> {
    const refund = await this.deps.payments.refund(intent.id, {
      idempotencyKey: `brix-refund-${intent.id}`,
      reason: 'duplicate',
    });
    const row = await this.db
      .selectFrom('payment_intents')
      .select(['order_number', 'user_id', 'provider', 'total_cents'])
      .where('id', '=', intent.id)
      .executeTakeFirst();
    if (refund.ok) {
      log.warn(
        `Payment ${intent.id} paid for a cart that had been placed already; refunded in full (${refund.refundId}).`,
      );
      // The checkout marked refunded and the customer's email written together, once.
      const now = this.deps.clock();
      const marked = await this.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('payment_intents')
          .set({ status: 'refunded', updated_at: now.toISOString() })
          .where('id', '=', intent.id)
          .where('order_id', 'is', null)
          .where('status', '!=', 'refunded')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const job: NewJob = {
          kind: 'refund-email',
          payload: { intentId: intent.id },
          dedupeKey: `refund:${intent.id}`,
        };
        await enqueueJobs(trx, [job], now, log.requestId);
        return true;
      });
      if (marked) this.finish();
      return;
    }
    log.error(
      `Payment ${intent.id} paid for a cart that had been placed already; the refund failed: ${refund.message}`,
    );
    await recordPaymentProblem(
      this.db,
      {
        kind: 'refund_failed',
        provider: row?.provider ?? this.deps.payments.name,
        intentId: intent.id,
        orderNumber: row?.order_number ?? null,
        userId: row?.user_id ?? null,
        paidCents: intent.amountReceivedCents || intent.amountCents,
        expectedCents: row?.total_cents ?? null,
      },
      this.deps.clock(),
    );
  }

  /** An order placed (its transaction committed): the line that names it, joined to the request by its id. */
  placed(orderNumber: string, log: Log): void {
    this.deps.metrics?.ordersPlaced.inc();
    log.info(`Order ${orderNumber} placed`, { orderNumber });
  }

  /** A card payment that failed (declined, or failed as the provider reported). */
  paymentFailed(intentId: string, log: Log): void {
    this.deps.metrics?.paymentsFailed.inc({ provider: this.deps.payments.name });
    log.info(`Payment ${intentId} failed`, { paymentId: intentId });
  }

  finish(): void {
    this.deps.jobs.nudge();
  }
}
