// What each kind of durable job does. Each reads what it needs from the database when it runs (the
// payload names rows, it does not copy them), so a retry a day later sends what is true then.
import { createPasswordReset, deletePasswordReset } from '../accounts/resets.ts';
import { findUserById } from '../accounts/users.ts';
import type { Blueprints } from '../blueprint/blueprints.ts';
import type { Clock } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { Metrics } from '../observability/metrics.ts';
import { resetPasswordEmail } from '../mail/templates.ts';
import { stockAlertEmail } from '../mail/stock-alert.ts';
import { stockAlert } from '../fulfilment/stock.ts';
import { cancelEmail, confirmationEmail, secondPaymentRefundEmail, trackingEmail } from '../orders/emails.ts';
import { getOrder } from '../orders/queries.ts';
import type { JobHandlers, JobRow } from './runner.ts';

export interface JobHandlerDeps {
  db: Db;
  mailer: Mailer;
  blueprints: Blueprints;
  publicUrl: string;
  clock: Clock;
  /** Emails sent and failed are counted here. */
  metrics?: Pick<Metrics, 'emailsSent' | 'emailsFailed'>;
}

/**
 * The Message-ID of a job's email: the same on every run of the job, so a mail system that got it twice
 * (the process was killed after the server took it and before the job was marked done) can tell.
 */
export const jobMessageId = (job: Pick<JobRow, 'id'>, publicUrl: string): string =>
  `<job-${job.id}@${new URL(publicUrl).hostname}>`;

export function jobHandlers(deps: JobHandlerDeps): JobHandlers {
  const send = async (message: MailMessage, job: JobRow) => {
    try {
      await deps.mailer.send({ ...message, messageId: jobMessageId(job, deps.publicUrl) });
    } catch (error) {
      deps.metrics?.emailsFailed.inc({ kind: job.kind });
      throw error;
    }
    deps.metrics?.emailsSent.inc({ kind: job.kind });
  };
  return {
    async 'confirmation-email'({ orderNumber }, job, log) {
      const found = await getOrder(deps.db, orderNumber);
      const user = found && (await findUserById(deps.db, found.userId));
      if (!found || !user)
        return log.warn(`Jobs: the confirmation of order ${orderNumber} has no order or customer any more; not sent`);
      await send(confirmationEmail(user.email, user.first_name, found.order, deps.publicUrl), job);
    },

    async 'tracking-email'({ orderNumber, index, trackingNumber }, job, log) {
      const found = await getOrder(deps.db, orderNumber);
      const suborder = found?.order.suborders.find((s) => s.index === index);
      const user = found && (await findUserById(deps.db, found.userId));
      if (!found || !suborder || !user)
        return log.warn(`Jobs: the tracking email of order ${orderNumber} has no order or customer any more; not sent`);
      // The admin saved another number since: that save's own job tells the customer.
      if (suborder.trackingNumber !== trackingNumber) return;
      await send(trackingEmail(user.email, user.first_name, found.order, suborder, deps.publicUrl), job);
    },

    async 'cancel-email'({ orderNumber }, job, log) {
      const found = await getOrder(deps.db, orderNumber);
      const user = found && (await findUserById(deps.db, found.userId));
      if (!found || !user)
        return log.warn(`Jobs: the cancellation of order ${orderNumber} has no order or customer any more; not sent`);
      await send(cancelEmail(user.email, user.first_name, found.order, deps.publicUrl), job);
    },

    async 'refund-email'({ intentId }, job, log) {
      const row = await deps.db
        .selectFrom('payment_intents')
        .select(['user_id', 'total_cents', 'status'])
        .where('id', '=', intentId)
        .executeTakeFirst();
      const user = row && (await findUserById(deps.db, row.user_id));
      if (!row || !user || row.status !== 'refunded')
        return log.warn(`Jobs: the refund of payment ${intentId} has no refunded checkout or customer; not sent`);
      await send(secondPaymentRefundEmail(user.email, user.first_name, row.total_cents, deps.publicUrl), job);
    },

    async 'reset-email'({ userId }, job) {
      const user = await findUserById(deps.db, userId);
      if (!user) return;
      // A reset link is good for an hour from when it is SENT (a retry may come hours after the request),
      // so it is made here, not when it was asked for, and its token never sits in the job table.
      const now = deps.clock();
      const token = await createPasswordReset(deps.db, user.id, now);
      try {
        await send(resetPasswordEmail(user.email, user.first_name, `${deps.publicUrl}/reset/${token}`), job);
      } catch (error) {
        // That link was never sent: it must not stay usable.
        await deletePasswordReset(deps.db, token).catch(() => {});
        throw error;
      }
    },

    async 'stock-alert-email'({ code }, job, log) {
      // Sent only while the colour is still out for its count: a count since may have brought it back.
      const alert = await stockAlert(deps.db, code);
      if (!alert) return;
      const admins = await deps.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
      if (admins.length === 0) return log.warn(`Jobs: no admin to tell that colour ${code} is out of new designs`);
      await send(stockAlertEmail(admins.map((a) => a.email).join(', '), alert, deps.publicUrl), job);
    },

    async blueprint({ orderNumber, itemId }, _job, log) {
      const found = await getOrder(deps.db, orderNumber);
      const items = found?.order.suborders.flatMap((s) => s.items) ?? [];
      const position = items.findIndex((i) => i.id === itemId) + 1;
      if (position === 0)
        return log.warn(`Jobs: the blueprint of order ${orderNumber} item ${itemId} has no item any more; not made`);
      await deps.blueprints.make(orderNumber, { ...items[position - 1], position });
    },
  };
}
