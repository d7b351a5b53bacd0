import Stripe from 'stripe';
import {
  PaymentProviderError,
  type IntentStatus,
  type CreateIntentInput,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  type RefundOptions,
  type RefundResult,
  type UpdateIntentInput,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives; tests point the SDK at a loopback server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  /** How long `complete` waits for the webhook before answering "processing" (default 8 s). */
  webhookWaitMs?: number;
}

/** The environment variables card payments through Stripe need, all three together. */
export const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * The three keys from the environment, or null when none is set (the shop then runs the built-in test
 * provider). Some but not all set is a mistake that must stop the start: falling back to the test
 * provider would let anyone pay with a test card.
 */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const [secretKey, publishableKey, webhookSecret] = STRIPE_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = STRIPE_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === STRIPE_VARIABLES.length) return null;
  if (missing.length) {
    throw new Error(
      `Card payments through Stripe need ${STRIPE_VARIABLES.join(', ')}; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        'Set it, or unset every STRIPE_ variable to run the built-in test provider (no real charges).',
    );
  }
  return { secretKey, publishableKey, webhookSecret };
}

/** The reasons Stripe itself takes for a refund. */
const STRIPE_REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

const KNOWN_STATUSES: ReadonlySet<IntentStatus> = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/** A status this code does not know yet is treated as still in progress, never as paid. */
function statusOf(status: string): IntentStatus {
  return KNOWN_STATUSES.has(status as IntentStatus) ? (status as IntentStatus) : 'processing';
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received ?? 0,
    currency: 'usd',
    status: statusOf(intent.status),
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function providerError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.statusCode === 404 || error.code === 'resource_missing')
      throw new PaymentProviderError(error.message, 'not_found');
    if (error.code === 'payment_intent_unexpected_state')
      throw new PaymentProviderError(error.message, 'invalid_state');
    if (error instanceof Stripe.errors.StripeIdempotencyError)
      throw new PaymentProviderError(error.message, 'conflict');
    throw new PaymentProviderError(error.message, 'provider');
  }
  throw error;
}

/**
 * Stripe PaymentIntents through the official SDK. The amount always comes from the shop's own
 * totals, every write carries an idempotency key, and the order number rides along in metadata so
 * the webhook can find the checkout it belongs to.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  readonly webhookWaitMs: number;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookWaitMs = settings.webhookWaitMs ?? 8_000;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: 20_000,
      appInfo: { name: 'Brixilated' },
    });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    } catch (error) {
      providerError(error);
    }
  }

  async updateIntent(id: string, input: UpdateIntentInput): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.update(
        id,
        { amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    } catch (error) {
      providerError(error);
    }
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing'))
        return null;
      providerError(error);
    }
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    try {
      return toIntent(await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `brix-cancel-${id}` }));
    } catch (error) {
      providerError(error);
    }
  }

  /**
   * A full refund of the intent's charge, with the caller's idempotency key (a retry makes no second refund).
   * Whatever Stripe answers, or a network failure after the SDK's retries, comes back as a result.
   */
  async refund(intentId: string, opts: RefundOptions): Promise<RefundResult> {
    const stripeReason = STRIPE_REFUND_REASONS.find((reason) => reason === opts.reason);
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: intentId,
          ...(stripeReason ? { reason: stripeReason } : {}),
          ...(opts.reason && !stripeReason ? { metadata: { note: opts.reason.slice(0, 500) } } : {}),
        },
        { idempotencyKey: opts.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { ok: false, message: `Stripe could not refund ${intentId} (the refund ${refund.status}).` };
      }
      return { ok: true, refundId: refund.id };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  async verifyWebhook(rawBody: string, signatureHeader: string): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : 'Bad signature', 'signature');
    }
    const object = event.data.object as { object?: string };
    const intent = object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null;
    const charge = object.object === 'charge' ? (object as Stripe.Charge) : null;
    const chargeIntent =
      typeof charge?.payment_intent === 'string' ? charge.payment_intent : charge?.payment_intent?.id;
    const refund =
      charge && chargeIntent
        ? { intentId: chargeIntent, amountRefunded: charge.amount_refunded, refunded: charge.refunded }
        : null;
    return { id: event.id, type: event.type, intent, refund };
  }
}
