// Payment events: what happens once a card is charged. The built-in provider's test-card confirmation (charge
// and order in one transaction), Stripe's verified webhooks, the page's check after Stripe.js paid, and the
// housekeeping that places paid checkouts without an order and closes abandoned ones.
import type { Address, Order } from '@brixilated/shop';
import type { Kysely } from 'kysely';
import type { Database, PaymentIntentsTable } from '../db/types.ts';
import type { Log } from '../log.ts';
import type { ShippingIndex } from '../domain/shipping.ts';
import { AppError, notFound } from '../errors.ts';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  type TestCard,
} from '../payments/provider.ts';
import { enqueueJobs, type NewJob } from '../jobs/queue.ts';
import { recordPaymentProblem } from '../payments/problems.ts';
import { recordProviderRefund } from './cancel.ts';
import { amountChangedMessage, CHECKOUT_MESSAGES, lockPayment, type Checkout, type CheckoutDeps } from './checkout.ts';
import {
  AmountChanged,
  CartGone,
  isUniqueViolation,
  placeOrder,
  type PlaceOrderDeps,
  type PlaceResult,
} from './place-order.ts';
import { getOrder } from './queries.ts';

export type PaymentOutcome = { status: 'succeeded'; order: Order } | { status: 'failed'; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Checkouts never paid for are closed and their cart snapshots deleted after this many days. */
export const RETENTION_DAYS = 7;
/** At most this many abandoned checkouts are closed in one run (each is a provider call). */
const PRUNE_BATCH = 200;

/** Confirmations, webhooks and the housekeeping of payments, for the checkouts `checkout` made. */
export class PaymentEvents {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly deps: CheckoutDeps,
    private readonly checkout: Checkout,
  ) {
    this.db = deps.db;
  }

  /** What placing an order needs, with the log of the request (or housekeeping) placing it. */
  private placing(log: Log): PlaceOrderDeps {
    return { core: this.deps.core, clock: this.deps.clock, log, providerName: this.deps.payments.name };
  }

  /**
   * The built-in provider: confirm with a test card; on success the order is placed before answering.
   * Marking the payment succeeded and placing its order are one transaction, so a crash in between
   * can never leave a paid payment without its order, and a payment whose order cannot be placed (its cart was
   * placed by another payment, or its total changed) is not charged. Every confirm of a payment that has its
   * order answers that order, however many race.
   */
  /**
   * `shownCents`, when given, is the total the customer saw on the Pay button: if the cart's total is another now
   * (the cart changed in another tab), nothing is charged and 409 `AMOUNT_CHANGED` says the new total. `log` is
   * the request's: its lines and the jobs written carry the request's id.
   */
  async confirmTestCard(
    userId: string,
    intentId: string,
    card: TestCard,
    shownCents: number | undefined,
    log: Log,
  ): Promise<PaymentOutcome> {
    const confirm = this.deps.payments.confirmWithTestCard?.bind(this.deps.payments);
    if (!confirm) throw new AppError(400, 'WRONG_PROVIDER', CHECKOUT_MESSAGES.wrongProvider);
    const row = await this.checkout.ownIntent(userId, intentId);
    const placed = await this.checkout.existingOrder(row);
    if (placed) return { status: 'succeeded', order: placed };
    if (row.status === 'refunded') return { status: 'failed', message: CHECKOUT_MESSAGES.refunded };
    try {
      return await this.confirmOnce(userId, row, card, confirm, shownCents, log);
    } catch (error) {
      // A confirm racing another one of the same payment: once that one placed the order, it is the answer.
      const order = await this.orderOfPayment(intentId);
      if (order) return { status: 'succeeded', order };
      throw error;
    }
  }

  private async confirmOnce(
    userId: string,
    row: PaymentIntentsTable,
    card: TestCard,
    confirm: NonNullable<PaymentProvider['confirmWithTestCard']>,
    shownCents: number | undefined,
    log: Log,
  ): Promise<PaymentOutcome> {
    const intentId = row.id;
    const current = await this.deps.payments.retrieveIntent(intentId);
    if (!current) throw notFound(CHECKOUT_MESSAGES.noIntent);
    // Paid already (a confirm that placed nothing, e.g. an amount mismatch): whatever placing gives is the answer.
    if (current.status === 'succeeded') return { status: 'succeeded', order: await this.placeAndFinish(current, log) };
    // Charge what is in the cart now, even if the page did not ask for an update after a change, shipped to the
    // address recorded with this payment; but never another total than the one the customer was shown.
    const priced = await this.checkout.update(
      userId,
      intentId,
      {
        shippingIndex: row.shipping_index as ShippingIndex,
        addressIndex: row.address_index,
        gift: row.gift === 1,
        coupon: row.coupon_code,
      },
      JSON.parse(row.address) as Address,
    );
    if (shownCents !== undefined && priced.summary.totalCents !== shownCents)
      throw new AppError(409, 'AMOUNT_CHANGED', amountChangedMessage(priced.summary.totalCents));
    let outcome: { intent: PaymentIntent; placed: PlaceResult | null };
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        // The checkout the charge is for, held until this transaction ends: an update racing this confirm
        // either wrote its total before (refused here, nothing charged) or waits and then finds the order.
        const snapshot = await lockPayment(trx, intentId);
        if (shownCents !== undefined && snapshot && snapshot.total_cents !== shownCents)
          throw new AmountChanged(snapshot.total_cents);
        const intent = await confirm(intentId, card, trx);
        return {
          intent,
          placed: intent.status === 'succeeded' ? await placeOrder(trx, intent, this.placing(log), 'refuse') : null,
        };
      });
    } catch (error) {
      // Nothing was charged: the transaction that would have marked the payment succeeded rolled back.
      if (error instanceof CartGone) throw new AppError(409, 'CART_CHANGED', CHECKOUT_MESSAGES.cartChanged);
      if (error instanceof AmountChanged)
        throw new AppError(409, 'AMOUNT_CHANGED', amountChangedMessage(error.totalCents));
      // A second confirm racing the first: whatever the first achieved is the answer.
      if (!(error instanceof PaymentProviderError && error.kind === 'invalid_state')) throw error;
      const latest = await this.deps.payments.retrieveIntent(intentId);
      if (!latest) throw notFound(CHECKOUT_MESSAGES.noIntent);
      if (latest.status === 'succeeded') return { status: 'succeeded', order: await this.placeAndFinish(latest, log) };
      return { status: 'failed', message: latest.lastError ?? 'Your card was declined.' };
    }
    const { intent, placed: result } = outcome;
    if (intent.status !== 'succeeded') {
      this.paymentFailed(intent.id, log);
      await this.db
        .updateTable('payment_intents')
        .set({ status: intent.status, updated_at: this.deps.clock().toISOString() })
        .where('id', '=', intentId)
        .where('order_id', 'is', null)
        .where('status', '!=', intent.status)
        .execute();
      return { status: 'failed', message: intent.lastError ?? 'Your card was declined.' };
    }
    return { status: 'succeeded', order: await this.afterPlacing(result, log) };
  }

  /** The order a payment became, if it did. */
  private async orderOfPayment(intentId: string): Promise<Order | null> {
    const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    return row ? this.checkout.existingOrder(row) : null;
  }

  /**
   * After Stripe.js confirmed in the browser. Only a verified `payment_intent.succeeded` webhook places
   * a Stripe order, so this waits a few seconds for it and answers "processing" if it has not arrived;
   * the built-in provider's own record is its proof, so a succeeded test intent is placed here.
   */
  async complete(
    userId: string,
    intentId: string,
    log: Log,
  ): Promise<{ status: string; order?: Order; message?: string }> {
    const row = await this.checkout.ownIntent(userId, intentId);
    const placed = await this.checkout.existingOrder(row);
    if (placed) return { status: 'succeeded', order: placed };
    if (row.status === 'refunded') return { status: 'refunded', message: CHECKOUT_MESSAGES.refunded };
    const intent = await this.deps.payments.retrieveIntent(intentId);
    if (!intent) throw notFound(CHECKOUT_MESSAGES.noIntent);
    if (intent.status === 'succeeded') {
      if (this.deps.payments.name === 'test')
        return { status: 'succeeded', order: await this.placeAndFinish(intent, log) };
      // Stripe's webhook usually follows within a second or two: wait a little for it to place the order.
      const order = await this.waitForOrder(intentId, this.deps.payments.webhookWaitMs ?? 0);
      if (order) return { status: 'succeeded', order };
      const now = await this.checkout.ownIntent(userId, intentId);
      if (now.status === 'refunded') return { status: 'refunded', message: CHECKOUT_MESSAGES.refunded };
      return { status: 'processing' };
    }
    return { status: intent.status };
  }

  private async waitForOrder(intentId: string, waitMs: number): Promise<Order | null> {
    const until = Date.now() + waitMs;
    for (;;) {
      const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
      const order = row ? await this.checkout.existingOrder(row) : null;
      if (order || row?.status === 'refunded' || Date.now() >= until) return order;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * A verified provider event: recorded once by id; `payment_intent.succeeded` places the order. `log` is the
   * request's (the webhook's).
   */
  async handleEvent(event: PaymentEvent, log: Log): Promise<{ duplicate: boolean }> {
    const now = this.deps.clock().toISOString();
    let placedOrder: string | null = null;
    let paymentFailed = false;
    let refundRecorded = false;
    let unplaceable: PaymentIntent | null = null;
    const duplicate = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('webhook_events')
        .values({ id: event.id, type: event.type, received_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true;
      // A refund made at the provider (its dashboard, or the shop's own cancel told back).
      if (event.type === 'charge.refunded' && event.refund) {
        refundRecorded = await recordProviderRefund(
          trx,
          await this.deps.core(),
          event.refund,
          new Date(now),
          log.requestId,
        );
        return false;
      }
      if (!event.intent) return false;
      if (event.type === 'payment_intent.succeeded') {
        try {
          const result = await placeOrder(trx, event.intent, this.placing(log));
          if (result?.placedNow) placedOrder = result.orderNumber;
        } catch (error) {
          if (!(error instanceof CartGone)) throw error;
          unplaceable = event.intent;
        }
      } else if (
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled' ||
        event.type === 'payment_intent.processing'
      ) {
        paymentFailed = event.type === 'payment_intent.payment_failed';
        await trx
          .updateTable('payment_intents')
          .set({ status: event.intent.status, updated_at: now })
          .where('id', '=', event.intent.id)
          .where('order_id', 'is', null)
          .execute();
      }
      return false;
    });
    if (placedOrder) this.placed(placedOrder, log);
    if (paymentFailed) this.paymentFailed(event.intent?.id ?? '', log);
    if (placedOrder || refundRecorded) this.finish();
    if (unplaceable) await this.refundUnplaceable(unplaceable, log);
    return { duplicate };
  }

  /** Places the order for a succeeded intent (once), with its email and blueprint jobs. */
  private async placeAndFinish(intent: PaymentIntent, log: Log): Promise<Order> {
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
  private async afterPlacing(result: PlaceResult | null, log: Log): Promise<Order> {
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
   * This provider's checkouts that have no order, oldest first, leaving out amount mismatches (those wait
   * for an admin as payment problems).
   */
  private withoutOrder() {
    return this.db
      .selectFrom('payment_intents')
      .select('id')
      .where('order_id', 'is', null)
      .where('provider', '=', this.deps.payments.name)
      .where('status', 'not in', ['amount_mismatch', 'refunded'])
      .orderBy('created_at');
  }

  /**
   * Every payment the provider took that has no order yet (a crash after the payment, a webhook that never
   * came or failed): asks the provider about each open checkout of the last RETENTION_DAYS and places the
   * order of each one that succeeded (or records a payment problem). Run at start and periodically.
   */
  async reconcile(): Promise<{ checked: number; placed: string[] }> {
    const open = await this.withoutOrder()
      .where('status', '!=', 'canceled')
      .where('created_at', '>=', this.daysAgo(RETENTION_DAYS))
      .execute();
    const placed: string[] = [];
    for (const { id } of open) {
      try {
        const intent = await this.deps.payments.retrieveIntent(id);
        if (intent?.status === 'succeeded') {
          const orderNumber = await this.placeLate(intent);
          if (orderNumber) placed.push(orderNumber);
        } else if (intent?.status === 'canceled') {
          await this.db
            .updateTable('payment_intents')
            .set({ status: 'canceled' })
            .where('id', '=', id)
            .where('order_id', 'is', null)
            .execute();
        }
      } catch (error) {
        this.deps.log.error(`Could not reconcile payment ${id}`, error);
      }
    }
    return { checked: open.length, placed };
  }

  /**
   * Checkouts never paid for after RETENTION_DAYS: each is closed at the provider (so it can never be paid
   * later) and its snapshot of the cart deleted. One that turns out to be paid is placed instead.
   * Amount mismatches stay until an admin has dealt with the payment problem.
   */
  async pruneAbandoned(): Promise<{ pruned: number; placed: string[] }> {
    const stale = await this.withoutOrder()
      .where('created_at', '<', this.daysAgo(RETENTION_DAYS))
      .limit(PRUNE_BATCH)
      .execute();
    // Payments refunded because their cart had been placed by another: nothing is left to close.
    const refunded = await this.db
      .deleteFrom('payment_intents')
      .where('status', '=', 'refunded')
      .where('order_id', 'is', null)
      .where('created_at', '<', this.daysAgo(RETENTION_DAYS))
      .executeTakeFirst();
    let pruned = Number(refunded.numDeletedRows);
    const placed: string[] = [];
    for (const { id } of stale) {
      try {
        let closed = true;
        try {
          await this.deps.payments.cancelIntent(id);
        } catch (error) {
          if (
            !(error instanceof PaymentProviderError) ||
            (error.kind !== 'invalid_state' && error.kind !== 'not_found')
          )
            throw error;
          const intent = await this.deps.payments.retrieveIntent(id);
          if (intent?.status === 'succeeded') {
            const orderNumber = await this.placeLate(intent);
            if (orderNumber) placed.push(orderNumber);
            closed = false;
          } else if (intent && intent.status !== 'canceled') {
            closed = false; // processing: the next run decides
          }
        }
        if (!closed) continue;
        const deleted = await this.db
          .deleteFrom('payment_intents')
          .where('id', '=', id)
          .where('order_id', 'is', null)
          .executeTakeFirst();
        pruned += Number(deleted.numDeletedRows);
      } catch (error) {
        this.deps.log.error(`Could not close abandoned payment ${id}`, error);
      }
    }
    return { pruned, placed };
  }

  /** A succeeded payment found by reconcile or prune: its order placed now (null if it was, or cannot be). */
  private async placeLate(intent: PaymentIntent): Promise<string | null> {
    const log = this.deps.log;
    let result: PlaceResult | null;
    try {
      result = await this.db.transaction().execute((trx) => placeOrder(trx, intent, this.placing(log)));
    } catch (error) {
      if (!(error instanceof CartGone)) throw error;
      await this.refundUnplaceable(intent, log);
      return null;
    }
    if (!result?.placedNow) return null;
    this.placed(result.orderNumber, log);
    this.deps.log.warn(
      `Reconciled payment ${intent.id}: placed order ${result.orderNumber}, which had been paid without an order.`,
    );
    this.finish();
    return result.orderNumber;
  }

  private daysAgo(days: number): string {
    return new Date(this.deps.clock().getTime() - days * DAY_MS).toISOString();
  }

  /**
   * A succeeded payment whose cart had been placed by another payment (or changed while it was paid): its charge
   * is given back at once, and the customer's next look at the payment says so. A refund the provider refuses
   * becomes a payment problem for an admin; reconcile asks again (the idempotency key makes one refund).
   */
  private async refundUnplaceable(intent: PaymentIntent, log: Log): Promise<void> {
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

  /**
   * After the order is committed: its jobs (the confirmation email, the blueprints) were written with it;
   * the runner is told to look now, so paying answers at once and the email follows in a moment.
   */
  /** An order placed (its transaction committed): the line that names it, joined to the request by its id. */
  private placed(orderNumber: string, log: Log): void {
    this.deps.metrics?.ordersPlaced.inc();
    log.info(`Order ${orderNumber} placed`, { orderNumber });
  }

  /** A card payment that failed (declined, or failed as the provider reported). */
  private paymentFailed(intentId: string, log: Log): void {
    this.deps.metrics?.paymentsFailed.inc({ provider: this.deps.payments.name });
    log.info(`Payment ${intentId} failed`, { paymentId: intentId });
  }

  private finish(): void {
    this.deps.jobs.nudge();
  }
}
