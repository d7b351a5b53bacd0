// A checkout shop that takes payments through the real Stripe SDK, talking to FakeStripe on loopback,
// and Stripe's side of the webhook: a signed POST of an event to /api/payment/webhook.
import Stripe from 'stripe';
import { test } from 'vitest';
import { StripePaymentProvider } from '../../src/payments/stripe-provider.ts';
import { createCheckoutShop, type CheckoutShop } from './checkout-shop.ts';
import { FakeStripe } from './stripe-server.ts';

/** The keys the shop is configured with (test mode). */
export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_brixilated',
  publishableKey: 'pk_test_brixilated',
  webhookSecret: 'whsec_test_brixilated_webhook_secret',
} as const;

const signer = new Stripe('sk_test_signer');

/** The `stripe-signature` header Stripe sends with `payload`, signed with `secret` (the shop's by default). */
export function signWebhook(payload: string, secret: string = STRIPE_TEST_KEYS.webhookSecret): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

export interface StripeTestShopOptions {
  /** The SDK's retries of a failed request (default 0: a failure answers at once). */
  maxNetworkRetries?: number;
  /** How long `complete` waits for a webhook on its way (default 0). */
  webhookWaitMs?: number;
}

export type StripeTestShop = CheckoutShop & {
  fake: FakeStripe;
  /** The shop's provider, for calls no route makes directly (a refund). */
  payments: StripePaymentProvider;
  /** Stripe's POST of `payload` to the webhook, signed unless another `signature` is given. */
  deliver(
    payload: string,
    signature?: string,
  ): Promise<{ status: number; body: Awaited<ReturnType<CheckoutShop['call']>>['body'] }>;
};

/** Starts FakeStripe and a checkout shop paying through it; `cleanup()` stops both. */
export async function stripeTestShop(options: StripeTestShopOptions = {}): Promise<StripeTestShop> {
  const fake = await new FakeStripe().start();
  try {
    const payments = new StripePaymentProvider({
      ...STRIPE_TEST_KEYS,
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: options.maxNetworkRetries ?? 0,
      webhookWaitMs: options.webhookWaitMs ?? 0,
    });
    const shop = await createCheckoutShop({ extra: { payments } });
    const deliver = async (payload: string, signature = signWebhook(payload)) => {
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      };
      const { status, body } = await shop.call('POST', '/api/payment/webhook', payload, { headers });
      return { status, body };
    };
    const cleanup = async () => {
      await shop.cleanup();
      await fake.stop();
    };
    return { ...shop, fake, payments, deliver, cleanup };
  } catch (error) {
    await fake.stop();
    throw error;
  }
}

/**
 * Vitest's `it` with a fresh Stripe shop (its `complete` waiting for no webhook) for each test that asks for one,
 * stopped after it: `it('...', async ({ shop }) => ...)`.
 */
export const it = test.extend<{ shop: StripeTestShop }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function needs from its first parameter
  shop: async ({}, use) => {
    const shop = await stripeTestShop({ webhookWaitMs: 0 });
    await use(shop);
    await shop.cleanup();
  },
});

/** The payment choice of most tests: the first shipping option (Ground) to the first address, not a gift. */
export const GROUND_CHOICE = { shippingIndex: 0, addressIndex: 0, gift: false } as const;

/** A customer's order paid through Stripe (the webhook placed it). */
export async function paidByStripe(shop: StripeTestShop) {
  const { token } = await shop.customerWithCart();
  const created = await shop.post('/api/payment/create', GROUND_CHOICE, token);
  const paid = shop.fake.succeed(created.body.id);
  const delivered = await shop.deliver(shop.fake.event('payment_intent.succeeded', paid));
  if (delivered.status !== 200) throw new Error(`webhook refused: ${delivered.status}`);
  const done = await shop.post('/api/payment/complete', { id: created.body.id }, token);
  return {
    token,
    intentId: created.body.id as string,
    order: done.body.order as { orderNumber: string; totalCents: number },
  };
}

/** Stripe's `charge.refunded` for the intent's charge, in full (sign it with `signWebhook`). */
export const chargeRefundedEvent = (intentId: string, amount: number) =>
  JSON.stringify({
    id: `evt_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${intentId.slice(3)}`,
        object: 'charge',
        payment_intent: intentId,
        amount,
        amount_refunded: amount,
        refunded: true,
        currency: 'usd',
      },
    },
  });
