// The mail server down at order time, and the shop restarted before it is back: the real shop process
// (scripts/lib/server.mjs) with SMTP_URL at a loopback port where nothing listens, an order paid, the shop
// stopped with SIGTERM, an SMTP server started on that port, the shop started again: the confirmation
// arrives exactly once. SQLite in the api project, PostgreSQL in api-postgres.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { startShop, type RunningShop } from '../../scripts/lib/server.mjs';
import type { Database } from '../src/db/types.ts';
import { jobMessageId } from '../src/jobs/handlers.ts';
import { card } from './support/checkout-shop.ts';
import { openTestDatabaseWithEnv } from './support/database.ts';
import { httpShop } from './support/http-shop.ts';
import { header, startSmtp, type TestSmtpServer } from './support/smtp-server.ts';

let shop: RunningShop | null = null;
let smtp: TestSmtpServer | null = null;
let dataDir = '';
afterAll(async () => {
  await shop?.stop({ graceMs: 8000 });
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms:\n${shop?.log() ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const jobsOf = (db: Kysely<Database>) =>
  db.selectFrom('jobs').selectAll().orderBy('priority').orderBy('dedupe_key').execute();

describe('the confirmation email survives a mail outage and a restart', { timeout: 300_000 }, () => {
  it('is sent exactly once, by the restarted shop, when the mail server is back', async () => {
    const { db, env } = await openTestDatabaseWithEnv({ onDisk: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'brix-jobs-restart-'));
    const [smtpPort, shopPort] = [await freePort(), await freePort()];
    // The same address both times (links and Message-IDs carry it); nothing listens on the SMTP port yet.
    const shopEnv = {
      // On SQLite the database's folder (env) is DATA_DIR; on PostgreSQL the pictures and blueprints go here.
      DATA_DIR: dataDir,
      ...env,
      PORT: String(shopPort),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STRIPE_SECRET_KEY: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
    };
    shop = await startShop(shopEnv, { timeoutMs: 150_000 });
    const http = httpShop(shop.url);
    const client = '127.0.0.1';
    const { token, email } = await http.customerWithCart(client);
    const intent = await http.createIntent(token, client);
    const paid = await http.post(
      '/api/payment/confirm',
      { id: intent.id, ...card('4242 4242 4242 4242') },
      { cookie: token, client },
    );
    // The paid order page's answer does not wait for the mail server.
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    const orderNumber = paid.body.order.orderNumber as string;

    // The runner tried at once, the connection was refused, and the job waits for its retry.
    const tried = await until('a first, failed try of the confirmation', async () => {
      const job = (await jobsOf(db)).find((j) => j.kind === 'confirmation-email');
      return job && job.attempts >= 1 && job.last_error ? job : null;
    });
    expect(tried).toMatchObject({ state: 'pending', dedupe_key: `confirmation:${orderNumber}`, locked_by: null });
    expect(tried.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await shop.stop()).toBe(0);
    shop = null;

    smtp = await startSmtp(smtpPort);
    shop = await startShop(shopEnv, { timeoutMs: 150_000 });
    const subject = `Subject: Your Brixilated order ${orderNumber}`;
    const confirmations = () => smtp!.received.filter((m) => m.raw.includes(subject));
    await until('the confirmation at the mail server', async () => confirmations().length > 0);
    // Every job of the order done (the two Brixes' blueprints too), and then no second copy of the email.
    const done = await until('every job done', async () => {
      const jobs = await jobsOf(db);
      return jobs.length === 3 && jobs.every((j) => j.state === 'done') ? jobs : null;
    });
    expect(done.map((j) => j.kind)).toEqual(['confirmation-email', 'blueprint', 'blueprint']);
    expect(await shop.stop()).toBe(0);
    shop = null;

    expect(confirmations()).toHaveLength(1);
    const [mail] = confirmations();
    expect(mail.to).toEqual([email]);
    expect(header(mail.raw, 'Message-ID')).toBe(jobMessageId(done[0], `http://127.0.0.1:${shopPort}`));
  });
});
