import { formatCents, type Address, type CheckoutAnswer, type MoneySummary, type Order } from '@brixilated/shop';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listAddresses } from '../accounts/users.ts';
import { refuseUnavailableCart } from '../cart/items.ts';
import { blueprintUrl } from '../blueprint/blueprints.ts';
import type { Clock } from '../config.ts';
import type { CoreLoader } from '../core.ts';
import { findActiveCoupon } from '../coupons/queries.ts';
import { reserveOrderPieces } from '../fulfilment/stock.ts';
import type { CartItemRow, Database, Db, PaymentIntentsTable } from '../db/types.ts';
import type { CouponTerms } from '../domain/discount.ts';
import { SHIPPING_OPTIONS, type ShippingIndex } from '../domain/shipping.ts';
import { AppError, notFound } from '../errors.ts';
import { enqueueJobs, orderPlacedJobs } from '../jobs/queue.ts';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  type TestCard,
} from '../payments/provider.ts';
import { recordPaymentProblem } from '../payments/problems.ts';
import { recordProviderRefund } from './cancel.ts';
import { getOrder } from './queries.ts';
import { summarize, unitPriceCents } from './summary.ts';
import { zipStateProblem } from '../accounts/validation.ts';

export interface CheckoutChoice {
  shippingIndex: ShippingIndex;
  /** Which of the customer's saved addresses, by position. */
  addressIndex: number;
  gift: boolean;
  coupon?: string | null;
}

export type PaymentOutcome = { status: 'succeeded'; order: Order } | { status: 'failed'; message: string };

export interface CheckoutDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  /** Counts the placed grids to reserve their pieces. */
  core: CoreLoader;
  /** Told after an order's transaction committed, so its jobs (confirmation, blueprints) start at once. */
  jobs: { nudge(): void };
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}

interface Quote {
  items: CartItemRow[];
  address: Address;
  coupon: CouponTerms | null;
  summary: MoneySummary;
}

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty. Add a Brix before checking out.',
  noAddress: 'Choose one of your saved shipping addresses.',
  badCoupon: "That coupon code isn't valid.",
  paid: 'This order has already been paid.',
  noIntent: "We couldn't find that payment. Please start the payment again.",
  wrongProvider: 'This shop takes card payments through Stripe; the card is confirmed in the payment form.',
  amountMismatch: 'The amount paid does not match the order. Our team has been told and will contact you.',
  cartChanged:
    'Your cart was paid with another payment a moment ago, or changed while you paid, so this payment was not charged. Please look at your orders and your cart.',
  refunded:
    'Your cart had already been paid with another payment, so this payment was refunded in full. Please look at your orders and your cart.',
} as const;

/** The total changed between the page's last look and the charge: nothing was charged, the new total is named. */
export const amountChangedMessage = (totalCents: number) =>
  `The total changed while you paid, so your card was not charged. The total is now ${formatCents(totalCents)}: please check it and pay again.`;

/**
 * A cart item as a payment records it: every column but the grid, which stays in the cart (a grid of 256 x 256
 * studs is a few hundred KB), and the grid's hash, which says at placing time that the cart still holds it.
 */
type SnapshotItem = Omit<CartItemRow, 'color_map'> & { color_map_sha256: string };
/** Payments recorded before grids stayed in the cart hold whole rows. */
type RecordedItem = SnapshotItem | CartItemRow;

const gridHash = (colorMap: string) => createHash('sha256').update(colorMap).digest('base64url');

function toSnapshotItem({ color_map, ...rest }: CartItemRow): SnapshotItem {
  return { ...rest, color_map_sha256: gridHash(color_map) };
}

/**
 * Placing found the payment's items no longer in the cart as recorded: another payment of the same cart placed
 * them first, or the shopper removed one while paying. Thrown before anything is written.
 */
class CartGone extends Error {
  constructor(readonly intentId: string) {
    super(`The items of payment ${intentId} are no longer in the cart`);
  }
}

/** The built-in provider's charge and the order it would place disagree: thrown so the charge rolls back. */
class AmountChanged extends Error {
  constructor(readonly totalCents: number) {
    super(`The total changed to ${totalCents} cents while paying`);
  }
}

interface PlaceResult {
  orderNumber: string;
  /** False when the order had been placed before (a replay, a racing request). */
  placedNow: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Checkouts never paid for are closed and their cart snapshots deleted after this many days. */
export const RETENTION_DAYS = 7;
/** At most this many abandoned checkouts are closed in one run (each is a provider call). */
const PRUNE_BATCH = 200;

/** How often an update of one payment starts again after losing a race to another update of it. */
const UPDATE_ATTEMPTS = 6;

/** The 8-digit, zero-padded order number the customer sees. */
const randomOrderNumber = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505.
  return (
    !!e && (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === '23505')
  );
}

