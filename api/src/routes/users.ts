import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { consumeReset, findUsableReset, requestPasswordReset, revokeUserResets } from '../accounts/resets.ts';
import { createSession, deleteSession, deleteUserSessions } from '../accounts/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  getPublicUser,
  insertUser,
  listPublicUsers,
  normalizeEmail,
  replaceAddresses,
  toPublicUser,
  updateProfile,
  type ProfileChanges,
} from '../accounts/users.ts';
import { addressSchema, emailProblem, nameProblem, phoneDigits, phoneProblem, ruled } from '../accounts/validation.ts';
import { requireAdmin, requireUser } from '../http/auth.ts';
import { passwordStrengthProblem } from '../auth/passwords.ts';
import type {
  AccountUpdate,
  AuthAnswer,
  Expect,
  LoginRequest,
  PasswordResetRequest,
  Same,
  SignUpRequest,
  SkippedCart,
  DataAnswer,
  OkAnswer,
  PublicUser,
  ResetLinkAnswer,
  SessionAnswer,
} from '@brixilated/shop';
import { addCartItems, parseVisitorCart, type SkippedVisitorItems } from '../cart/items.ts';
import { cartCount } from '../cart/stored.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../errors.ts';
import { clientKey, isHttps } from '../http/client.ts';
import { requireSameOrigin } from '../http/guards.ts';
import { shopOrigins } from '../config.ts';
import { clearSessionCookie, setSessionCookie, visitorToken } from '../http/cookies.ts';
import { claimVisitorImages, userOwner, visitorOwner } from '../images/register.ts';
import type { AppEnv } from '../http/env.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import type { Db, UserRow } from '../db/types.ts';
import { enforce, limitCartHandover, limitFirst, LIMITS, minutes, passwordCheckKey } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';

export const RESET_LINK_INVALID = 'Looks like there was an error with your reset link!';
export const OLD_PASSWORD_REQUIRED = 'You have to enter your old password if you want to change to a new password';

const emailField = ruled(emailProblem, 'Please enter your email address.', 254).transform(normalizeEmail);
const passwordField = z
  .string({ error: 'Please enter a password.' })
  .min(1, 'Please enter a password.')
  .max(128, 'A password can have at most 128 characters.');
const strongPassword = passwordField.superRefine((v, ctx) => {
  const message = passwordStrengthProblem(v);
  if (message) ctx.addIssue({ code: 'custom', message });
});
const phoneField = ruled(phoneProblem, 'Please enter your phone number.', 40).transform((v) => phoneDigits(v) ?? '');
const visitorCart = z.array(z.unknown()).max(50, 'A cart holds at most 50 Brixes.').optional();

const signUpBody = z
  .object({
    firstName: ruled((v) => nameProblem(v, 'first'), 'Please enter your first name.', 200),
    lastName: ruled((v) => nameProblem(v, 'last'), 'Please enter your last name.', 200),
    email: emailField,
    phone: phoneField,
    password: strongPassword,
    confirmation: z.string({ error: 'Please enter the password again.' }).max(128),
    cart: visitorCart,
  })
  .refine((b) => b.password === b.confirmation, { path: ['confirmation'], message: "The passwords don't match." });
type _SignUpBody = Expect<Same<z.input<typeof signUpBody>, SignUpRequest>>;

const loginBody = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.'),
  password: passwordField,
  cart: visitorCart,
});
type _LoginBody = Expect<Same<z.input<typeof loginBody>, LoginRequest>>;

const updateBody = z.object({
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  currentPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128).optional(),
  confirmation: z.string().max(128).optional(),
  address: z.array(addressSchema).max(10, 'You can keep at most 10 addresses.').optional(),
  favAddress: z.number().int('Pick one of your addresses.').min(0, 'Pick one of your addresses.').optional(),
});
type _UpdateBody = Expect<Same<z.input<typeof updateBody>, AccountUpdate>>;

const resetBody = z
  .object({
    token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
    password: strongPassword,
    confirmation: z.string({ error: 'Please enter the password again.' }).max(128),
  })
  .refine((b) => b.password === b.confirmation, { path: ['confirmation'], message: "The passwords don't match." });
type _ResetBody = Expect<Same<z.input<typeof resetBody>, PasswordResetRequest>>;

