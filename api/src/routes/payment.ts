import {
  centsToDollars,
  type CardConfirmation,
  type Expect,
  type PaymentChoice,
  type PaymentChoiceUpdate,
  type Same,
  type DiscountQuoteRequest,
  type PaymentCompletion,
  type TaxQuoteRequest,
  type CheckoutAnswer,
  type DiscountQuote,
  type PaymentOutcome,
  type PaymentStatusAnswer,
  type TaxQuote,
  type WebhookAnswer,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { getCartRows } from '../cart/stored.ts';
import { discountCents } from '../domain/discount.ts';
import { ZIP_PATTERN } from '../domain/shipping.ts';
import { shipsToIllinois, taxCents } from '../domain/tax.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { limitBody } from '../http/body-limit.ts';
import { enforce, limitCouponChecks, limitFirst, minutes, type Limit } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { subtotalCents } from '../orders/summary.ts';
import { zipStateProblem } from '../accounts/validation.ts';

const couponField = z.string().trim().max(40, 'That coupon code is too long.').nullish();

/** What the page chooses; any price, amount or item in the body is ignored (the server prices the cart). */
const checkoutBody = z.object({
  shippingIndex: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose a shipping option.' }),
  addressIndex: z.number({ error: 'Choose a shipping address.' }).int().min(0).max(99),
  gift: z.boolean().default(false),
  coupon: couponField,
});
const intentId = z
  .string()
  .min(3)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, "That payment id isn't valid.");
const updateBody = checkoutBody.extend({ id: intentId });
type _CheckoutBody = Expect<Same<z.input<typeof checkoutBody>, PaymentChoice>>;
type _UpdateBody = Expect<Same<z.input<typeof updateBody>, PaymentChoiceUpdate>>;

const cardText = (max: number) => z.union([z.string().max(max), z.number()]).transform((v) => String(v).trim());
const cardNumberPart = z
  .union([z.number(), z.string().trim().max(4)])
  .transform((v) => (v === '' ? Number.NaN : Number(v)));
const confirmBody = z.object({
  id: intentId,
  cardNumber: cardText(30),
  expMonth: cardNumberPart,
  expYear: cardNumberPart,
  cvc: cardText(8),
  /** The total the page showed on its Pay button: when the cart's total differs now, nothing is charged. */
  totalCents: z
    .number({ error: 'The total must be a number of cents.' })
    .int('The total must be a whole number of cents.')
    .min(0, 'The total cannot be negative.')
    .optional(),
});
type _ConfirmBody = Expect<Same<z.input<typeof confirmBody>, CardConfirmation>>;

const taxBody = z.object({
  zip: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional(),
  state: z.string().trim().max(40).optional(),
  coupon: couponField,
});
type _TaxBody = Expect<Same<z.input<typeof taxBody>, TaxQuoteRequest>>;
const discountBody = z.object({ coupon: couponField });
type _DiscountBody = Expect<Same<z.input<typeof discountBody>, DiscountQuoteRequest>>;
const completeBody = z.object({ id: intentId });
type _CompleteBody = Expect<Same<z.input<typeof completeBody>, PaymentCompletion>>;

/** Stripe's events are a few kilobytes; the JSON body limit does not cover this raw-body route. */
const webhookBodyLimit = limitBody(512 * 1024);

/** The payment calls' own bodies are a few choices (or a card): anything bigger is not the shop's page. */
const choiceBodyLimit = limitBody(4 * 1024);

/**
 * Each create records the cart's items (not their grids) and calls the provider; each update and each confirm
 * prices the cart again and may too. A page makes one create per visit to the payment step, an update per
 * change of shipping, address or coupon, and a confirm per press of Pay: these limits are far above that and
 * stop a script growing the database or keeping the server busy.
 */
