// The housekeeping of payments: paid checkouts that have no order are placed (reconcile), and checkouts never
// paid for are closed at the provider and deleted after RETENTION_DAYS (pruneAbandoned).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { PaymentProviderError, type PaymentIntent } from '../payments/provider.ts';
import type { AfterPayment } from './after-payment.ts';
import type { CheckoutDeps } from './checkout.ts';
import { CartGone, placeOrder, type PlaceResult } from './place-order.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Checkouts never paid for are closed and their cart snapshots deleted after this many days. */
export const RETENTION_DAYS = 7;
/** At most this many abandoned checkouts are closed in one run (each is a provider call). */
const PRUNE_BATCH = 200;

/** Reconcile and prune, over this provider's checkouts. */
export class PaymentHousekeeping {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly deps: CheckoutDeps,
    private readonly after: AfterPayment,
  ) {
    this.db = deps.db;
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
      result = await this.db.transaction().execute((trx) => placeOrder(trx, intent, this.after.placing(log)));
    } catch (error) {
      if (!(error instanceof CartGone)) throw error;
      await this.after.refundUnplaceable(intent, log);
      return null;
    }
    if (!result?.placedNow) return null;
    this.after.placed(result.orderNumber, log);
    this.deps.log.warn(
      `Reconciled payment ${intent.id}: placed order ${result.orderNumber}, which had been paid without an order.`,
    );
    this.after.finish();
    return result.orderNumber;
  }

  private daysAgo(days: number): string {
    return new Date(this.deps.clock().getTime() - days * DAY_MS).toISOString();
  }
}