/**
 * Turns a customer's cart into a paid order: quotes from the server's own prices, payment intents
 * through the provider, and exactly one order per successful payment, placed in one transaction.
 */
export class Checkout {
  private readonly db: Kysely<Database>;

  constructor(private readonly deps: CheckoutDeps) {
    this.db = deps.db;
  }

  get provider(): PaymentProvider {
    return this.deps.payments;
  }

  /** The customer's cart priced for this address, shipping option and coupon. */
  async quote(userId: string, choice: CheckoutChoice, db: Db = this.db, recordedAddress?: Address): Promise<Quote> {
    const items = await db
      .selectFrom('cart_items')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute();
    if (items.length === 0) throw new AppError(409, 'CART_EMPTY', CHECKOUT_MESSAGES.emptyCart);
    await refuseUnavailableCart(db, items);
    // A confirm charges for the address recorded with the payment the customer saw, not one edited since.
    const address = recordedAddress ?? (await listAddresses(db, userId))[choice.addressIndex];
    if (!address)
      throw new AppError(400, 'VALIDATION_FAILED', CHECKOUT_MESSAGES.noAddress, {
        addressIndex: CHECKOUT_MESSAGES.noAddress,
      });
    // An address saved before ZIPs were checked against states: tax and shipping would follow the wrong one.
    const mismatch = zipStateProblem(address.zip, address.state);
    if (mismatch) throw new AppError(400, 'VALIDATION_FAILED', mismatch, { addressIndex: mismatch });
    const coupon = await this.coupon(choice.coupon, db);
    return {
      items,
      address,
      coupon,
      summary: summarize(items, { shippingIndex: choice.shippingIndex, address, coupon }),
    };
  }

  /** An active coupon by code (any case), null for none, or a 400 for a code that is not usable. */
  async coupon(code: string | null | undefined, db: Db = this.db): Promise<CouponTerms | null> {
    if (!code || !code.trim()) return null;
    const coupon = await findActiveCoupon(db, code);
    if (!coupon)
      throw new AppError(400, 'COUPON_INVALID', CHECKOUT_MESSAGES.badCoupon, { coupon: CHECKOUT_MESSAGES.badCoupon });
    return { code: coupon.code, type: coupon.type, quantity: coupon.quantity };
  }

