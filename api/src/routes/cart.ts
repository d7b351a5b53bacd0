import {
  MAX_CART_ITEMS,
  MAX_QUANTITY,
  type CartPriceRequest,
  type CartQuantityUpdate,
  type Expect,
  type Same,
  type CartItem,
  type DataAnswer,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { refuseUnavailableColors } from '../cart/colors.ts';
import { addCartItems, removeCartItem, requireStoredPictures, setCartQuantity } from '../cart/items.ts';
import { cartItemSchema, MAX_ITEM_JSON_BYTES } from '../cart/schema.ts';
import { pricedToCartItem } from '../cart/stored.ts';
import { limitBody } from '../http/body-limit.ts';
import type { AppEnv } from '../http/env.ts';
import { limitCartPricing, limitGridWrites } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';

const itemParam = z.object({ id: z.string().uuid("That item isn't in your cart.") });
const quantityBody = z.object({
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(0, 'The quantity cannot be negative.')
    .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}.`),
});
type _QuantityBody = Expect<Same<z.input<typeof quantityBody>, CartQuantityUpdate>>;
export const cartRoutes = (deps: AppDeps) => {
  const item = cartItemSchema(deps.core);
  const priceBody = z.object({
    items: z.array(item).max(MAX_CART_ITEMS, `A cart holds at most ${MAX_CART_ITEMS} Brixes.`),
  });
  type _PriceBody = Expect<Same<z.input<typeof priceBody>, CartPriceRequest>>;
  return (
    new Hono<AppEnv>()
      // A visitor's cart lives in the browser; this prices and counts it on the server.
      .post('/price', limitCartPricing(deps), valid('json', priceBody), async (c) => {
        const { items } = c.req.valid('json');
        return c.json({ data: items.map((item, index) => pricedToCartItem(String(index), item)) } satisfies DataAnswer<
          CartItem[]
        >);
      })
      .get('/', requireUser, async (c) =>
        c.json({ data: await deps.cartReads.get(c.var.userId) } satisfies DataAnswer<CartItem[]>),
      )
      .post(
        '/items',
        requireUser,
        limitGridWrites(deps),
        limitBody(MAX_ITEM_JSON_BYTES),
        valid('json', item),
        async (c) => {
          const item = c.req.valid('json');
          await requireStoredPictures(deps.db, c.var.userId, item);
          await refuseUnavailableColors(deps.db, item);
          await addCartItems(deps.db, c.var.userId, [item], deps.clock());
          return c.json({ data: await deps.cartReads.get(c.var.userId) } satisfies DataAnswer<CartItem[]>);
        },
      )
      .put('/items/:id', requireUser, valid('param', itemParam), valid('json', quantityBody), async (c) => {
        await setCartQuantity(deps.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').quantity);
        return c.json({ data: await deps.cartReads.get(c.var.userId) } satisfies DataAnswer<CartItem[]>);
      })
      .delete('/items/:id', requireUser, valid('param', itemParam), async (c) => {
        await removeCartItem(deps.db, c.var.userId, c.req.valid('param').id);
        return c.json({ data: await deps.cartReads.get(c.var.userId) } satisfies DataAnswer<CartItem[]>);
      })
  );
};