export const PAYMENT_LIMITS = {
  createPerUser: { max: 20, windowMs: 60 * 60_000 },
  updatePerUser: { max: 120, windowMs: 10 * 60_000 },
  confirmPerUser: { max: 60, windowMs: 10 * 60_000 },
  confirmPerPayment: { max: 30, windowMs: 10 * 60_000 },
  /** Tax and discount quotes: each prices the whole cart; the checkout asks one per address or coupon change. */
  quotePerUser: { max: 120, windowMs: 10 * 60_000 },
  /** After Stripe.js paid: one a payment, each waiting a few seconds for the webhook. */
  completePerUser: { max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;
const TOO_MANY_PAYMENTS = (limit: Limit) =>
  `You've started many payments in a short time. Please wait ${minutes(limit)} minutes and try again.`;
const TOO_MANY_QUOTES = (limit: Limit) =>
  `You've asked for many prices in a short time. Please wait ${minutes(limit)} minutes and try again.`;

const TOO_MANY_CONFIRMS = (limit: Limit) =>
  `You've tried to pay many times in a short time. Please wait ${minutes(limit)} minutes and try again.`;

/** Each payment call's limit per customer, counted before its body is read. */
const PER_USER = {
  quote: [PAYMENT_LIMITS.quotePerUser, TOO_MANY_QUOTES],
  create: [PAYMENT_LIMITS.createPerUser, TOO_MANY_PAYMENTS],
  update: [PAYMENT_LIMITS.updatePerUser, TOO_MANY_PAYMENTS],
  confirm: [PAYMENT_LIMITS.confirmPerUser, TOO_MANY_CONFIRMS],
  complete: [PAYMENT_LIMITS.completePerUser, TOO_MANY_PAYMENTS],
} as const;

async function cartSubtotal(deps: AppDeps, userId: string): Promise<number> {
  return subtotalCents(await getCartRows(deps.db, userId));
}

export const paymentRoutes = (deps: AppDeps) => {
  const { checkout } = deps;
  const perUser = (call: keyof typeof PER_USER) => {
    const [limit, message] = PER_USER[call];
    return limitFirst(deps.limiter, (c) => `payment-${call}:${c.get('userId')}`, limit, message(limit));
  };
  return (
    new Hono<AppEnv>()
      // Tax on the caller's cart for a destination (Illinois only), after any coupon.
      .post('/tax', requireUser, perUser('quote'), valid('json', taxBody), async (c) => {
        const body = c.req.valid('json');
        if (!body.state && !(body.zip && ZIP_PATTERN.test(body.zip))) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Enter a state or a 5-digit ZIP code.', {
            zip: 'Enter a 5-digit ZIP code.',
          });
        }
        const mismatch = body.state && body.zip ? zipStateProblem(body.zip, body.state) : null;
        if (mismatch) throw new AppError(400, 'VALIDATION_FAILED', mismatch, { zip: mismatch });
        const uid = c.var.userId;
        if (body.coupon) await limitCouponChecks(deps, c, uid);
        const subtotal = await cartSubtotal(deps, uid);
        const discount = discountCents(subtotal, await checkout.coupon(body.coupon));
        const tax = taxCents(subtotal, discount, shipsToIllinois({ state: body.state, zip: body.zip }));
        return c.json({ tax: centsToDollars(tax), taxCents: tax } satisfies TaxQuote);
      })
      .post('/discount', requireUser, perUser('quote'), valid('json', discountBody), async (c) => {
        const uid = c.var.userId;
        const { coupon } = c.req.valid('json');
        if (coupon) await limitCouponChecks(deps, c, uid);
        const subtotal = await cartSubtotal(deps, uid);
        const discount = discountCents(subtotal, await checkout.coupon(coupon));
        return c.json({ discount: centsToDollars(discount), discountCents: discount } satisfies DiscountQuote);
      })
      .post('/create', requireUser, perUser('create'), choiceBodyLimit, valid('json', checkoutBody), async (c) => {
        const uid = c.var.userId;
        const choice = c.req.valid('json');
        if (choice.coupon) await limitCouponChecks(deps, c, uid);
        return c.json((await checkout.create(uid, choice)) satisfies CheckoutAnswer);
      })
      .post('/update', requireUser, perUser('update'), choiceBodyLimit, valid('json', updateBody), async (c) => {
        const { id, ...choice } = c.req.valid('json');
        const uid = c.var.userId;
        // The code the payment already carries tells nothing new; another one is a look-up like any other.
        if (choice.coupon && choice.coupon.toUpperCase() !== (await checkout.couponOf(uid, id))?.toUpperCase())
          await limitCouponChecks(deps, c, uid);
        return c.json((await checkout.update(uid, id, choice)) satisfies CheckoutAnswer);
      })
      .post('/confirm', requireUser, perUser('confirm'), choiceBodyLimit, valid('json', confirmBody), async (c) => {
        const { id, totalCents: shownCents, ...card } = c.req.valid('json');
        const uid = c.var.userId;
        await enforce(
          deps.limiter,
          `payment-confirm-intent:${id}`,
          PAYMENT_LIMITS.confirmPerPayment,
          TOO_MANY_CONFIRMS(PAYMENT_LIMITS.confirmPerPayment),
        );
        return c.json(
          (await deps.paymentEvents.confirmTestCard(uid, id, card, shownCents, c.get('log'))) satisfies PaymentOutcome,
        );
      })
      .post('/complete', requireUser, perUser('complete'), valid('json', completeBody), async (c) => {
        const uid = c.var.userId;
        return c.json(
          (await deps.paymentEvents.complete(uid, c.req.valid('json').id, c.get('log'))) satisfies PaymentStatusAnswer,
        );
      })
      // Stripe calls this; the signature over the raw body is the only thing that makes it believable.
      .post('/webhook', webhookBodyLimit, async (c) => {
        const verify = deps.payments.verifyWebhook?.bind(deps.payments);
        if (!verify)
          throw new AppError(404, 'NO_WEBHOOK', 'Payment webhooks are only taken when the shop uses Stripe.');
        const signature = c.req.header('stripe-signature');
        if (!signature) throw new AppError(400, 'BAD_SIGNATURE', 'The webhook signature is missing.');
        const raw = await c.req.text();
        let event;
        try {
          event = await verify(raw, signature);
        } catch (error) {
          if (error instanceof PaymentProviderError && error.kind === 'signature') {
            throw new AppError(400, 'BAD_SIGNATURE', "The webhook signature doesn't match.");
          }
          throw error;
        }
        await deps.paymentEvents.handleEvent(event, c.get('log'));
        return c.json({ received: true } satisfies WebhookAnswer);
      })
  );
};
