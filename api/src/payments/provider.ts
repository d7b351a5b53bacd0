import type { Db } from '../db/types.ts';

/**
 * The card payment provider behind checkout. Two implementations: `test` (built in, the default,
 * Stripe's intent states and test cards, no real charge) and `stripe` (the real Stripe API).
 * The shop always passes the amount it computed itself; the browser never names a price.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  /** What was actually collected; equals amountCents once succeeded. */
  amountReceivedCents: number;
  currency: 'usd';
  status: IntentStatus;
  metadata: Record<string, string>;
  /** The last failed attempt's message for the customer, as Stripe words it. */
  lastError: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  metadata: { orderNumber: string; userId: string };
  description: string;
  idempotencyKey: string;
}

export interface UpdateIntentInput {
  amountCents: number;
  metadata: { orderNumber: string; userId: string };
  idempotencyKey: string;
}

/** A card as the built-in test provider takes it (never stored, never logged). */
export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface RefundOptions {
  /** The same key always makes the same one refund, however often the request is sent. */
  idempotencyKey: string;
  /**
   * Why, for the records. Stripe's own reasons (`duplicate`, `fraudulent`, `requested_by_customer`) are
   * passed as the refund's reason; any other text is kept with the refund as a note.
   */
  reason?: string;
}

/** A refund made (its id at the provider), or refused with the provider's reason; never a thrown error. */
export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/** A verified webhook event that matters to the shop. */
export interface PaymentEvent {
  id: string;
  type: string;
  intent: PaymentIntent | null;
  /** A charge's refunds so far (`charge.refunded`): its intent, the cents refunded in all, whether in full. */
  refund?: { intentId: string; amountRefunded: number; refunded: boolean } | null;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** The key Stripe.js needs in the browser (stripe provider only). */
  readonly publishableKey?: string;
  /**
   * How long the shop may wait for the provider's webhook after the browser says the payment went
   * through, before answering "processing" (stripe provider only).
   */
  readonly webhookWaitMs?: number;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  updateIntent(id: string, input: UpdateIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Closes an intent so it can never be paid; `invalid_state` when it was paid (or is being paid) already. */
  cancelIntent(id: string): Promise<PaymentIntent>;
  /** Gives back the whole amount a succeeded intent collected. */
  refund(intentId: string, opts: RefundOptions): Promise<RefundResult>;
  /**
   * The test provider confirms a card on the server; Stripe confirms in the browser. `within` is the
   * shop's open transaction: the payment is marked succeeded in the same transaction that places its order.
   */
  confirmWithTestCard?(id: string, card: TestCard, within?: Db): Promise<PaymentIntent>;
  /** Checks a webhook's signature against the raw body; throws when it does not match. */
  verifyWebhook?(rawBody: string, signatureHeader: string): Promise<PaymentEvent>;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** `conflict`: another request changed the same payment at the same moment (try again). */
    readonly kind: 'not_found' | 'invalid_state' | 'conflict' | 'signature' | 'provider',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
