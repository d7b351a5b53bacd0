import { beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openTestDatabase } from './support/database.ts';
import { PaymentProviderError } from '../src/payments/provider.ts';
import { CARD_MESSAGES, luhnValid, testCardOutcome } from '../src/payments/test-cards.ts';
import { TestPaymentProvider } from '../src/payments/test-provider.ts';

const today = new Date('2026-11-22T00:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, cvc: '123' };

describe("Stripe's test cards", () => {
  it('succeed, decline and fail for insufficient funds as Stripe does', () => {
    expect(testCardOutcome(good, today)).toEqual({ ok: true, last4: '4242' });
    expect(testCardOutcome({ ...good, cardNumber: '5555555555554444' }, today)).toEqual({ ok: true, last4: '4444' });
    expect(testCardOutcome({ ...good, cardNumber: '378282246310005', cvc: '1234' }, today)).toEqual({
      ok: true,
      last4: '0005',
    });
    expect(testCardOutcome({ ...good, cardNumber: '4000 0000 0000 0002' }, today)).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(testCardOutcome({ ...good, cardNumber: '4000-0000-0000-9995' }, today)).toEqual({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
    expect(testCardOutcome({ ...good, cardNumber: '4000000000000069' }, today)).toEqual({
      ok: false,
      message: 'Your card has expired.',
    });
    expect(testCardOutcome({ ...good, cardNumber: '4000000000000127' }, today)).toEqual({
      ok: false,
      message: "Your card's security code is incorrect.",
    });
  });

  it('checks the number, expiry and security code like the card field does', () => {
    const outcome = (change: Partial<typeof good>) => testCardOutcome({ ...good, ...change }, today);
    expect(outcome({ cardNumber: '4242 4242 4242 4241' })).toEqual({
      ok: false,
      message: CARD_MESSAGES.incorrectNumber,
    });
    expect(outcome({ cardNumber: '4242 4242' })).toEqual({ ok: false, message: CARD_MESSAGES.incompleteNumber });
    expect(outcome({ cardNumber: '4242-abcd' })).toEqual({ ok: false, message: CARD_MESSAGES.invalidNumber });
    expect(outcome({ expMonth: 13 })).toEqual({ ok: false, message: CARD_MESSAGES.invalidMonth });
    expect(outcome({ expMonth: Number.NaN })).toEqual({ ok: false, message: CARD_MESSAGES.invalidMonth });
    expect(outcome({ expYear: 2025 })).toEqual({ ok: false, message: CARD_MESSAGES.pastYear });
    expect(outcome({ expYear: 2026, expMonth: 10 })).toEqual({ ok: false, message: CARD_MESSAGES.pastDate });
    expect(outcome({ expYear: 2026, expMonth: 11 }).ok).toBe(true); // valid through the end of its month
    expect(outcome({ expYear: 29 }).ok).toBe(true); // two-digit years
    expect(outcome({ expYear: 2099 })).toEqual({ ok: false, message: CARD_MESSAGES.invalidYear });
    expect(outcome({ cvc: '12' })).toEqual({ ok: false, message: CARD_MESSAGES.incompleteCvc });
    expect(outcome({ cardNumber: '378282246310005', cvc: '123' })).toEqual({
      ok: false,
      message: CARD_MESSAGES.incompleteCvc,
    });
    // A real-looking card that is not a test card is refused as Stripe's test mode refuses it.
    expect(outcome({ cardNumber: '4111 1111 1111 1111' })).toEqual({ ok: false, message: CARD_MESSAGES.liveCard });
  });

  it('uses the Luhn check digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });
});

describe('built-in test provider', () => {
  let provider: TestPaymentProvider;
  beforeEach(async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    provider = new TestPaymentProvider(db, () => today);
  });
  const create = (key = 'brix-create-00000001', amountCents = 16935) =>
    provider.createIntent({
      amountCents,
      metadata: { orderNumber: '00000001', userId: 'u1' },
      description: 'Brixilated order 00000001',
      idempotencyKey: key,
    });

  it('goes through Stripe’s intent states', async () => {
    const intent = await create();
    expect(intent).toMatchObject({
      amountCents: 16935,
      amountReceivedCents: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_test_/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);

    const declined = await provider.confirmWithTestCard(intent.id, { ...good, cardNumber: '4000000000000002' });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
      amountReceivedCents: 0,
    });

    const updated = await provider.updateIntent(intent.id, {
      amountCents: 15000,
      metadata: { orderNumber: '00000001', userId: 'u1' },
      idempotencyKey: 'k2',
    });
    expect(updated.amountCents).toBe(15000);

    const paid = await provider.confirmWithTestCard(intent.id, good);
    expect(paid).toMatchObject({ status: 'succeeded', amountReceivedCents: 15000, lastError: null });
    expect(await provider.retrieveIntent(intent.id)).toEqual(paid);

    // A paid intent can be neither confirmed again nor changed.
    await expect(provider.confirmWithTestCard(intent.id, good)).rejects.toMatchObject({ kind: 'invalid_state' });
    await expect(
      provider.updateIntent(intent.id, {
        amountCents: 1000,
        metadata: { orderNumber: '00000001', userId: 'u1' },
        idempotencyKey: 'k3',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('answers a repeated create with the same idempotency key with the same intent', async () => {
    const a = await create('same-key');
    const b = await create('same-key');
    expect(b).toEqual(a);
    expect((await create('other-key')).id).not.toBe(a.id);
  });

  it('refuses amounts under 50 cents and unknown intents', async () => {
    await expect(create('k', 49)).rejects.toThrow('Amount must be at least $0.50 usd');
    await expect(create('k', 100.5)).rejects.toThrow();
    expect(await provider.retrieveIntent('pi_test_missing')).toBeNull();
    await expect(provider.confirmWithTestCard('pi_test_missing', good)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('refunds through the built-in test provider', () => {
  let provider: TestPaymentProvider;
  beforeEach(async () => {
    const db = await openTestDatabase();
    await migrateToLatest(db);
    provider = new TestPaymentProvider(db, () => today);
  });
  const paidIntent = async (key: string) => {
    const intent = await provider.createIntent({
      amountCents: 16935,
      metadata: { orderNumber: '00000001', userId: 'u1' },
      description: 'Brixilated order 00000001',
      idempotencyKey: key,
    });
    return provider.confirmWithTestCard(intent.id, good);
  };

  it('records one full refund of a paid intent, the same one for a repeated key', async () => {
    const paid = await paidIntent('k1');
    const first = await provider.refund(paid.id, { idempotencyKey: `refund-${paid.id}`, reason: 'duplicate' });
    expect(first).toEqual({ ok: true, refundId: expect.stringMatching(/^re_test_/) });
    expect(await provider.refund(paid.id, { idempotencyKey: `refund-${paid.id}` })).toEqual(first);
    expect(await provider.refundOf(paid.id)).toEqual({
      id: first.ok ? first.refundId : '',
      amountCents: 16935,
      reason: 'duplicate',
    });
    // Another key cannot refund the same charge again.
    const again = await provider.refund(paid.id, { idempotencyKey: 'another-key' });
    expect(again).toEqual({ ok: false, message: expect.stringContaining('already been refunded') });
  });

  it('answers a refused refund with the reason instead of throwing', async () => {
    const unpaid = await provider.createIntent({
      amountCents: 5000,
      metadata: { orderNumber: '00000002', userId: 'u1' },
      description: 'Brixilated order 00000002',
      idempotencyKey: 'k2',
    });
    expect(await provider.refund(unpaid.id, { idempotencyKey: 'r2' })).toEqual({
      ok: false,
      message: 'This PaymentIntent does not have a successful charge to refund.',
    });
    expect(await provider.refund('pi_test_missing', { idempotencyKey: 'r3' })).toEqual({
      ok: false,
      message: "No such payment_intent: 'pi_test_missing'",
    });
    expect(await provider.refundOf(unpaid.id)).toBeNull();
    // A key already used for another intent is refused, as Stripe refuses reused keys.
    const paid = await paidIntent('k4');
    await provider.refund(paid.id, { idempotencyKey: 'r4' });
    const other = await paidIntent('k5');
    expect(await provider.refund(other.id, { idempotencyKey: 'r4' })).toMatchObject({ ok: false });
  });
});
