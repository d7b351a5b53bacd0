// The outbox holds customers' reset links: private files, one atomic write per message, links hidden from the admin.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox, outboxMailer, readOutboxMessage } from '../src/mail/mailer.ts';
import { createTestShop } from './support/app.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-outbox-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(temp, `data-${++n}`);

describe('outbox', () => {
  it('writes one 0600 file per message in a 0700 folder, with no temp file left behind', async () => {
    const dir = path.join(freshDir(), 'outbox');
    const mailer = outboxMailer(dir);
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => mailer.send({ to: 'a@example.com', subject: `m${i}`, text: 'hi' })),
    );
    const files = readdirSync(dir);
    expect(files).toHaveLength(5);
    expect(files.every((f) => /^[0-9TZ]+-[0-9a-f]{8}\.json$/.test(f))).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
    const listed = await listOutbox(dir);
    expect(listed.map((m) => m.subject).sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(await readOutboxMessage(dir, listed[0].id)).toMatch(/^Subject: m\d$/m);
  });

  it("shows the admin a customer's reset email with the link hidden; the customer's own mail keeps it", async () => {
    const dataDir = freshDir();
    const dir = path.join(dataDir, 'outbox');
    const shop = await createTestShop({ mailer: outboxMailer(dir), config: { dataDir } });
    await shop.signUp({ email: 'victim@example.com' });
    await shop.get('/api/user/forgot/victim@example.com');
    await shop.runJobs();
    const admin = await shop.loginAdmin();
    const list = await shop.get('/api/admin/outbox', admin);
    const reset = list.body.data.find((m: { subject: string }) => /Reset/.test(m.subject));
    expect(reset.text).toContain('/reset/[hidden]');
    expect(JSON.stringify(list.body)).not.toMatch(/\/reset\/[A-Za-z0-9_-]{20,}/);
    const eml = (await readOutboxMessage(dir, reset.id)) ?? '';
    const token = /\/reset\/([A-Za-z0-9_-]{20,})/.exec(eml.replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeTruthy();
    expect((await shop.get(`/api/user/reset/${token}`)).status).toBe(200);
  });
});
