import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listOutbox, OUTBOX_LIST_LIMIT, outboxMailer, readOutboxMessage } from '../src/mail/mailer.ts';
import { createTestShop } from './support/app.ts';

const inquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Where is my Brix?',
  message: 'I ordered a large square Brix last week and would love to know when it ships.',
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brix-outbox-'));
  dirs.push(dir);
  return dir;
};

describe('POST /api/email/help', () => {
  it('stores the inquiry and mails it to support with a reply-to', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/email/help', inquiry);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mail = shop.mailer.last();
    expect(mail).toMatchObject({
      to: 'support@brixilated.example',
      replyTo: 'ada@example.com',
      subject: 'Help request: Where is my Brix?',
    });
    expect(mail?.text).toContain(inquiry.message);
    expect(mail?.text).toContain('Ada Lovelace <ada@example.com>');
    const rows = await shop.db.selectFrom('inquiries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Ada', subject: 'Where is my Brix?', user_id: null });
  });

  it('links the inquiry to a logged-in customer', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    await shop.post('/api/email/help', inquiry, token);
    const row = await shop.db.selectFrom('inquiries').select('user_id').executeTakeFirstOrThrow();
    expect(row.user_id).toBeTruthy();
  });

  it('validates every field', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/email/help', {
      firstName: '',
      lastName: 'L',
      email: 'x',
      subject: '',
      message: 'short',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'firstName', 'message', 'subject']);
    expect((await shop.post('/api/email/help', { ...inquiry, message: 'x'.repeat(5000) })).status).toBe(400);
    expect((await shop.post('/api/email/help', { ...inquiry, subject: 'Hi\r\nBcc: victim@example.com' })).status).toBe(
      200,
    );
    expect(shop.mailer.last()?.subject).toBe('Help request: Hi Bcc: victim@example.com');
    expect(shop.mailer.sent).toHaveLength(1);
  });

  it('limits messages per client', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 5; i++) expect((await shop.post('/api/email/help', inquiry)).status).toBe(200);
    const res = await shop.post('/api/email/help', inquiry);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/wait 10 minutes/);
  });

  it('keeps the inquiry when the mail server fails and says so', async () => {
    const shop = await createTestShop({
      mailer: {
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    const res = await shop.post('/api/email/help', inquiry);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('MAIL_FAILED');
    expect(res.text).not.toContain('smtp down');
    expect(await shop.db.selectFrom('inquiries').selectAll().execute()).toHaveLength(1);
  });
});

describe('POST /api/analytics', () => {
  it('records page views and wizard events', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/analytics', { type: 'pageview', path: '/order' })).status).toBe(204);
    const res = await shop.post('/api/analytics', {
      type: 'event',
      path: '/order',
      category: 'Order Process',
      action: 'Next',
      label: 'Step 2',
    });
    expect(res.status).toBe(204);
    const rows = await shop.db.selectFrom('analytics_events').selectAll().orderBy('created_at').execute();
    expect(rows.map((r) => [r.type, r.path, r.category, r.action, r.label])).toEqual([
      ['pageview', '/order', null, null, null],
      ['event', '/order', 'Order Process', 'Next', 'Step 2'],
    ]);
  });

  it('never stores a reset token from the page path', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/analytics', { type: 'pageview', path: '/reset/AbCdEf123_-secret' })).status).toBe(
      204,
    );
    const row = await shop.db.selectFrom('analytics_events').select('path').executeTakeFirstOrThrow();
    expect(row.path).toBe('/reset/{token}');
  });

  it('limits events per client', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 600; i++) await shop.post('/api/analytics', { type: 'pageview', path: '/' });
    const res = await shop.post('/api/analytics', { type: 'pageview', path: '/' });
    expect(res.status).toBe(429);
    expect(await shop.db.selectFrom('analytics_events').select('id').execute()).toHaveLength(600);
  });

  it('refuses other types, full URLs and oversized labels', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/analytics', { type: 'click', path: '/' })).status).toBe(400);
    expect((await shop.post('/api/analytics', { type: 'pageview', path: 'https://evil.example/' })).status).toBe(400);
    expect((await shop.post('/api/analytics', { type: 'pageview', path: '/reset/secret-token?x=1' })).status).toBe(400);
    expect((await shop.post('/api/analytics', { type: 'event', path: '/', label: 'x'.repeat(201) })).status).toBe(400);
    expect(await shop.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
  });
});

describe('outbox mailer and GET /api/admin/outbox', () => {
  it('writes each message as one file holding the .eml, which the admin can list', async () => {
    const dir = tempDir();
    const mailer = outboxMailer(path.join(dir, 'outbox'), undefined, () => new Date('2026-11-21T12:00:00Z'));
    const shop = await createTestShop({ mailer, config: { dataDir: dir } });
    await shop.post('/api/email/help', inquiry);
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = JSON.parse(readFileSync(path.join(dir, 'outbox', files[0]), 'utf8')).eml as string;
    expect(eml).toMatch(/^From: Brixilated <support@brixilated.example>$/m);
    expect(eml).toMatch(/^To: support@brixilated.example$/m);
    expect(eml).toMatch(/^Reply-To: ada@example.com$/m);
    expect(eml).toMatch(/^Subject: Help request: Where is my Brix\?$/m);

    const admin = await shop.loginAdmin();
    const list = await shop.get('/api/admin/outbox', admin);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: expect.stringMatching(/^20261121T120000000Z-[0-9a-f]{8}$/),
        to: 'support@brixilated.example',
        subject: 'Help request: Where is my Brix?',
        date: '2026-11-21T12:00:00.000Z',
        text: expect.stringContaining(inquiry.message),
      },
    ]);
    expect(await readOutboxMessage(path.join(dir, 'outbox'), list.body.data[0].id)).toContain('Subject: Help request');
    expect(await readOutboxMessage(path.join(dir, 'outbox'), '../../etc/passwd')).toBeNull();

    const { token } = await shop.signUp();
    expect((await shop.get('/api/admin/outbox', token)).status).toBe(403);
    expect((await shop.get('/api/admin/outbox')).status).toBe(401);
  });

  it('lists newest first and an empty outbox as []', async () => {
    const dir = tempDir();
    expect(await listOutbox(path.join(dir, 'missing'))).toEqual([]);
    let t = Date.parse('2026-11-21T12:00:00Z');
    const mailer = outboxMailer(dir, undefined, () => new Date((t += 1000)));
    await mailer.send({ to: 'a@example.com', subject: 'first', text: 'one' });
    await mailer.send({
      to: 'b@example.com',
      subject: 'second',
      text: 'two',
      attachments: [{ filename: 'x.txt', content: 'hello' }],
    });
    expect((await listOutbox(dir)).map((m) => m.subject)).toEqual(['second', 'first']);
  });

  it('lists only the newest 200 messages of a long outbox', async () => {
    const dir = tempDir();
    let t = Date.parse('2026-11-21T12:00:00Z');
    const mailer = outboxMailer(dir, undefined, () => new Date((t += 1000)));
    for (let i = 0; i < OUTBOX_LIST_LIMIT + 5; i++)
      await mailer.send({ to: 'a@example.com', subject: `message ${i}`, text: 'hi' });
    const listed = await listOutbox(dir);
    expect(listed).toHaveLength(OUTBOX_LIST_LIMIT);
    expect(listed[0].subject).toBe(`message ${OUTBOX_LIST_LIMIT + 4}`);
    expect(listed.at(-1)?.subject).toBe('message 5');
  });
});
