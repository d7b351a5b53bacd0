// The payment provider's verified events: each recorded once by id; a succeeded payment places its order, a
// refund made at the provider is recorded, a failed or cancelled payment marks its checkout.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Log } from '../log.ts';
import type { PaymentEvent, PaymentIntent } from '../payments/provider.ts';
import type { AfterPayment } from './after-payment.ts';
import { recordProviderRefund } from './cancel.ts';
import type { CheckoutDeps } from './checkout.ts';
import { CartGone, placeOrder } from './place-order.ts';

/** Webhooks of the checkouts' provider. */
export class PaymentWebhooks {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly deps: CheckoutDeps,
    private readonly after: AfterPayment,
  ) {
    this.db = deps.db;
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
          const result = await placeOrder(trx, event.intent, this.after.placing(log));
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
    if (placedOrder) this.after.placed(placedOrder, log);
    if (paymentFailed) this.after.paymentFailed(event.intent?.id ?? '', log);
    if (placedOrder || refundRecorded) this.after.finish();
    if (unplaceable) await this.after.refundUnplaceable(unplaceable, log);
    return { duplicate };
  }
}