  async create(userId: string, choice: CheckoutChoice): Promise<CheckoutAnswer> {
    const quote = await this.quote(userId, choice);
    const orderNumber = await this.freeOrderNumber();
    // No receipt_email: the shop's own confirmation is the one email a customer gets for an order.
    const intent = await this.deps.payments.createIntent({
      amountCents: quote.summary.totalCents,
      metadata: { orderNumber, userId },
      description: `Brixilated order ${orderNumber}`,
      idempotencyKey: `brix-create-${orderNumber}`,
    });
    const now = this.deps.clock().toISOString();
    await this.db
      .insertInto('payment_intents')
      .values({
        id: intent.id,
        provider: this.deps.payments.name,
        user_id: userId,
        order_number: orderNumber,
        ...snapshotColumns(quote, choice),
        status: intent.status,
        version: 0,
        order_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return this.answer(intent, orderNumber, quote.summary);
  }

  /**
   * New amount after the cart, coupon, shipping option or address changed; the amount is always the server's.
   * Updates of one payment racing each other (a customer clicking through shipping options) are put in
   * order by the snapshot's version: each provider update carries the version's idempotency key, and the
   * snapshot is written only over the version it started from, so the provider's amount and the snapshot
   * the order is placed from never part. A loser starts again from the winner's snapshot.
   */
  async update(
    userId: string,
    intentId: string,
    choice: CheckoutChoice,
    recordedAddress?: Address,
  ): Promise<CheckoutAnswer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.tryUpdate(userId, intentId, choice, recordedAddress);
      if (answer) return answer;
      if (attempt >= UPDATE_ATTEMPTS)
        throw new PaymentProviderError(`Payment ${intentId} kept changing under this update`, 'conflict');
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }

  /**
   * One try of `update`; null when another update of the same payment got in first. Nothing is written when
   * the cart, the choices and the provider's amount are as recorded (a confirm's check, a page's repeat).
   */
  private async tryUpdate(
    userId: string,
    intentId: string,
    choice: CheckoutChoice,
    recordedAddress?: Address,
  ): Promise<CheckoutAnswer | null> {
    const row = await this.ownIntent(userId, intentId);
    if (row.order_id) throw new AppError(409, 'ALREADY_PAID', CHECKOUT_MESSAGES.paid);
    const quote = await this.quote(userId, choice, this.db, recordedAddress);
    const columns = snapshotColumns(quote, choice);
    let intent: PaymentIntent | null = null;
    let version = row.version;
    if (quote.summary.totalCents === row.total_cents) {
      intent = await this.deps.payments.retrieveIntent(intentId);
      if (!intent) throw notFound(CHECKOUT_MESSAGES.noIntent);
      // The provider holds another amount (an update that failed half-way): it is brought in line below.
      if (intent.amountCents !== quote.summary.totalCents && intent.status !== 'succeeded') intent = null;
      else if (intent.status === row.status && sameSnapshot(row, columns))
        return this.answer(intent, row.order_number, quote.summary);
    }
    if (!intent) {
      version += 1;
      try {
        intent = await this.deps.payments.updateIntent(intentId, {
          amountCents: quote.summary.totalCents,
          metadata: { orderNumber: row.order_number, userId },
          idempotencyKey: `brix-update-${intentId}-${version}`,
        });
      } catch (error) {
        // The same version's key with another amount: a racing update took this version first.
        if (error instanceof PaymentProviderError && error.kind === 'conflict') return null;
        if (!(error instanceof PaymentProviderError && error.kind === 'invalid_state')) throw error;
        // Paid in the browser (Stripe.js) while the page still sent changes: the webhook places this order.
        const latest = await this.deps.payments.retrieveIntent(intentId);
        if (latest && (latest.status === 'succeeded' || latest.status === 'processing')) {
          throw new AppError(409, 'ALREADY_PAID', CHECKOUT_MESSAGES.paid);
        }
        throw error;
      }
    }
    const written = await this.db
      .updateTable('payment_intents')
      .set({
        ...columns,
        status: intent.status,
        version,
        updated_at: this.deps.clock().toISOString(),
      })
      .where('id', '=', intentId)
      .where('order_id', 'is', null)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) return null;
    return this.answer(intent, row.order_number, quote.summary);
  }

