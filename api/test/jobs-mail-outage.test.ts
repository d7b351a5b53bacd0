// The mail server down or hanging when an order is paid: the customer gets the paid order at once, and the
// confirmation goes out exactly once, over real SMTP on loopback, when the server is back.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { jobMessageId } from '../src/jobs/handlers.ts';
import { RETRY_CAP_MS } from '../src/db/jobs.ts';
import { smtpMailer } from '../src/mail/mailer.ts';
import { SHOP_URL } from './support/app.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { header, startSmtp } from './support/smtp-server.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A shop whose mail goes over SMTP to 127.0.0.1:`port`, with time-outs short enough for a test. */
async function shopMailingTo(port: number): Promise<CheckoutShop> {
  const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, undefined, {
    connectionTimeout: 1000,
    greetingTimeout: 1000,
    socketTimeout: 1000,
  });
  cleanups.push(() => mailer.close());
  const shop = await createCheckoutShop({ mailer });
  cleanups.push(() => shop.cleanup());
  return shop;
}

const confirmationJob = (shop: CheckoutShop) =>
  shop.db.selectFrom('jobs').selectAll().where('kind', '=', 'confirmation-email').executeTakeFirstOrThrow();

describe('mail server outage at order time', () => {
  it('answers the paid order with nobody listening on the SMTP port; sends the confirmation once when the server is back', async () => {
    const port = await freePort();
    const shop = await shopMailingTo(port);
    const { token, user } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    expect(order.orderNumber).toMatch(/^\d{8}$/);

    // The runner's first try: refused, logged, retried later. The blueprint job is not held up by it.
    expect(await shop.runJobs()).toBe(2);
    expect(await confirmationJob(shop)).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(shop.errors).toHaveLength(1);
    expect(await shop.storedFiles(`blueprints/${order.orderNumber}`)).toHaveLength(1);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    // Not due yet: nothing is sent before the retry's time ...
    expect(await shop.runJobs()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    // ... and at it, the email goes out, once.
    shop.clock.advance(RETRY_CAP_MS * 1.25);
    expect(await shop.runJobs()).toBe(1);
    shop.clock.advance(RETRY_CAP_MS * 100);
    expect(await shop.runJobs()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain(`Subject: Your Brixilated order ${order.orderNumber}`);
    const job = await confirmationJob(shop);
    expect(job).toMatchObject({ state: 'done', attempts: 2, last_error: null });
    expect(header(mail.raw, 'Message-ID')).toBe(jobMessageId(job, SHOP_URL));
  });

  it('answers the paid order while the mail server takes the connection and never answers', async () => {
    // Takes the TCP connection, never sends the SMTP greeting.
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const shop = await shopMailingTo((silent.address() as AddressInfo).port);
    const connected = new Promise<void>((resolve) => silent.once('connection', () => resolve()));
    // Running as in a serving process: the payment's commit nudges it.
    shop.app.jobs.start();
    cleanups.push(() => shop.app.jobs.stop());

    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    expect(order.suborders[0].items).toHaveLength(1);
    // The runner is stuck at the silent server, and the customer has the order page anyway.
    await connected;
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).status).toBe(200);
    expect((await confirmationJob(shop)).state).toBe('pending');

    // Stopping lets the try end (by the greeting time-out): a failure, kept for the retry.
    await shop.app.jobs.stop();
    expect(await confirmationJob(shop)).toMatchObject({
      state: 'pending',
      attempts: 1,
      locked_by: null,
      last_error: expect.stringMatching(/greeting|timeout/i),
    });
  });
});
