import {
  centsToDollars,
  MAX_CART_ITEMS,
  type Expect,
  type Same,
  type ShippingOption,
  type ShippingOptionsRequest,
  type ShippingOptionsAnswer,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { optionalUser } from '../http/auth.ts';
import { cartItemSchema } from '../cart/schema.ts';
import { getCartRows } from '../cart/stored.ts';
import { shippingQuotes, ZIP_PATTERN } from '../domain/shipping.ts';
import type { OptionalUserEnv } from '../http/env.ts';
import { limitShippingQuotes } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import { parcelPlates } from '../orders/summary.ts';

const optionsBody = (deps: AppDeps) =>
  z.object({
    items: z.array(cartItemSchema(deps.core)).max(MAX_CART_ITEMS).optional(),
    // A ZIP stored as a number lost its leading zero; a typed one is taken as typed.
    zip: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform((zip) => (typeof zip === 'number' ? String(zip).padStart(5, '0') : zip.trim()))
      .pipe(z.string().regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code.')),
  });
type _OptionsBody = Expect<Same<z.input<ReturnType<typeof optionsBody>>, ShippingOptionsRequest>>;

/** POST /api/shipping/options: the three options for a parcel of these items (or the caller's cart) to a ZIP. */
export const shippingRoutes = (deps: AppDeps) =>
  new Hono<OptionalUserEnv>().post(
    '/options',
    limitShippingQuotes(deps),
    optionalUser,
    valid('json', optionsBody(deps)),
    async (c) => {
      const { items, zip } = c.req.valid('json');
      const userId = c.var.userId;
      const parcel = items ?? (userId ? await getCartRows(deps.db, userId) : []);
      const options = shippingQuotes(parcelPlates(parcel), zip).map((quote): ShippingOption => ({
        index: quote.index,
        name: quote.name,
        time: quote.time,
        cost: centsToDollars(quote.costCents),
        costCents: quote.costCents,
      }));
      return c.json({ options } satisfies ShippingOptionsAnswer);
    },
  );