  /**
   * The built-in provider: confirm with a test card; on success the order is placed before answering.
   * Marking the payment succeeded and placing its order are one transaction, so a crash in between
   * can never leave a paid payment without its order, and a payment whose order cannot be placed (its cart was
   * placed by another payment, or its total changed) is not charged. Every confirm of a payment that has its
   * order answers that order, however many race.
   */
  async confirmTestCard(userId: string, intentId: string, card: TestCard): Promise<PaymentOutcome> {
    const confirm = this.deps.payments.confirmWithTestCard?.bind(this.deps.payments);
    if (!confirm) throw new AppError(400, 'WRONG_PROVIDER', CHECKOUT_MESSAGES.wrongProvider);
    const row = await this.ownIntent(userId, intentId);
    const placed = await this.existingOrder(row);
    if (placed) return { status: 'succeeded', order: placed };
    if (row.status === 'refunded') return { status: 'failed', message: CHECKOUT_MESSAGES.refunded };
    try {
      return await this.confirmOnce(userId, row, card, confirm);
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
  ): Promise<PaymentOutcome> {
    const intentId = row.id;
    const current = await this.deps.payments.retrieveIntent(intentId);
    if (!current) throw notFound(CHECKOUT_MESSAGES.noIntent);
    // Paid already (a confirm that placed nothing, e.g. an amount mismatch): whatever placing gives is the answer.
    if (current.status === 'succeeded') return { status: 'succeeded', order: await this.placeAndFinish(current) };
    // Charge what is in the cart now, even if the page did not ask for an update after a change, shipped to the
    // address recorded with this payment.
    await this.update(
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
    let outcome: { intent: PaymentIntent; placed: PlaceResult | null };
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        const intent = await confirm(intentId, card, trx);
        return {
          intent,
          placed: intent.status === 'succeeded' ? await this.placeInTransaction(trx, intent, 'refuse') : null,
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
      if (latest.status === 'succeeded') return { status: 'succeeded', order: await this.placeAndFinish(latest) };
      return { status: 'failed', message: latest.lastError ?? 'Your card was declined.' };
    }
    const { intent, placed: result } = outcome;
    if (intent.status !== 'succeeded') {
      await this.db
        .updateTable('payment_intents')
        .set({ status: intent.status, updated_at: this.deps.clock().toISOString() })
        .where('id', '=', intentId)
        .where('order_id', 'is', null)
        .where('status', '!=', intent.status)
        .execute();
      return { status: 'failed', message: intent.lastError ?? 'Your card was declined.' };
    }
    return { status: 'succeeded', order: await this.afterPlacing(result) };
  }

  /** The order a payment became, if it did. */
  private async orderOfPayment(intentId: string): Promise<Order | null> {
    const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    return row ? this.existingOrder(row) : null;
  }

  /**
   * After Stripe.js confirmed in the browser. Only a verified `payment_intent.succeeded` webhook places
   * a Stripe order, so this waits a few seconds for it and answers "processing" if it has not arrived;
   * the built-in provider's own record is its proof, so a succeeded test intent is placed here.
   */
  async complete(userId: string, intentId: string): Promise<{ status: string; order?: Order; message?: string }> {
    const row = await this.ownIntent(userId, intentId);
    const placed = await this.existingOrder(row);
    if (placed) return { status: 'succeeded', order: placed };
    if (row.status === 'refunded') return { status: 'refunded', message: CHECKOUT_MESSAGES.refunded };
    const intent = await this.deps.payments.retrieveIntent(intentId);
    if (!intent) throw notFound(CHECKOUT_MESSAGES.noIntent);
    if (intent.status === 'succeeded') {
      if (this.deps.payments.name === 'test') return { status: 'succeeded', order: await this.placeAndFinish(intent) };
      // Stripe's webhook usually follows within a second or two: wait a little for it to place the order.
      const order = await this.waitForOrder(intentId, this.deps.payments.webhookWaitMs ?? 0);
      if (order) return { status: 'succeeded', order };
      const now = await this.ownIntent(userId, intentId);
      if (now.status === 'refunded') return { status: 'refunded', message: CHECKOUT_MESSAGES.refunded };
      return { status: 'processing' };
    }
    return { status: intent.status };
  }

  private async waitForOrder(intentId: string, waitMs: number): Promise<Order | null> {
    const until = Date.now() + waitMs;
    for (;;) {
      const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
      const order = row ? await this.existingOrder(row) : null;
      if (order || row?.status === 'refunded' || Date.now() >= until) return order;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** A verified provider event: recorded once by id; `payment_intent.succeeded` places the order. */
  async handleEvent(event: PaymentEvent): Promise<{ duplicate: boolean }> {
    const now = this.deps.clock().toISOString();
    let placedOrder: string | null = null;
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
        refundRecorded = await recordProviderRefund(trx, await this.deps.core(), event.refund, new Date(now));
        return false;
      }
      if (!event.intent) return false;
      if (event.type === 'payment_intent.succeeded') {
        try {
          const result = await this.placeInTransaction(trx, event.intent);
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
        await trx
          .updateTable('payment_intents')
          .set({ status: event.intent.status, updated_at: now })
          .where('id', '=', event.intent.id)
          .where('order_id', 'is', null)
          .execute();
      }
      return false;
    });
    if (placedOrder || refundRecorded) this.finish();
    if (unplaceable) await this.refundUnplaceable(unplaceable);
    return { duplicate };
  }

  private answer(intent: PaymentIntent, orderNumber: string, summary: MoneySummary): CheckoutAnswer {
    return {
      clientSecret: intent.clientSecret,
      id: intent.id,
      provider: this.deps.payments.name,
      ...(this.deps.payments.publishableKey ? { publishableKey: this.deps.payments.publishableKey } : {}),
      orderNumber,
      summary,
    };
  }

  /** The coupon code a customer's payment carries (null for none, or for a payment that is not theirs). */
  async couponOf(userId: string, intentId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment_intents')
      .select(['user_id', 'coupon_code'])
      .where('id', '=', intentId)
      .executeTakeFirst();
    return row && row.user_id === userId ? row.coupon_code : null;
  }

  private async ownIntent(userId: string, intentId: string): Promise<PaymentIntentsTable> {
    const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    // Another customer's payment looks exactly like one that does not exist.
    if (!row || row.user_id !== userId) throw notFound(CHECKOUT_MESSAGES.noIntent);
    return row;
  }

  private async existingOrder(row: PaymentIntentsTable): Promise<Order | null> {
    if (!row.order_id) return null;
    return (await getOrder(this.db, row.order_number))?.order ?? null;
  }

  private async freeOrderNumber(): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = randomOrderNumber();
      const [order, intent] = await Promise.all([
        this.db.selectFrom('orders').select('id').where('order_number', '=', candidate).executeTakeFirst(),
        this.db.selectFrom('payment_intents').select('id').where('order_number', '=', candidate).executeTakeFirst(),
      ]);
      if (!order && !intent) return candidate;
    }
    throw new Error('Could not find a free order number');
  }

