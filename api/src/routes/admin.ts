import {
  ORDER_FILTERS,
  type AdminJob,
  type AdminOrder,
  type AdminOrderDetail,
  type DataAnswer,
  type PaymentProblem,
  type CancelRequest,
  type Expect,
  type Same,
  type TrackingUpdate,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';
import { enforce, type Limit } from '../http/rate-limit.ts';
import { jobsOfOrder, listFailedJobs, retryJob } from '../jobs/admin.ts';
import { enqueueJobs } from '../db/jobs.ts';
import { cancelOrder, lockOrder, piecesToReturn, refuseIfCancelling } from '../orders/cancel.ts';
import { getAdminOrder, listAdminOrders } from '../orders/queries.ts';
import {
  getPaymentProblem,
  listPaymentProblems,
  PROBLEM_FILTERS,
  setPaymentProblemResolved,
} from '../payments/problems.ts';
import { ORDER_NOT_FOUND, orderNumberParam } from './orders.ts';

/** Cancels by one admin: each moves money, so a script gone wrong is stopped early. */
const CANCEL_LIMIT: Limit = { max: 30, windowMs: 60 * 60 * 1000 };

export const TRACKING_REQUIRED = 'Make sure to enter a tracking number';

const trackingParams = orderNumberParam.extend({
  index: z.coerce.number().int().min(0).max(99),
});
const trackingBody = z.object({
  trackingNumber: z
    .string({ error: TRACKING_REQUIRED })
    .trim()
    .min(1, TRACKING_REQUIRED)
    .max(64, 'A tracking number has at most 64 characters.')
    .regex(/^[A-Za-z0-9 -]+$/, 'A tracking number has only letters, digits, spaces and dashes.'),
});
type _TrackingBody = Expect<Same<z.input<typeof trackingBody>, TrackingUpdate>>;

const problemParam = z.object({ id: z.string().uuid() });
const jobParam = z.object({ id: z.string().uuid() });

export const CANCEL_REASON_REQUIRED = 'Give a reason for the cancellation.';
const cancelBody = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(500, 'A reason has at most 500 characters.'),
});
type _CancelBody = Expect<Same<z.input<typeof cancelBody>, CancelRequest>>;
const jobsQuery = z.object({ state: z.enum(['failed']).default('failed') });

/** `?filter=` of an admin list: one of `filters`, "open" when not given. */
const listFilter = <F extends readonly ['open', ...string[]]>(filters: F) =>
  valid('query', z.object({ filter: z.enum(filters).default('open') }));

/** The body of an admin's switch, `{ "<name>": true }` or false. */
const switchBody = <K extends string>(name: K, label: string) =>
  valid(
    'json',
    z.object({ [name]: z.boolean({ error: `${label} must be true or false.` }) } as Record<K, z.ZodBoolean>),
  );

/**
 * /api/admin/orders: every order with its owner, completion and tracking, one order's detail (payment and
 * jobs), and its cancel with a full refund; /api/admin/jobs: the jobs that gave up, and Retry;
 * /api/admin/payment-problems: payments taken that did not become an order, with what to do. Admins only.
 */
