import { CUSTOMER_CANCEL_REASON, type DataAnswer, type Order } from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';
import { cancelOrder } from '../orders/cancel.ts';
import { getOwnOrder, listOrdersForUser } from '../orders/queries.ts';

export const orderNumberParam = z.object({ orderNumber: z.string().regex(/^\d{8}$/, "That isn't an order number.") });

export const ORDER_NOT_FOUND = "We couldn't find that order.";

/**
 * A customer's own orders; an admin may open any. Someone else's order looks like no order at all. The owner may
 * cancel their order within the window the FAQ promises, through the admin's own cancel (one refund, one email).
 */
export const orderRoutes = (deps: AppDeps) => {
  const db = deps.db;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) =>
      c.json({ data: await listOrdersForUser(db, c.var.userId) } satisfies DataAnswer<Order[]>),
    )
    .get('/:orderNumber', requireUser, valid('param', orderNumberParam), async (c) => {
      const order = await getOwnOrder(db, c.req.valid('param').orderNumber, c.var.isAdmin ? null : c.var.userId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return c.json({ data: order } satisfies DataAnswer<Order>);
    })
    .post('/:orderNumber/cancel', requireUser, valid('param', orderNumberParam), async (c) => {
      const { orderNumber } = c.req.valid('param');
      const { cancelledNow } = await cancelOrder(
        { ...deps, log: c.get('log') },
        orderNumber,
        CUSTOMER_CANCEL_REASON,
        c.var.userId,
      );
      if (cancelledNow) deps.jobs.nudge();
      const order = await getOwnOrder(db, orderNumber, c.var.userId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return c.json({ data: order } satisfies DataAnswer<Order>);
    });
};