const emailParam = z.object({ email: z.string().min(1).max(254) });
const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** One account's login attempts from one client. */
const loginAttemptKey = (email: string, client: string): string => `login:${email}|${client}`;

/** The answer to a login or sign-up: the user, the cart's count, and the visitor-cart items left out by reason. */
async function authAnswer(db: Db, user: UserRow, skipped: SkippedVisitorItems, full: number): Promise<AuthAnswer> {
  const skippedCart: SkippedCart = { ...skipped, full };
  return {
    user: await toPublicUser(db, user),
    cartCount: await cartCount(db, user.id),
    skippedCartItems: skipped.photo + skipped.color + skipped.invalid + full,
    skippedCart,
  };
}

/** Starts a session for the user and sets the cookie; a session the browser held before ends. */
async function logIn(c: Context, deps: AppDeps, userId: string, previous: SessionInfo | null): Promise<void> {
  if (previous) await deleteSession(deps.db, previous.tokenHash);
  const { token, expires } = await createSession(deps.db, userId, deps.clock(), deps.config.sessionDays);
  setSessionCookie(c, token, expires, isHttps(c, deps.config.trustProxy, deps.config.publicUrl));
}

/** The caller's own user row for /{email} paths: 401 visitor, 403 someone else's email. */
function ownEmail(session: SessionInfo | null, email: string): void {
  if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in first.');
  if (normalizeEmail(email) !== session.email) throw forbidden('You can only see and change your own account.');
}

/** Sign-ups and logins from one client, counted before their bodies (which may carry a cart) are read. */
const signupLimit = (deps: AppDeps) =>
  limitFirst(
    deps.limiter,
    (c) => `signup:${clientKey(c, deps.config.trustProxy)}`,
    LIMITS.signupPerClient,
    `Too many new accounts from here. Please try again in ${minutes(LIMITS.signupPerClient)} minutes.`,
  );
const loginLimit = (deps: AppDeps) =>
  limitFirst(
    deps.limiter,
    (c) => `login-client:${clientKey(c, deps.config.trustProxy)}`,
    LIMITS.loginPerClient,
    `Too many login attempts. Please wait ${minutes(LIMITS.loginPerClient)} minutes and try again.`,
  );

