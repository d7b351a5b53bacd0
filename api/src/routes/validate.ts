import {
  type Expect,
  type FieldCheckAnswer,
  type FieldCheckBodies,
  type NameType,
  type PasswordCheckAnswer,
  type Same,
} from '@brixilated/shop';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { findUserByEmail, findUserById, normalizeEmail } from '../accounts/users.ts';
import {
  couponCodeProblem,
  couponTypeProblem,
  emailProblem,
  messageProblem,
  NAME_TYPES,
  nameProblem,
  numberProblem,
  phoneProblem,
  stateProblem,
  zipProblem,
  zipStateProblem,
} from '../accounts/validation.ts';
import { passwordStrengthProblem } from '../auth/passwords.ts';
import { findActiveCoupon, findCoupon } from '../coupons/queries.ts';
import { clientKey } from '../http/client.ts';
import type { AppEnv } from '../http/env.ts';
import { enforce, limitCouponChecks, LIMITS, minutes, passwordCheckKey } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';

/** A check's answer: a problem flag and the message shown beside the field ('' when fine). */
const flag = (problem: string | null): FieldCheckAnswer => ({ problem: problem !== null, message: problem ?? '' });
/** That answer, sent. */
const answer = (c: Context<AppEnv>, problem: string | null) => c.json(flag(problem) satisfies FieldCheckAnswer);

const text = (max = 5000) => z.string({ error: 'Send this field as text.' }).max(max, 'That is far too long.');
const bool = z.boolean({ error: 'Send true or false.' });

/** The body of each check, as the forms send it (FieldCheckBodies). */
const bodies = {
  name: z.object({
    name: text(),
    type: z.enum(NAME_TYPES as [NameType, ...NameType[]], { error: 'Unknown name type.' }),
  }),
  email: z.object({ email: text(), shouldExist: bool }),
  phone: z.object({ phone: text() }),
  passwords: z.object({
    password: text(),
    confirmation: text().optional(),
    checkStrength: bool.default(false),
    user: text(254).optional(),
  }),
  address: z.object({ streetAddress: text() }),
  code: z.object({ code: text(), shouldExist: bool }),
  message: z.object({ message: text(), type: z.enum(['subject', 'message'], { error: 'Unknown message type.' }) }),
  state: z.object({ state: text() }),
  zip: z.object({
    zip: z.union([text(), z.number()], { error: 'Send the ZIP code as text.' }),
    state: text(100).optional(),
  }),
  type: z.object({ type: text() }),
  number: z.object({
    name: text(100).default('This'),
    number: z.union([z.number(), text(100)], { error: 'Send a number.' }),
  }),
};
type _Bodies = Expect<Same<{ [K in keyof typeof bodies]: z.input<(typeof bodies)[K]> }, FieldCheckBodies>>;

export const validateRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post('/name', valid('json', bodies.name), (c) => {
      const { name, type } = c.req.valid('json');
      return answer(c, nameProblem(name, type));
    })
    .post('/email', valid('json', bodies.email), async (c) => {
      const { email, shouldExist } = c.req.valid('json');
      const format = emailProblem(email);
      if (format) return answer(c, format);
      // Whether an account exists is worth guarding: limit how fast anyone can ask.
      const wait = `Too many checks. Please wait ${minutes(LIMITS.emailCheckPerClient)} minutes and try again.`;
      await enforce(
        deps.limiter,
        `email-check-client:${clientKey(c, deps.config.trustProxy)}`,
        LIMITS.emailCheckPerClient,
        wait,
      );
      await enforce(deps.limiter, `email-check-address:${normalizeEmail(email)}`, LIMITS.emailCheckPerAddress, wait);
      const exists = !!(await findUserByEmail(deps.db, email));
      if (shouldExist && !exists) return answer(c, "We couldn't find an account with that email.");
      if (!shouldExist && exists) return answer(c, 'An account with that email already exists. Try logging in.');
      return answer(c, null);
    })
    .post('/phone', valid('json', bodies.phone), (c) => answer(c, phoneProblem(c.req.valid('json').phone)))
    .post('/passwords', valid('json', bodies.passwords), async (c) => {
      const { password, confirmation, checkStrength, user } = c.req.valid('json');
      let passwordMessage: string | null = null;
      if (!password) passwordMessage = 'Please enter a password.';
      else if (checkStrength) passwordMessage = passwordStrengthProblem(password);
      else if (password.length > 128) passwordMessage = 'A password can have at most 128 characters.';
      // With `user`: is this the current password of the caller's own account (the account page's check).
      if (!passwordMessage && user) {
        const session = c.get('session');
        if (!session || session.email !== normalizeEmail(user)) {
          passwordMessage = 'Please log in to check your password.';
        } else {
          await enforce(
            deps.limiter,
            passwordCheckKey(session.userId),
            LIMITS.passwordCheckPerUser,
            `Too many tries. Please wait ${minutes(LIMITS.passwordCheckPerUser)} minutes and try again.`,
          );
          const row = await findUserById(deps.db, session.userId);
          if (!row || !(await deps.passwords.verify(row.password_hash, password)))
            passwordMessage = "That isn't your current password.";
        }
      }
      let confirmationMessage: string | null = null;
      if (confirmation !== undefined) {
        if (!confirmation) confirmationMessage = 'Please enter the password again.';
        else if (confirmation !== password) confirmationMessage = "The passwords don't match.";
      }
      const first = passwordMessage ?? confirmationMessage;
      return c.json({
        ...flag(first),
        messages: { password: passwordMessage ?? '', confirmation: confirmationMessage ?? '' },
      } satisfies PasswordCheckAnswer);
    })
    .post('/address', valid('json', bodies.address), (c) =>
      answer(c, nameProblem(c.req.valid('json').streetAddress, 'street address')),
    )
    .post('/code', valid('json', bodies.code), async (c) => {
      const { code, shouldExist } = c.req.valid('json');
      const format = couponCodeProblem(code);
      if (format) return answer(c, format);
      // The admin's coupon form asks whether a code is taken, inactive ones included; anyone else is
      // limited per client and learns only about active codes (an inactive one answers like an unknown one).
      if (c.get('session')?.isAdmin && !shouldExist) {
        return answer(c, (await findCoupon(deps.db, code)) ? 'A coupon with that code already exists.' : null);
      }
      if (!c.get('session')?.isAdmin) await limitCouponChecks(deps, c, c.get('session')?.userId);
      const active = !!(await findActiveCoupon(deps.db, code));
      if (shouldExist) return answer(c, active ? null : "That coupon code isn't valid.");
      return answer(c, active ? 'A coupon with that code already exists.' : null);
    })
    .post('/message', valid('json', bodies.message), (c) => {
      const { message, type } = c.req.valid('json');
      return answer(c, messageProblem(message, type));
    })
    .post('/state', valid('json', bodies.state), (c) => answer(c, stateProblem(c.req.valid('json').state)))
    // With `state`, the ZIP must also belong to that state.
    .post('/zip', valid('json', bodies.zip), (c) => {
      const { zip, state } = c.req.valid('json');
      const digits = typeof zip === 'number' ? String(zip).padStart(5, '0') : zip;
      return answer(c, zipProblem(digits) ?? (state ? zipStateProblem(digits, state) : null));
    })
    .post('/type', valid('json', bodies.type), (c) => answer(c, couponTypeProblem(c.req.valid('json').type)))
    .post('/number', valid('json', bodies.number), (c) => {
      const { name, number } = c.req.valid('json');
      return answer(c, numberProblem(name, number));
    });
