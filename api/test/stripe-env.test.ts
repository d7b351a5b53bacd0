// Card payments: all three Stripe variables, or none (the test provider); never a quiet fall-back.
import { describe, expect, it } from 'vitest';
import { stripeSettingsFromEnv } from '../src/payments/stripe-provider.ts';

describe('stripeSettingsFromEnv', () => {
  it('runs the test provider only when no Stripe variable is set', () => {
    expect(stripeSettingsFromEnv({})).toBeNull();
    expect(
      stripeSettingsFromEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: undefined }),
    ).toBeNull();
  });

  it('takes all three', () => {
    expect(
      stripeSettingsFromEnv({
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toEqual({
      secretKey: 'sk_live_1',
      publishableKey: 'pk_live_1',
      webhookSecret: 'whsec_1',
    });
  });

  it('stops on some but not all, naming each missing variable', () => {
    expect(() =>
      stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is not set/);
    expect(() => stripeSettingsFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set/,
    );
  });
});
