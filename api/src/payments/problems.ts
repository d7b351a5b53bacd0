import { randomUUID } from 'node:crypto';
import { formatCents as dollars, type PaymentProblem } from '@brixilated/shop';
import type { Db, PaymentProblemsTable } from '../db/types.ts';

export type { PaymentProblem };
export type PaymentProblemKind = PaymentProblem['kind'];

export interface NewPaymentProblem {
  kind: PaymentProblemKind;
  provider: string;
  intentId: string;
  orderNumber: string | null;
  userId: string | null;
  paidCents: number;
  expectedCents: number | null;
}

/** Records a problem once per payment (a replayed webhook or another reconcile run adds nothing). */
export async function recordPaymentProblem(db: Db, problem: NewPaymentProblem, now: Date): Promise<void> {
  // A user id from a provider's metadata may name nobody (an account deleted since): keep the problem, not the link.
  const user = problem.userId
    ? await db.selectFrom('users').select('id').where('id', '=', problem.userId).executeTakeFirst()
    : undefined;
  await db
    .insertInto('payment_problems')
    .values({
      id: randomUUID(),
      intent_id: problem.intentId,
      provider: problem.provider,
      kind: problem.kind,
      order_number: problem.orderNumber,
      user_id: user?.id ?? null,
      paid_cents: problem.paidCents,
      expected_cents: problem.expectedCents,
      created_at: now.toISOString(),
      resolved_at: null,
    })
    .onConflict((oc) => oc.column('intent_id').doNothing())
    .execute();
}

function describe(row: PaymentProblemsTable): Pick<PaymentProblem, 'summary' | 'action'> {
  const where =
    row.provider === 'stripe'
      ? `in the Stripe dashboard (payment ${row.intent_id})`
      : `(test payment ${row.intent_id}, no real money was taken)`;
  if (row.kind === 'amount_mismatch') {
    return {
      summary: `The customer paid ${dollars(row.paid_cents)} but checkout ${row.order_number ?? ''} totals ${dollars(row.expected_cents ?? 0)}, so no order was placed.`,
      action: `Refund the payment ${where} and tell the customer to order again, or contact them to agree on the difference. Then mark this resolved.`,
    };
  }
  if (row.kind === 'refund_failed') {
    return {
      summary: `A payment of ${dollars(row.paid_cents)} for checkout ${row.order_number ?? ''} paid for a cart another payment had already placed, so no second order was placed, and the automatic refund failed.`,
      action: `Refund the payment ${where}: the customer's order came from their other payment. Then mark this resolved.`,
    };
  }
  return {
    summary: `A payment of ${dollars(row.paid_cents)} succeeded for checkout ${row.order_number ?? '(unknown)'}, which the shop no longer has, so no order was placed.`,
    action: `Refund the payment ${where} and ask the customer to order again. Then mark this resolved.`,
  };
}

/** The admin's filters of the payment problems list. */
export const PROBLEM_FILTERS = ['open', 'resolved', 'all'] as const;
export type ProblemFilter = (typeof PROBLEM_FILTERS)[number];

/** The newest 500 problems first (open ones are few: each is a customer waiting for an answer). */
export function listPaymentProblems(db: Db, filter: ProblemFilter): Promise<PaymentProblem[]> {
  return queryProblems(db, filter);
}

export async function getPaymentProblem(db: Db, id: string): Promise<PaymentProblem | null> {
  return (await queryProblems(db, 'all', id))[0] ?? null;
}

async function queryProblems(db: Db, filter: ProblemFilter, id?: string): Promise<PaymentProblem[]> {
  let query = db
    .selectFrom('payment_problems')
    .leftJoin('users', 'users.id', 'payment_problems.user_id')
    .selectAll('payment_problems')
    .select(['users.email', 'users.first_name', 'users.last_name', 'users.phone'])
    .orderBy('payment_problems.created_at', 'desc')
    .orderBy('payment_problems.id');
  if (filter === 'open') query = query.where('payment_problems.resolved_at', 'is', null);
  if (filter === 'resolved') query = query.where('payment_problems.resolved_at', 'is not', null);
  if (id) query = query.where('payment_problems.id', '=', id);
  const rows = await query.limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as PaymentProblemKind,
    provider: row.provider,
    intentId: row.intent_id,
    orderNumber: row.order_number,
    customer: row.email
      ? { email: row.email, firstName: row.first_name ?? '', lastName: row.last_name ?? '', phone: row.phone ?? '' }
      : null,
    paidCents: row.paid_cents,
    expectedCents: row.expected_cents,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    ...describe(row),
  }));
}

/** Marks a problem dealt with (or open again); false when there is no such problem. */
export async function setPaymentProblemResolved(db: Db, id: string, resolved: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payment_problems')
    .set({ resolved_at: resolved ? now.toISOString() : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
