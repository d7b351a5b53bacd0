// Checkout: quotes from the server's own prices and the payment intents made for them, each recording which cart
// items it is for. What happens once a card is charged is in payment-events.ts; placing an order in
// place-order.ts.
import { formatCents, type Address, type CheckoutAnswer, type MoneySummary, type Order } from '@brixilated/shop';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listAddresses } from '../accounts/users.ts';
import { zipStateProblem } from '../accounts/validation.ts';
import { refuseUnavailableCart } from '../cart/colors.ts';
import type { Clock } from '../config.ts';
import type { CoreLoader } from '../core.ts';
import { findActiveCoupon } from '../coupons/queries.ts';
import { isPostgres } from '../db/open.ts';
import type { CartItemRow, Database, Db, PaymentIntentsTable } from '../db/types.ts';
import type { CouponTerms } from '../domain/discount.ts';
import type { ShippingIndex } from '../domain/shipping.ts';
import { AppError, notFound } from '../errors.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../observability/metrics.ts';
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from '../payments/provider.ts';
import { toSnapshotItem } from './place-order.ts';
import { getOrder } from './queries.ts';
import { summarize } from './summary.ts';

export interface CheckoutChoice {
  shippingIndex: ShippingIndex;
  /** Which of the customer's saved addresses, by position. */
  addressIndex: number;
  gift: boolean;
  coupon?: string | null;
}

export interface CheckoutDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  /** Counts the placed grids to reserve their pieces. */
  core: CoreLoader;
  /** Told after an order's transaction committed, so its jobs (confirmation, blueprints) start at once. */
  jobs: { nudge(): void };
  clock: Clock;
  log: Log;
  /** Orders placed and payments failed are counted here. */
  metrics?: Pick<Metrics, 'ordersPlaced' | 'paymentsFailed'>;
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

/** How often an update of one payment starts again after losing a race to another update of it. */
const UPDATE_ATTEMPTS = 6;

/** The 8-digit, zero-padded order number the customer sees. */
const randomOrderNumber = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/**
 * The first half of turning a customer's cart into a paid order: quotes from the server's own prices and the
 * payment intents made through the provider for them (PaymentEvents places the order once one is paid).
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

  async ownIntent(userId: string, intentId: string): Promise<PaymentIntentsTable> {
    const row = await this.db.selectFrom('payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    // Another customer's payment looks exactly like one that does not exist.
    if (!row || row.user_id !== userId) throw notFound(CHECKOUT_MESSAGES.noIntent);
    return row;
  }

  async existingOrder(row: PaymentIntentsTable): Promise<Order | null> {
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
}

/**
 * A payment's checkout, its row held until the caller's transaction ends: on PostgreSQL by FOR UPDATE, on SQLite
 * by the transaction itself (it takes the write lock when it begins). An update's snapshot write waits for it.
 */
export function lockPayment(trx: Db, intentId: string) {
  return trx
    .selectFrom('payment_intents')
    .selectAll()
    .where('id', '=', intentId)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
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
