import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, TestPaymentIntentsTable } from '../db/types.ts';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
  type RefundOptions,
  type RefundResult,
  type TestCard,
  type UpdateIntentInput,
} from './provider.ts';
import { testCardOutcome } from './test-cards.ts';

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);
}

function toIntent(row: TestPaymentIntentsTable): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amountCents: row.amount_cents,
    amountReceivedCents: row.amount_received_cents,
    currency: 'usd',
    status: row.status as IntentStatus,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    lastError: row.last_error,
  };
}

/**
 * "Test mode - no real charge": the same intent states as Stripe, confirmed on the server with
 * Stripe's published test cards. No card data is stored.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  private readonly db: Db;

  constructor(
    db: Db,
    private readonly today: () => Date = () => new Date(),
  ) {
    this.db = db;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    assertAmount(input.amountCents);
    const existing = await this.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (existing) return toIntent(existing);
    const id = `pi_test_${randomId(24)}`;
    const now = new Date().toISOString();
    const row: TestPaymentIntentsTable = {
      id,
      client_secret: `${id}_secret_${randomId(24)}`,
      amount_cents: input.amountCents,
      amount_received_cents: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: JSON.stringify(input.metadata),
      last_error: null,
      idempotency_key: input.idempotencyKey,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('test_payment_intents').values(row).execute();
    return toIntent(row);
  }

  async updateIntent(id: string, input: UpdateIntentInput): Promise<PaymentIntent> {
    assertAmount(input.amountCents);
    const row = await this.row(id);
    if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing') {
      throw new PaymentProviderError(
        `This PaymentIntent's amount could not be updated because it has a status of ${row.status}.`,
        'invalid_state',
      );
    }
    // Only a payment still waiting takes a new amount: one confirmed meanwhile keeps what was charged.
    const result = await this.db
      .updateTable('test_payment_intents')
      .set({
        amount_cents: input.amountCents,
        metadata: JSON.stringify(input.metadata),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('status', 'not in', ['succeeded', 'canceled', 'processing'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new PaymentProviderError(
        `This PaymentIntent's amount could not be updated because it has a status of ${(await this.row(id)).status}.`,
        'invalid_state',
      );
    }
    return toIntent(await this.row(id));
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const row = await this.db.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    const result = await this.db
      .updateTable('test_payment_intents')
      .set({ status: 'canceled', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['requires_payment_method', 'requires_confirmation', 'requires_action', 'canceled'])
      .executeTakeFirst();
    const row = await this.row(id);
    if (Number(result.numUpdatedRows) === 0) {
      throw new PaymentProviderError(
        `You cannot cancel this PaymentIntent because it has a status of ${row.status}.`,
        'invalid_state',
      );
    }
    return toIntent(row);
  }

  /**
   * Records a full refund of a paid intent, as Stripe answers it: one refund per intent, the same answer for
   * the same idempotency key, and a refusal (never a throw) for an intent that was not paid or is refunded.
   */
  async refund(intentId: string, opts: RefundOptions): Promise<RefundResult> {
    try {
      const byKey = await this.refundByKey(opts.idempotencyKey);
      if (byKey) return this.replayed(byKey, intentId);
      const intent = await this.db
        .selectFrom('test_payment_intents')
        .selectAll()
        .where('id', '=', intentId)
        .executeTakeFirst();
      if (!intent) return { ok: false, message: `No such payment_intent: '${intentId}'` };
      if (intent.status !== 'succeeded') {
        return { ok: false, message: 'This PaymentIntent does not have a successful charge to refund.' };
      }
      const id = `re_test_${randomId(24)}`;
      const inserted = await this.db
        .insertInto('test_payment_refunds')
        .values({
          id,
          intent_id: intentId,
          amount_cents: intent.amount_received_cents,
          reason: opts.reason?.slice(0, 300) ?? null,
          idempotency_key: opts.idempotencyKey,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { ok: true, refundId: id };
      // Another request refunded first: the same key is its answer, another key finds it refunded.
      const racing = await this.refundByKey(opts.idempotencyKey);
      if (racing) return this.replayed(racing, intentId);
      return { ok: false, message: `The charge of ${intentId} has already been refunded.` };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private refundByKey(key: string) {
    return this.db.selectFrom('test_payment_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  private replayed(refund: { id: string; intent_id: string }, intentId: string): RefundResult {
    if (refund.intent_id === intentId) return { ok: true, refundId: refund.id };
    return {
      ok: false,
      message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    };
  }

  /** The refund recorded for an intent, if any. */
  async refundOf(intentId: string): Promise<{ id: string; amountCents: number; reason: string | null } | null> {
    const row = await this.db
      .selectFrom('test_payment_refunds')
      .selectAll()
      .where('intent_id', '=', intentId)
      .executeTakeFirst();
    return row ? { id: row.id, amountCents: row.amount_cents, reason: row.reason } : null;
  }

  async confirmWithTestCard(id: string, card: TestCard, within?: Db): Promise<PaymentIntent> {
    const db = within ?? this.db;
    const row = await this.row(id, db);
    if (row.status === 'succeeded' || row.status === 'canceled') {
      throw new PaymentProviderError(
        `This PaymentIntent has a status of ${row.status} and cannot be confirmed.`,
        'invalid_state',
      );
    }
    const outcome = testCardOutcome(card, this.today());
    const now = new Date().toISOString();
    // Only a payment still waiting moves to succeeded, so two confirms racing charge once.
    const result = await db
      .updateTable('test_payment_intents')
      .set(
        outcome.ok
          ? // The amount as it stands when this write holds the row (not as read above), so what is received is
            // what the payment says.
            { status: 'succeeded', amount_received_cents: sql<number>`amount_cents`, last_error: null, updated_at: now }
          : { status: 'requires_payment_method', last_error: outcome.message, updated_at: now },
      )
      .where('id', '=', id)
      .where('status', 'in', ['requires_payment_method', 'requires_confirmation'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new PaymentProviderError('This PaymentIntent was confirmed by another request.', 'invalid_state');
    }
    return toIntent(await this.row(id, db));
  }

  private async row(id: string, db: Db = this.db): Promise<TestPaymentIntentsTable> {
    const row = await db.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'not_found');
    return row;
  }
}

function assertAmount(amountCents: number): void {
  // Stripe's minimum charge in USD is 50 cents.
  if (!Number.isSafeInteger(amountCents) || amountCents < 50) {
    throw new PaymentProviderError('Amount must be at least $0.50 usd', 'provider');
  }
}
