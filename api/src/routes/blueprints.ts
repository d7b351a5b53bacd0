import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';
import { getOwnOrder } from '../orders/queries.ts';

// Hono's params take a whole path segment, so the ".pdf" is part of the matched value and cut here.
const params = z.object({
  orderNumber: z.string().regex(/^\d{8}$/),
  itemId: z
    .string()
    .transform((file) => file.replace(/\.pdf$/, ''))
    .pipe(z.string().uuid()),
});

const NO_BLUEPRINT = "We couldn't find that blueprint.";

/** GET /api/blueprints/{orderNumber}/{itemId}.pdf, for the order's owner and admins only. */
export const blueprintRoutes = (deps: AppDeps) => {
  const db = deps.db;
  return new Hono<AppEnv>().get(
    '/:orderNumber/:itemId{[0-9a-fA-F-]+\\.pdf}',
    requireUser,
    valid('param', params),
    async (c) => {
      const { orderNumber, itemId } = c.req.valid('param');
      // Asked by number and owner together: another customer's order looks and costs like none.
      const order = await getOwnOrder(db, orderNumber, c.var.isAdmin ? null : c.var.userId);
      const items = order?.suborders.flatMap((s) => s.items) ?? [];
      const item = items.find((i) => i.id === itemId);
      if (!item) throw notFound(NO_BLUEPRINT);
      const position = items.indexOf(item) + 1;
      const pdf = await deps.blueprints.get(orderNumber, item);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="brixilated-blueprint-${orderNumber}-${position}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
};
