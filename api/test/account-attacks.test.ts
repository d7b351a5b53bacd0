// Attacks on accounts that a probe of the running shop once got through, each now refused.
import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/app.ts';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('login lockout', () => {
  it('25 parallel wrong passwords for one account: at most 10 are checked, the rest get 429', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'parallel@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        shop.post('/api/user/login', { email: 'parallel@example.com', password: `Guess-${i}!x` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('a stranger locking an account from elsewhere does not lock the owner out', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    await shop.signUp({ email: 'owner@example.com' });
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await shop.call(
            'POST',
            '/api/user/login',
            { email: 'owner@example.com', password: `Guess-${i}!x` },
            from('203.0.113.66'),
          )
        ).status,
      ).toBe(401);
    }
    const stranger = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'owner@example.com', password: 'Brix-pass-1!' },
      from('203.0.113.66'),
    );
    expect(stranger.status).toBe(429);
    const owner = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'owner@example.com', password: 'Brix-pass-1!' },
      from('198.51.100.20'),
    );
    expect(owner.status).toBe(200);
  });

  it('a successful login clears its own failed attempts', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'typo@example.com' });
    for (let i = 0; i < 9; i++)
      await shop.post('/api/user/login', { email: 'typo@example.com', password: `Typo-${i}!x` });
    expect((await shop.post('/api/user/login', { email: 'typo@example.com', password: 'Brix-pass-1!' })).status).toBe(
      200,
    );
    for (let i = 0; i < 9; i++)
      expect((await shop.post('/api/user/login', { email: 'typo@example.com', password: `Typo-${i}!x` })).status).toBe(
        401,
      );
  });
});

describe('current-password checks on PUT /api/user/update/{email}', () => {
  it('answers 429 after 10 checks in 15 minutes, even for the right password, sharing the budget of /api/validate/passwords', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'guess@example.com' });
    const change = (currentPassword: string) =>
      shop.put(
        '/api/user/update/guess@example.com',
        { currentPassword, newPassword: 'New-pass-2!', confirmation: 'New-pass-2!' },
        token,
      );
    for (let i = 0; i < 5; i++) {
      expect(
        (await shop.post('/api/validate/passwords', { password: `Guess-${i}!x`, user: 'guess@example.com' }, token))
          .body.problem,
      ).toBe(true);
    }
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`Other-${i}!x`)));
    expect(parallel.filter((r) => r.status === 400)).toHaveLength(5);
    expect(parallel.filter((r) => r.status === 429)).toHaveLength(3);
    const right = await change('Brix-pass-1!');
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/Too many tries/);
    shop.clock.advance(15 * 60_000);
    expect((await change('Brix-pass-1!')).status).toBe(200);
  });

  it('a profile edit without a password change is not counted', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'edits@example.com' });
    for (let i = 0; i < 15; i++)
      expect((await shop.put('/api/user/update/edits@example.com', { firstName: `Ada` }, token)).status).toBe(200);
  });
});

describe('reset links', () => {
  const linkToken = (text: string | undefined) => /\/reset\/([A-Za-z0-9_-]+)/.exec(text ?? '')![1];

  it('resetting with the newest link kills the older ones', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'twice@example.com' });
    await shop.get('/api/user/forgot/twice@example.com');
    await shop.runJobs();
    const first = linkToken(shop.mailer.last()?.text);
    await shop.get('/api/user/forgot/twice@example.com');
    await shop.runJobs();
    const second = linkToken(shop.mailer.last()?.text);
    expect(first).not.toBe(second);
    expect(
      (await shop.post('/api/user/reset', { token: second, password: 'Fresh-pass-3!', confirmation: 'Fresh-pass-3!' }))
        .status,
    ).toBe(200);
    expect((await shop.get(`/api/user/reset/${first}`)).status).toBe(404);
    const replay = await shop.post('/api/user/reset', {
      token: first,
      password: 'Thief-pass-9!',
      confirmation: 'Thief-pass-9!',
    });
    expect(replay.status).toBe(404);
    expect((await shop.post('/api/user/login', { email: 'twice@example.com', password: 'Fresh-pass-3!' })).status).toBe(
      200,
    );
  });

  it('changing the password on the account page kills every outstanding link', async () => {
    const shop = await createTestShop();
    const { token: session } = await shop.signUp({ email: 'change@example.com' });
    await shop.get('/api/user/forgot/change@example.com');
    await shop.runJobs();
    const link = linkToken(shop.mailer.last()?.text);
    const changed = await shop.put(
      '/api/user/update/change@example.com',
      { currentPassword: 'Brix-pass-1!', newPassword: 'New-pass-2!', confirmation: 'New-pass-2!' },
      session,
    );
    expect(changed.status).toBe(200);
    expect(
      (await shop.post('/api/user/reset', { token: link, password: 'Thief-pass-9!', confirmation: 'Thief-pass-9!' }))
        .status,
    ).toBe(404);
  });
});

describe('forgot-password', () => {
  it('answers the same for an existing account when the mail server fails; the failure is logged and the unsent link dies', async () => {
    let tries = 0;
    const failing = { send: async () => ((tries += 1), Promise.reject(new Error('SMTP down'))) };
    const shop = await createTestShop({ mailer: failing });
    await shop.signUp({ email: 'exists@example.com' });
    const existing = await shop.get('/api/user/forgot/exists@example.com');
    const unknown = await shop.get('/api/user/forgot/nobody@example.com');
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(unknown.body);
    // Neither request waited on the mail server: the email is a job, tried by the runner.
    expect(tries).toBe(0);
    expect(await shop.runJobs()).toBe(1);
    expect(tries).toBe(1);
    expect(shop.errors).toHaveLength(1);
    expect(String(shop.errors[0])).toMatch(/SMTP down/);
    // The link made for that email was never sent, so it is gone; the job waits for its retry.
    expect(await shop.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    expect(await shop.db.selectFrom('jobs').select(['kind', 'state', 'attempts']).execute()).toEqual([
      { kind: 'reset-email', state: 'pending', attempts: 1 },
    ]);
  });
});
