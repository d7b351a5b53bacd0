import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { blueprintPagePath, orderPagePath } from '@brixilated/shop';
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

/** The browser is opening the address itself (a link followed), not a script fetching it. */
const isNavigation = (header: string | undefined) => header === 'navigate';

type BlueprintEnv = AppEnv & { Variables: { navigation: boolean } };

/**
 * A signed-out browser that follows a blueprint link (an old email's, an order page's after the session ended)
 * is sent to the shop's page that asks it to log in and then opens the PDF, never shown the API's JSON.
 */
const signInFirst = createMiddleware<BlueprintEnv>(async (c, next) => {
  const navigation = isNavigation(c.req.header('sec-fetch-mode'));
  c.set('navigation', navigation);
  if (navigation && !c.get('session')) {
    const { orderNumber, itemId } = params.parse(c.req.param());
    return c.redirect(blueprintPagePath(orderNumber, itemId), 303);
  }
  await next();
});

/** GET /api/blueprints/{orderNumber}/{itemId}.pdf, for the order's owner and admins only. */
export const blueprintRoutes = (deps: AppDeps) => {
  const db = deps.db;
  return new Hono<BlueprintEnv>().get(
    '/:orderNumber/:itemId{[0-9a-fA-F-]+\\.pdf}',
    valid('param', params),
    signInFirst,
    requireUser,
    async (c) => {
      const { orderNumber, itemId } = c.req.valid('param');
      // Asked by number and owner together: another customer's order looks and costs like none.
      const order = await getOwnOrder(db, orderNumber, c.var.isAdmin ? null : c.var.userId);
      const items = order?.suborders.flatMap((s) => s.items) ?? [];
      const item = items.find((i) => i.id === itemId);
      if (!item) {
        // A browser following the link lands on the order page, which says in the shop's words what is missing.
        if (c.var.navigation) return c.redirect(orderPagePath(orderNumber), 303);
        throw notFound(NO_BLUEPRINT);
      }
      const position = items.indexOf(item) + 1;
      const pdf = await deps.blueprints.get(orderNumber, { ...item, position });
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="brixilated-blueprint-${orderNumber}-${position}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
};