export const userRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post('/create', signupLimit(deps), limitCartHandover(deps), valid('json', signUpBody), async (c) => {
      const body = c.req.valid('json');
      await enforce(
        deps.limiter,
        `signup-address:${body.email}`,
        LIMITS.signupPerAddress,
        `Too many sign-up attempts for this email. Please try again in ${minutes(LIMITS.signupPerAddress)} minutes.`,
      );
      const emailTaken = () =>
        conflict('EMAIL_TAKEN', 'An account with that email already exists. Try logging in.', {
          email: 'An account with that email already exists.',
        });
      if (await findUserByEmail(deps.db, body.email)) throw emailTaken();
      const passwordHash = await deps.passwords.hash(body.password, c.req.raw.signal);
      // The visitor's pictures: those this browser uploaded before signing up.
      const visitor = visitorToken(c);
      const visitorOwners = visitor ? [visitorOwner(visitor)] : [];
      const { items, skipped } = await parseVisitorCart(deps.db, deps.core, body.cart, visitorOwners);
      const now = deps.clock();
      const { user, full } = await deps.db
        .transaction()
        .execute(async (trx) => {
          const row = await insertUser(
            trx,
            { email: body.email, firstName: body.firstName, lastName: body.lastName, phone: body.phone, passwordHash },
            now,
          );
          for (const owner of visitorOwners) await claimVisitorImages(trx, owner, row.id, now);
          return { user: row, full: (await addCartItems(trx, row.id, items, now, 'skip')).skipped };
        })
        .catch((error: unknown) => {
          // Two sign-ups for one address racing: the database's unique email decides.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      await logIn(c, deps, user.id, c.var.session);
      return c.json((await authAnswer(deps.db, user, skipped, full)) satisfies AuthAnswer, 201);
    })
    .post('/login', loginLimit(deps), limitCartHandover(deps), valid('json', loginBody), async (c) => {
      const body = c.req.valid('json');
      const email = normalizeEmail(body.email);
      const client = clientKey(c, deps.config.trustProxy);
      // Counted before the password is checked, so parallel guesses cannot all pass one read of the count;
      // keyed by account and client together, so a stranger elsewhere cannot lock the owner out.
      const attemptKey = loginAttemptKey(email, client);
      if (!(await deps.limiter.hit(attemptKey, LIMITS.loginPerAccountAndClient))) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many wrong passwords for this account. Please wait ${minutes(LIMITS.loginPerAccountAndClient)} minutes or reset your password.`,
        );
      }
      const user = await findUserByEmail(deps.db, email);
      // The request's signal: a sign-in whose shopper gave up while it waited for a hashing slot is not hashed.
      const signal = c.req.raw.signal;
      const ok = user
        ? await deps.passwords.verify(user.password_hash, body.password, signal)
        : (await deps.passwords.verifyDecoy(body.password, signal), false);
      if (!user || !ok)
        throw new AppError(401, 'INVALID_CREDENTIALS', "That email and password don't match an account.");
      await deps.limiter.reset(attemptKey);
      // The pictures this browser uploaded as a visitor become the account's; the cart may use those and the
      // account's own.
      const visitor = visitorToken(c);
      if (visitor) await claimVisitorImages(deps.db, visitorOwner(visitor), user.id, deps.clock());
      const { items, skipped } = await parseVisitorCart(deps.db, deps.core, body.cart, [userOwner(user.id)]);
      const { skipped: full } = await addCartItems(deps.db, user.id, items, deps.clock(), 'skip');
      await logIn(c, deps, user.id, c.var.session);
      return c.json((await authAnswer(deps.db, user, skipped, full)) satisfies AuthAnswer);
    })
    .post('/logout', async (c) => {
      const session = c.get('session');
      if (session) await deleteSession(deps.db, session.tokenHash);
      clearSessionCookie(c, isHttps(c, deps.config.trustProxy, deps.config.publicUrl));
      return c.json({ ok: true } satisfies OkAnswer);
    })
    .get('/', requireAdmin, async (c) =>
      c.json({ data: await listPublicUsers(deps.db) } satisfies DataAnswer<PublicUser[]>),
    )
    .get('/forgot/:email', valid('param', emailParam), async (c) => {
      // This GET sends an email, so no other page may trigger it (an <img> tag, say), not even a same-site one.
      requireSameOrigin(c, shopOrigins(deps.config));
      const email = normalizeEmail(c.req.valid('param').email);
      const problem = emailProblem(email);
      if (problem) throw badRequest(problem, { email: problem });
      const wait = `Too many reset requests. Please check your inbox or try again in ${minutes(LIMITS.forgotPerAddress)} minutes.`;
      await enforce(
        deps.limiter,
        `forgot-client:${clientKey(c, deps.config.trustProxy)}`,
        LIMITS.forgotPerClient,
        wait,
      );
      await enforce(deps.limiter, `forgot-address:${email}`, LIMITS.forgotPerAddress, wait);
      const user = await findUserByEmail(deps.db, email);
      // Same answer either way, and no wait on the mail server: the email is a durable job (api/src/jobs/).
      if (user) {
        await requestPasswordReset(deps.db, user.id, deps.clock(), c.get('log').requestId);
        deps.jobs.nudge();
      }
      return c.json({ ok: true } satisfies OkAnswer);
    })
    .get('/reset/:token', valid('param', tokenParam), async (c) => {
      const reset = await findUsableReset(deps.db, c.req.valid('param').token, deps.clock());
      const user = reset && (await findUserById(deps.db, reset.userId));
      if (!user) throw new AppError(404, 'RESET_LINK_INVALID', RESET_LINK_INVALID);
      return c.json({ id: user.email } satisfies ResetLinkAnswer);
    })
    .post('/reset', valid('json', resetBody), async (c) => {
      const body = c.req.valid('json');
      const now = deps.clock();
      const reset = await findUsableReset(deps.db, body.token, now);
      if (!reset) throw new AppError(404, 'RESET_LINK_INVALID', RESET_LINK_INVALID);
      const passwordHash = await deps.passwords.hash(body.password);
      const used = await deps.db.transaction().execute(async (trx) => {
        if (!(await consumeReset(trx, reset.tokenHash, now))) return false;
        // Every other link mailed before this one dies with it.
        await revokeUserResets(trx, reset.userId, now);
        await updateProfile(trx, reset.userId, { passwordHash }, now);
        await deleteUserSessions(trx, reset.userId);
        return true;
      });
      if (!used) throw new AppError(404, 'RESET_LINK_INVALID', RESET_LINK_INVALID);
      const owner = await findUserById(deps.db, reset.userId);
      if (owner) await deps.limiter.reset(loginAttemptKey(owner.email, clientKey(c, deps.config.trustProxy)));
      await logIn(c, deps, reset.userId, c.var.session);
      return c.json({ user: (await getPublicUser(deps.db, reset.userId)) ?? null } satisfies SessionAnswer);
    })
    .put('/update/:email', requireUser, valid('param', emailParam), valid('json', updateBody), async (c) => {
      ownEmail(c.var.session, c.req.valid('param').email);
      const userId = c.var.userId;
      const body = c.req.valid('json');
      const user = await findUserById(deps.db, userId);
      if (!user) throw notFound();
      const fields: Record<string, string> = {};
      const changes: ProfileChanges = {};
      // Only non-empty values overwrite, as the account page sends every field.
      if (body.firstName?.trim()) {
        const p = nameProblem(body.firstName, 'first');
        if (p) fields.firstName = p;
        else changes.firstName = body.firstName.trim();
      }
      if (body.lastName?.trim()) {
        const p = nameProblem(body.lastName, 'last');
        if (p) fields.lastName = p;
        else changes.lastName = body.lastName.trim();
      }
      if (body.phone?.trim()) {
        const p = phoneProblem(body.phone);
        if (p) fields.phone = p;
        else changes.phone = phoneDigits(body.phone) ?? '';
      }
      const wantsNewPassword = !!(body.newPassword || body.confirmation);
      if (wantsNewPassword) {
        if (body.currentPassword) {
          // The same per-user budget as the account page's password check, counted before argon2 runs.
          await enforce(
            deps.limiter,
            passwordCheckKey(userId),
            LIMITS.passwordCheckPerUser,
            `Too many tries. Please wait ${minutes(LIMITS.passwordCheckPerUser)} minutes and try again.`,
          );
        }
        if (!body.currentPassword) {
          fields.currentPassword = OLD_PASSWORD_REQUIRED;
        } else if (!(await deps.passwords.verify(user.password_hash, body.currentPassword))) {
          fields.currentPassword = "That isn't your current password.";
        } else {
          const strength = passwordStrengthProblem(body.newPassword ?? '');
          if (strength) fields.newPassword = strength;
          else if (body.newPassword !== body.confirmation) fields.confirmation = "The passwords don't match.";
          else changes.passwordHash = await deps.passwords.hash(body.newPassword ?? '');
        }
      }
      const addressCount = body.address
        ? body.address.length
        : ((await getPublicUser(deps.db, userId))?.address.length ?? 0);
      if (body.favAddress !== undefined) {
        if (body.favAddress > 0 && body.favAddress >= addressCount) fields.favAddress = 'Pick one of your addresses.';
        else changes.favAddress = body.favAddress;
      } else if (body.address && user.fav_address >= body.address.length) {
        changes.favAddress = 0;
      }
      if (Object.keys(fields).length) {
        const first =
          fields.currentPassword === OLD_PASSWORD_REQUIRED ? OLD_PASSWORD_REQUIRED : Object.values(fields)[0];
        throw badRequest(first, fields);
      }
      const now = deps.clock();
      await deps.db.transaction().execute(async (trx) => {
        await updateProfile(trx, userId, changes, now);
        if (body.address) await replaceAddresses(trx, userId, body.address);
        // A new password ends the other sessions (a thief's included) and every reset link; this session stays.
        if (changes.passwordHash) {
          await deleteUserSessions(trx, userId, c.var.session?.tokenHash);
          await revokeUserResets(trx, userId, now);
        }
      });
      const updated = await getPublicUser(deps.db, userId);
      if (!updated) throw notFound();
      return c.json({ data: updated } satisfies DataAnswer<PublicUser>);
    })
    .get('/:email', requireUser, valid('param', emailParam), async (c) => {
      ownEmail(c.var.session, c.req.valid('param').email);
      const user = await getPublicUser(deps.db, c.var.userId);
      if (!user) throw notFound();
      return c.json({ data: user } satisfies DataAnswer<PublicUser>);
    });
