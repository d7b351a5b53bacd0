// Confirmations of a payment by the customer's page: the built-in provider's test card (charge and order in one
// transaction) and the page's check after Stripe.js paid.
import type { Address, Order } from '@brixilated/shop';
import type { Kysely } from 'kysely';
import type { Database, PaymentIntentsTable } from '../db/types.ts';
import type { ShippingIndex } from '../domain/shipping.ts';
import { AppError, notFound } from '../errors.ts';
import type { Log } from '../log.ts';
import { PaymentProviderError, type PaymentIntent, type PaymentProvider, type TestCard } from '../payments/provider.ts';
import type { AfterPayment } from './after-payment.ts';
import { amountChangedMessage, CHECKOUT_MESSAGES, lockPayment, type Checkout, type CheckoutDeps } from './checkout.ts';
import { AmountChanged, CartGone, placeOrder, type PlaceResult } from './place-order.ts';

export type PaymentOutcome = { status: 'succeeded'; order: Order } | { status: 'failed'; message: string };

/** The customer's confirmations of the checkouts `checkout` made. */
export class Confirmations {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly deps: CheckoutDeps,
    private readonly checkout: Checkout,
    private readonly after: AfterPayment,
  ) {
    this.db = deps.db;
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
    if (current.status === 'succeeded')
      return { status: 'succeeded', order: await this.after.placeAndFinish(current, log) };
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
          placed:
            intent.status === 'succeeded' ? await placeOrder(trx, intent, this.after.placing(log), 'refuse') : null,
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
      if (latest.status === 'succeeded')
        return { status: 'succeeded', order: await this.after.placeAndFinish(latest, log) };
      return { status: 'failed', message: latest.lastError ?? 'Your card was declined.' };
    }
    const { intent, placed: result } = outcome;
    if (intent.status !== 'succeeded') {
      this.after.paymentFailed(intent.id, log);
      await this.db
        .updateTable('payment_intents')
        .set({ status: intent.status, updated_at: this.deps.clock().toISOString() })
        .where('id', '=', intentId)
        .where('order_id', 'is', null)
        .where('status', '!=', intent.status)
        .execute();
      return { status: 'failed', message: intent.lastError ?? 'Your card was declined.' };
    }
    return { status: 'succeeded', order: await this.after.afterPlacing(result, log) };
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
        return { status: 'succeeded', order: await this.after.placeAndFinish(intent, log) };
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
}
