// A real SMTP round trip: smtp-server on loopback, the shop's SMTP mailer pointed at it by SMTP_URL.
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { mailerFromConfig, smtpMailer, SMTP_TIMEOUTS } from '../src/mail/mailer.ts';
import { jobMessageId } from '../src/jobs/handlers.ts';
import { createTestShop } from './support/app.ts';
import { header, plainText, startSmtp } from './support/smtp-server.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

describe('SMTP', () => {
  it('delivers the reset email over SMTP, and its link resets the password', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'http://shop.test', DATA_DIR: '/nonexistent' };
    const config = configFromEnv(env);
    const { mailer, close, description } = mailerFromConfig(config);
    cleanups.push(close);
    expect(description).toMatch(/over SMTP \(127\.0\.0\.1:\d+\)/);

    const shop = await createTestShop({ mailer, config: { publicUrl: config.publicUrl } });
    await shop.signUp({ email: 'smtp@example.com', firstName: 'Simone' });
    const forgot = await shop.get('/api/user/forgot/smtp@example.com');
    expect(forgot.status).toBe(200);
    // A job: sent by the runner, with a Message-ID made from the job.
    expect(await shop.runJobs()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('support@brixilated.example');
    expect(mail.to).toEqual(['smtp@example.com']);
    expect(mail.raw).toMatch(/^Subject: Reset your Brixilated password\r?$/m);
    expect(mail.raw).toMatch(/^From: Brixilated <support@brixilated.example>\r?$/m);
    const [job] = await shop.db.selectFrom('jobs').select(['id', 'state']).execute();
    expect(job.state).toBe('done');
    expect(header(mail.raw, 'Message-ID')).toBe(jobMessageId(job, 'http://shop.test'));
    const text = plainText(mail.raw);
    expect(text).toContain('Hi Simone');
    const link = /http:\/\/shop\.test\/reset\/([A-Za-z0-9_-]{43})/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1];

    // Follow the link the way the reset page does.
    expect((await shop.get(`/api/user/reset/${token}`)).body).toEqual({ id: 'smtp@example.com' });
    const reset = await shop.post('/api/user/reset', { token, password: 'Via-smtp-9!', confirmation: 'Via-smtp-9!' });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe('smtp@example.com');
    expect((await shop.post('/api/user/login', { email: 'smtp@example.com', password: 'Via-smtp-9!' })).status).toBe(
      200,
    );
  });

  it('delivers help inquiries to the support address', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const { mailer, close } = mailerFromConfig({ smtpUrl: smtp.url, dataDir: '/nonexistent' });
    cleanups.push(close);
    const shop = await createTestShop({ mailer });
    const res = await shop.post('/api/email/help', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Bulk order',
      message: 'Could I order twelve small squares for our office?',
    });
    expect(res.status).toBe(200);
    expect(smtp.received[0].to).toEqual(['support@brixilated.example']);
    expect(smtp.received[0].raw).toMatch(/^Reply-To: ada@example.com\r?$/m);
    expect(plainText(smtp.received[0].raw)).toContain('twelve small squares');
  });

  it('gives up on a mail server that accepts the connection but never answers', async () => {
    const silent = createServer(() => {}); // takes the TCP connection, never sends the SMTP greeting
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    const { port } = silent.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, undefined, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 300,
    });
    cleanups.push(() => mailer.close());
    const started = Date.now();
    await expect(mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow(
      /Greeting never received|timeout/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(30_000);
  });

  it('a reset request answers as usual when the SMTP server cannot be reached, and the job logs the failure', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const { mailer, close } = mailerFromConfig({ smtpUrl: smtp.url, dataDir: '/nonexistent' });
    cleanups.push(close);
    const shop = await createTestShop({ mailer });
    await shop.signUp({ email: 'down@example.com' });
    const res = await shop.get('/api/user/forgot/down@example.com');
    // The same answer as for an address with no account, so the call never tells who has one.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(shop.errors).toHaveLength(0);
    await shop.runJobs();
    expect(shop.errors).toHaveLength(1);
    expect(String(shop.errors[0])).toMatch(/ECONNREFUSED|connect/i);
  });
});