  /** Places the order for a succeeded intent (once), with its email and blueprint jobs. */
  private async placeAndFinish(intent: PaymentIntent): Promise<Order> {
    let result: PlaceResult | null;
    try {
      result = await this.db.transaction().execute((trx) => this.placeInTransaction(trx, intent));
    } catch (error) {
      if (error instanceof CartGone) {
        await this.refundUnplaceable(intent);
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
    return this.afterPlacing(result);
  }

  /** After the placing transaction committed: the runner told about a new order's jobs, and the order. */
  private async afterPlacing(result: PlaceResult | null): Promise<Order> {
    if (!result) throw new AppError(409, 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch);
    if (result.placedNow) this.finish();
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
        this.deps.log(`Could not reconcile payment ${id}`, error);
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
        this.deps.log(`Could not close abandoned payment ${id}`, error);
      }
    }
    return { pruned, placed };
  }

  /** A succeeded payment found by reconcile or prune: its order placed now (null if it was, or cannot be). */
  private async placeLate(intent: PaymentIntent): Promise<string | null> {
    let result: PlaceResult | null;
    try {
      result = await this.db.transaction().execute((trx) => this.placeInTransaction(trx, intent));
    } catch (error) {
      if (!(error instanceof CartGone)) throw error;
      await this.refundUnplaceable(intent);
      return null;
    }
    if (!result?.placedNow) return null;
    this.deps.log(
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
  private async refundUnplaceable(intent: PaymentIntent): Promise<void> {
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
      this.deps.log(
        `Payment ${intent.id} paid for a cart that had been placed already; refunded in full (${refund.refundId}).`,
      );
      await this.db
        .updateTable('payment_intents')
        .set({ status: 'refunded', updated_at: this.deps.clock().toISOString() })
        .where('id', '=', intent.id)
        .where('order_id', 'is', null)
        .execute();
      return;
    }
    this.deps.log(
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
   * The recorded items of a payment with their grids, read from the cart they must still be in (each item by id,
   * its grid unchanged); null when any is gone or changed.
   */
  private async paidItems(trx: Db, row: PaymentIntentsTable): Promise<CartItemRow[] | null> {
    const recorded = JSON.parse(row.items) as RecordedItem[];
    if (recorded.length === 0) return null;
    const inCart = await trx
      .selectFrom('cart_items')
      .select(['id', 'color_map'])
      .where('user_id', '=', row.user_id)
      .where(
        'id',
        'in',
        recorded.map((item) => item.id),
      )
      .execute();
    const grids = new Map(inCart.map((r) => [r.id, r.color_map]));
    const items: CartItemRow[] = [];
    for (const item of recorded) {
      const grid = grids.get(item.id);
      if (grid === undefined) return null;
      if ('color_map' in item) {
        items.push(item);
        continue;
      }
      if (gridHash(grid) !== item.color_map_sha256) return null;
      const { color_map_sha256: _hash, ...columns } = item;
      items.push({ ...columns, color_map: grid });
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
  private async placeInTransaction(
    trx: Db,
    intent: PaymentIntent,
    onMismatch: 'record' | 'refuse' = 'record',
  ): Promise<PlaceResult | null> {
    const found = await trx.selectFrom('payment_intents').selectAll().where('id', '=', intent.id).executeTakeFirst();
    if (!found) {
      const { orderNumber, userId } = intent.metadata;
      if (!orderNumber || !/^\d{8}$/.test(orderNumber) || !userId) {
        this.deps.log(`Payment ${intent.id} succeeded but is not a checkout of this shop; ignored.`);
        return null;
      }
      // One of this shop's payments whose checkout is gone: the customer paid, so an admin must act.
      this.deps.log(
        `Payment ${intent.id} for checkout ${orderNumber} succeeded, but the checkout is gone; recorded as a payment problem.`,
      );
      await recordPaymentProblem(
        trx,
        {
          kind: 'unknown_checkout',
          provider: this.deps.payments.name,
          intentId: intent.id,
          orderNumber,
          userId,
          paidCents: intent.amountReceivedCents || intent.amountCents,
          expectedCents: null,
        },
        this.deps.clock(),
      );
      return null;
    }
    if (found.order_id) return { orderNumber: found.order_number, placedNow: false };
    // Waits here for any other placing of this customer's payments (a row lock on PostgreSQL; SQLite's write
    // transactions take turns anyway), then reads the payment and the cart as that one left them.
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', found.user_id)
      .execute();
    const row = await trx.selectFrom('payment_intents').selectAll().where('id', '=', intent.id).executeTakeFirst();
    if (!row) throw new Error(`Payment ${intent.id} vanished while it was placed`);
    if (row.order_id) return { orderNumber: row.order_number, placedNow: false };

    const items = await this.paidItems(trx, row);
    if (!items) throw new CartGone(row.id);
    const address = JSON.parse(row.address) as Address;
    const coupon: CouponTerms | null =
      row.coupon_code && row.coupon_type && row.coupon_quantity !== null
        ? { code: row.coupon_code, type: row.coupon_type as CouponTerms['type'], quantity: row.coupon_quantity }
        : null;
    const shippingIndex = row.shipping_index as ShippingIndex;
    const summary = summarize(items, { shippingIndex, address, coupon });
    const paid = intent.amountReceivedCents || intent.amountCents;
    if (summary.totalCents !== row.total_cents || paid !== summary.totalCents) {
      if (onMismatch === 'refuse') throw new AmountChanged(summary.totalCents);
      this.deps.log(
        `Payment ${intent.id}: paid ${paid} cents but the order totals ${summary.totalCents}; not placed, recorded as a payment problem.`,
      );
      await trx
        .updateTable('payment_intents')
        .set({ status: 'amount_mismatch', updated_at: this.deps.clock().toISOString() })
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
          expectedCents: summary.totalCents,
        },
        this.deps.clock(),
      );
      return null;
    }

    const now = this.deps.clock().toISOString();
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
    for (const [position, item] of items.entries()) {
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
          instructions_url: blueprintUrl(row.order_number, itemId),
        })
        .execute();
    }
    // Their bricks leave the free stock with the order, in this transaction.
    await reserveOrderPieces(trx, await this.deps.core(), items, new Date(now));
    // The paid-for items leave the cart; anything added after paying stays for next time.
    const removed = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', row.user_id)
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== items.length)
      throw new Error(`Payment ${row.id}: its cart changed while placing`);
    if (coupon) {
      await trx
        .insertInto('coupon_redemptions')
        .values({
          order_id: orderId,
          coupon_code: coupon.code,
          user_id: row.user_id,
          discount_cents: summary.discountCents,
          created_at: now,
        })
        .execute();
    }
    const claimed = await trx
      .updateTable('payment_intents')
      .set({ order_id: orderId, status: 'succeeded', updated_at: now })
      .where('id', '=', row.id)
      .where('order_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new Error(`Payment ${row.id} was placed twice`);
    // The confirmation email and the blueprints, durable jobs committed with the order or not at all.
    await enqueueJobs(trx, orderPlacedJobs(row.order_number, itemIds), this.deps.clock());
    return { orderNumber: row.order_number, placedNow: true };
  }

  /**
   * After the order is committed: its jobs (the confirmation email, the blueprints) were written with it;
   * the runner is told to look now, so paying answers at once and the email follows in a moment.
   */
  private finish(): void {
    this.deps.jobs.nudge();
  }
}

/** What a payment records of its quote: the items without their grids (see SnapshotItem), where and how it ships. */
function snapshotColumns(quote: Quote, choice: CheckoutChoice) {
  return {
    items: JSON.stringify(quote.items.map(toSnapshotItem)),
    address: JSON.stringify(quote.address),
    address_index: choice.addressIndex,
    gift: (choice.gift ? 1 : 0) as 0 | 1,
    shipping_index: choice.shippingIndex,
    coupon_code: quote.coupon?.code ?? null,
    coupon_type: quote.coupon?.type ?? null,
    coupon_quantity: quote.coupon?.quantity ?? null,
    subtotal_cents: quote.summary.subtotalCents,
    shipping_cents: quote.summary.shippingCents,
    tax_cents: quote.summary.taxCents,
    discount_cents: quote.summary.discountCents,
    total_cents: quote.summary.totalCents,
  };
}

/** Whether a payment's record already says all of `columns`. */
function sameSnapshot(row: PaymentIntentsTable, columns: ReturnType<typeof snapshotColumns>): boolean {
  return (Object.keys(columns) as (keyof typeof columns)[]).every((key) => row[key] === columns[key]);
}
