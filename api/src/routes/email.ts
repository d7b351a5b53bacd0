import type { Expect, HelpRequest, Same, OkAnswer } from '@brixilated/shop';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { normalizeEmail } from '../accounts/users.ts';
import { emailProblem, messageProblem, MESSAGE_MAX, nameProblem, ruled, SUBJECT_MAX } from '../accounts/validation.ts';
import { AppError } from '../errors.ts';
import { clientKey } from '../http/client.ts';
import type { AppEnv } from '../http/env.ts';
import { enforce, LIMITS, minutes } from '../http/rate-limit.ts';
import { valid } from '../http/validate.ts';
import { helpEmail } from '../mail/templates.ts';

const helpBody = z.object({
  firstName: ruled((v) => nameProblem(v, 'first'), 'Please enter your first name.', 200),
  lastName: ruled((v) => nameProblem(v, 'last'), 'Please enter your last name.', 200),
  email: ruled(emailProblem, 'Please enter your email address.', 254).transform(normalizeEmail),
  subject: ruled((v) => messageProblem(v, 'subject'), 'Please enter a subject.', SUBJECT_MAX + 50),
  message: ruled((v) => messageProblem(v, 'message'), 'Please enter your message.', MESSAGE_MAX + 100),
});
type _HelpBody = Expect<Same<z.input<typeof helpBody>, HelpRequest>>;

export const emailRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post('/help', valid('json', helpBody), async (c) => {
    const inquiry = c.req.valid('json');
    await enforce(
      deps.limiter,
      `help:${clientKey(c, deps.config.trustProxy)}`,
      LIMITS.helpPerClient,
      `You've sent several messages already. Please wait ${minutes(LIMITS.helpPerClient)} minutes before sending another.`,
    );
    // Stored first, so an inquiry is never lost when the mail server is down.
    await deps.db
      .insertInto('inquiries')
      .values({
        id: randomUUID(),
        first_name: inquiry.firstName,
        last_name: inquiry.lastName,
        email: inquiry.email,
        subject: inquiry.subject,
        message: inquiry.message,
        user_id: c.get('session')?.userId ?? null,
        created_at: deps.clock().toISOString(),
      })
      .execute();
    try {
      await deps.mailer.send(helpEmail(deps.config.supportAddress, inquiry));
    } catch (error) {
      c.get('log').error('Could not mail a help inquiry (it is stored in the inquiries table)', error);
      throw new AppError(
        503,
        'MAIL_FAILED',
        "We saved your message but couldn't email it just now. We'll still read it.",
      );
    }
    return c.json({ ok: true } satisfies OkAnswer);
  });