export const adminRoutes = (deps: AppDeps) => {
  const db = deps.db;
  /** One order as the admin's list shows it. */
  const adminOrder = async (orderNumber: string) => {
    const order = await getAdminOrder(db, orderNumber);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };
  /** One order with its payment and jobs, as the admin's detail view shows it. */
  const orderDetail = async (orderNumber: string) => {
    const order = await adminOrder(orderNumber);
    const payment = await db
      .selectFrom('payment_intents')
      .innerJoin('orders', 'orders.id', 'payment_intents.order_id')
      .select(['payment_intents.id', 'payment_intents.provider'])
      .where('orders.order_number', '=', orderNumber)
      .executeTakeFirst();
    return {
      ...order,
      payment: payment ?? null,
      jobs: await jobsOfOrder(db, orderNumber),
      restockPieces: order.status === 'placed' ? await piecesToReturn(db, await deps.core(), orderNumber) : 0,
    } satisfies AdminOrderDetail;
  };
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/orders', listFilter(ORDER_FILTERS), async (c) =>
      c.json({ data: await listAdminOrders(db, c.req.valid('query').filter) } satisfies DataAnswer<AdminOrder[]>),
    )
    .get('/orders/:orderNumber', valid('param', orderNumberParam), async (c) =>
      c.json({ data: await orderDetail(c.req.valid('param').orderNumber) } satisfies DataAnswer<AdminOrderDetail>),
    )
    .post('/orders/:orderNumber/cancel', valid('param', orderNumberParam), valid('json', cancelBody), async (c) => {
      await enforce(
        deps.limiter,
        `admin-cancel:${c.var.userId}`,
        CANCEL_LIMIT,
        'Too many cancellations in a short while. Please wait a little and try again.',
      );
      const { orderNumber } = c.req.valid('param');
      const { cancelledNow } = await cancelOrder(
        { ...deps, log: c.get('log') },
        orderNumber,
        c.req.valid('json').reason,
      );
      if (cancelledNow) deps.jobs.nudge();
      return c.json({ data: await orderDetail(orderNumber) } satisfies DataAnswer<AdminOrderDetail>);
    })
    .get('/jobs', valid('query', jobsQuery), async (c) =>
      c.json({ data: await listFailedJobs(db) } satisfies DataAnswer<AdminJob[]>),
    )
    .post('/jobs/:id/retry', valid('param', jobParam), async (c) => {
      const outcome = await retryJob(db, c.req.valid('param').id, deps.clock());
      if (!outcome.ok && outcome.reason === 'missing') throw notFound('There is no such job.');
      if (!outcome.ok) throw conflict('JOB_NOT_FAILED', 'Only a job that gave up can be retried; this one has not.');
      deps.jobs.nudge();
      return c.json({ data: outcome.job } satisfies DataAnswer<AdminJob>);
    })
    .put(
      '/orders/:orderNumber/completed',
      valid('param', orderNumberParam),
      switchBody('completed', 'Completed'),
      async (c) => {
        const { orderNumber } = c.req.valid('param');
        const completed = c.req.valid('json').completed;
        await db.transaction().execute(async (trx) => {
          const order = await lockOrder(trx, orderNumber);
          if (!order) throw notFound(ORDER_NOT_FOUND);
          // A completed order can no longer be cancelled: not while a cancel is under way.
          if (completed) refuseIfCancelling(order);
          await trx
            .updateTable('orders')
            .set({
              completed: completed ? 1 : 0,
              completed_at: completed ? (order.completed_at ?? deps.clock().toISOString()) : null,
              updated_at: deps.clock().toISOString(),
            })
            .where('id', '=', order.id)
            .execute();
        });
        return c.json({ data: await adminOrder(orderNumber) } satisfies DataAnswer<AdminOrder>);
      },
    )
    .put('/orders/:orderNumber/suborders/:index/tracking', valid('param', trackingParams), async (c) => {
      // Checked by hand so an empty or missing number gets the admin page's own sentence.
      const parsed = trackingBody.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? TRACKING_REQUIRED;
        throw new AppError(400, 'VALIDATION_FAILED', message, { trackingNumber: message });
      }
      const { orderNumber, index } = c.req.valid('param');
      const { trackingNumber } = parsed.data;
      // The number and the customer's shipping email are one change: the email is a durable job written in
      // the same transaction (api/src/jobs/), sent once even when the admin saves the same number again.
      await db.transaction().execute(async (trx) => {
        // Locked, so a cancel that begins meanwhile waits for this number and then refuses (it has shipped).
        const order = await lockOrder(trx, orderNumber);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        refuseIfCancelling(order);
        const now = deps.clock();
        const result = await trx
          .updateTable('suborders')
          // Shipped when the first number is saved; a corrected number keeps that date.
          .set((eb) => ({
            tracking_number: trackingNumber,
            shipped_at: eb.fn.coalesce('shipped_at', eb.val(now.toISOString())),
          }))
          .where('order_id', '=', order.id)
          .where('position', '=', index)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound('That order has no such shipment.');
        await trx.updateTable('orders').set({ updated_at: now.toISOString() }).where('id', '=', order.id).execute();
        await enqueueJobs(
          trx,
          [
            {
              kind: 'tracking-email',
              payload: { orderNumber, index, trackingNumber },
              dedupeKey: `tracking:${orderNumber}:${index}:${trackingNumber}`,
            },
          ],
          now,
          c.get('log').requestId,
        );
      });
      deps.jobs.nudge();
      return c.json({ data: await adminOrder(orderNumber) } satisfies DataAnswer<AdminOrder>);
    })
    .get('/payment-problems', listFilter(PROBLEM_FILTERS), async (c) =>
      c.json({ data: await listPaymentProblems(db, c.req.valid('query').filter) } satisfies DataAnswer<
        PaymentProblem[]
      >),
    )
    .put(
      '/payment-problems/:id/resolved',
      valid('param', problemParam),
      switchBody('resolved', 'Resolved'),
      async (c) => {
        const { id } = c.req.valid('param');
        const missing = () => notFound('There is no such payment problem.');
        if (!(await setPaymentProblemResolved(db, id, c.req.valid('json').resolved, deps.clock()))) throw missing();
        const problem = await getPaymentProblem(db, id);
        if (!problem) throw missing();
        return c.json({ data: problem } satisfies DataAnswer<PaymentProblem>);
      },
    );
};
