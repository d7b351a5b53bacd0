import {
  COUPON_TYPES,
  type CouponType,
  type CouponActiveUpdate,
  type Expect,
  type NewCoupon,
  type Same,
  type Coupon,
  type DataAnswer,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { couponCodeProblem, ruled } from '../accounts/validation.ts';
import { requireAdmin } from '../http/auth.ts';
import {
  findActiveCoupon,
  findCoupon,
  insertCoupon,
  listCoupons,
  setCouponActive,
  toCoupon,
} from '../coupons/queries.ts';
import { conflict, isUniqueViolation, notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { limitCouponChecks } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';

const codeField = ruled(couponCodeProblem, 'Please enter a code.', 40);
const codeParam = z.object({ code: z.string().min(1).max(40) });

const createBody = z
  .object({
    code: codeField,
    type: z.enum(COUPON_TYPES as [CouponType, ...CouponType[]], { error: 'The type must be Percent or Dollars.' }),
    // The admin form sends the quantity as typed; it is stored as a whole number.
    quantity: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .min(1)
            .regex(/^-?\d+(\.\d+)?$/, 'The amount must be a number.')
            .transform(Number),
        ],
        {
          error: 'The amount must be a number.',
        },
      )
      .pipe(
        z
          .number()
          .int('The amount must be a whole number.')
          .min(1, 'The amount must be at least 1.')
          .max(10_000, 'The amount can be at most 10000.'),
      ),
    active: z.boolean({ error: 'Active must be true or false.' }).default(true),
  })
  .refine((c) => c.type !== 'Percent' || c.quantity <= 100, {
    path: ['quantity'],
    message: 'A percent coupon is 1 to 100 percent.',
  });
type _CreateBody = Expect<Same<z.input<typeof createBody>, NewCoupon>>;
const activeBody = z.object({ active: z.boolean({ error: 'Active must be true or false.' }) });
type _ActiveBody = Expect<Same<z.input<typeof activeBody>, CouponActiveUpdate>>;

export const couponRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get(
      '/',
      requireAdmin,
      valid('query', z.object({ filter: z.enum(['active', 'inactive', 'percent', 'dollars', 'all']).default('all') })),
      async (c) =>
        c.json({ data: await listCoupons(deps.db, c.req.valid('query').filter) } satisfies DataAnswer<Coupon[]>),
    )
    .post('/create', requireAdmin, valid('json', createBody), async (c) => {
      const body = c.req.valid('json');
      if (await findCoupon(deps.db, body.code)) {
        throw conflict('COUPON_EXISTS', 'A coupon with that code already exists.', {
          code: 'A coupon with that code already exists.',
        });
      }
      const coupon = await insertCoupon(deps.db, body, deps.clock()).catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? conflict('COUPON_EXISTS', 'A coupon with that code already exists.', {
              code: 'A coupon with that code already exists.',
            })
          : error;
      });
      return c.json({ data: coupon } satisfies DataAnswer<Coupon>, 201);
    })
    .put('/update/:code', requireAdmin, valid('param', codeParam), valid('json', activeBody), async (c) => {
      const coupon = await setCouponActive(deps.db, c.req.valid('param').code, c.req.valid('json').active);
      if (!coupon) throw notFound('There is no coupon with that code.');
      return c.json({ data: coupon } satisfies DataAnswer<Coupon>);
    })
    .get('/:code', valid('param', codeParam), async (c) => {
      const code = c.req.valid('param').code;
      // An admin sees any coupon; to anyone else an inactive code is as unknown as a made-up one.
      if (c.get('session')?.isAdmin) {
        const row = await findCoupon(deps.db, code);
        if (!row) throw notFound("That coupon code isn't valid.");
        return c.json({ data: toCoupon(row) } satisfies DataAnswer<Coupon>);
      }
      await limitCouponChecks(deps, c, c.get('session')?.userId);
      const coupon = await findActiveCoupon(deps.db, code);
      if (!coupon) throw notFound("That coupon code isn't valid.");
      return c.json({ data: coupon } satisfies DataAnswer<Coupon>);
    });
