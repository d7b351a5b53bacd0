import { describe, expect, it } from 'vitest';
import { STATE_CODES, STATE_NAMES } from '@brixilated/shop';
import { createTestShop } from './support/app.ts';

type Shop = Awaited<ReturnType<typeof createTestShop>>;
const check = async (shop: Shop, call: string, body: unknown, cookie?: string) => {
  const res = await shop.post(`/api/validate/${call}`, body, cookie);
  expect(res.status).toBe(200);
  return res.body as { problem: boolean; message: string; messages?: { password: string; confirmation: string } };
};

describe('/api/validate', () => {
  it('name: by type, with readable messages', async () => {
    const shop = await createTestShop();
    expect(await check(shop, 'name', { name: 'Ada', type: 'first' })).toEqual({ problem: false, message: '' });
    expect(await check(shop, 'name', { name: "D'Arcy-Smith Jr.", type: 'last' })).toEqual({
      problem: false,
      message: '',
    });
    expect(await check(shop, 'name', { name: 'José Müller', type: 'first' })).toEqual({ problem: false, message: '' });
    expect(await check(shop, 'name', { name: '', type: 'first' })).toEqual({
      problem: true,
      message: 'Please enter your first name.',
    });
    expect((await check(shop, 'name', { name: 'R2D2', type: 'last' })).message).toMatch(/last name can use letters/);
    expect((await check(shop, 'name', { name: 'x'.repeat(51), type: 'first' })).message).toMatch(/at most 50/);
    expect((await check(shop, 'name', { name: '233 S Wacker Dr #5', type: 'street address' })).problem).toBe(false);
    expect((await check(shop, 'name', { name: "'; DROP TABLE users; --", type: 'street address' })).problem).toBe(true);
    expect((await check(shop, 'name', { name: 'St. Louis', type: 'city' })).problem).toBe(false);
    expect((await check(shop, 'name', { name: 'Ada & Charles', type: 'addressee' })).problem).toBe(false);
    const badType = await shop.post('/api/validate/name', { name: 'Ada', type: 'middle' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields.type).toBe('Unknown name type.');
  });

  it('email: format and shouldExist both ways', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'here@example.com' });
    expect(await check(shop, 'email', { email: 'here@example.com', shouldExist: true })).toEqual({
      problem: false,
      message: '',
    });
    expect((await check(shop, 'email', { email: 'HERE@example.com', shouldExist: false })).message).toMatch(
      /already exists/,
    );
    expect((await check(shop, 'email', { email: 'gone@example.com', shouldExist: true })).message).toBe(
      "We couldn't find an account with that email.",
    );
    expect((await check(shop, 'email', { email: 'new@example.com', shouldExist: false })).problem).toBe(false);
    expect((await check(shop, 'email', { email: 'nope', shouldExist: false })).message).toMatch(
      /doesn't look like an email/,
    );
    expect((await shop.post('/api/validate/email', { email: 'a@b.co', shouldExist: 'yes' })).status).toBe(400);
  });

  it('email: rate-limited per client', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 60; i++) await check(shop, 'email', { email: `n${i}@example.com`, shouldExist: false });
    const res = await shop.post('/api/validate/email', { email: 'last@example.com', shouldExist: false });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/Too many checks/);
  });

  it('email: rate-limited per address across clients, and per client without blocking others', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const from = (ip: string, email: string) =>
      shop.call('POST', '/api/validate/email', { email, shouldExist: false }, { headers: { 'x-forwarded-for': ip } });
    // One address probed from 20 different clients: the 21st check of it is refused, whoever asks.
    for (let i = 0; i < 20; i++) expect((await from(`192.0.2.${i}`, 'target@example.com')).status).toBe(200);
    const probed = await from('192.0.2.200', 'TARGET@example.com');
    expect(probed.status).toBe(429);
    expect(probed.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many checks/),
    });
    expect((await from('192.0.2.200', 'someone-else@example.com')).status).toBe(200);

    // One client over its 60 checks is refused; another client is not.
    for (let i = 0; i < 60; i++) await from('198.51.100.1', `n${i}@example.com`);
    expect((await from('198.51.100.1', 'one-more@example.com')).status).toBe(429);
    expect((await from('198.51.100.2', 'one-more@example.com')).status).toBe(200);
    shop.clock.advance(10 * 60 * 1000);
    expect((await from('198.51.100.1', 'one-more@example.com')).status).toBe(200);
  });

  it('phone: digits with ( ) - and spaces, at most 14 characters', async () => {
    const shop = await createTestShop();
    expect((await check(shop, 'phone', { phone: '(312) 555-0147' })).problem).toBe(false);
    expect((await check(shop, 'phone', { phone: '3125550147' })).problem).toBe(false);
    expect((await check(shop, 'phone', { phone: '312.555.0147' })).message).toMatch(/only have digits/);
    expect((await check(shop, 'phone', { phone: '(312)  555 - 0147' })).message).toMatch(/at most 14/);
    expect((await check(shop, 'phone', { phone: '555-0147' })).message).toMatch(/10-digit/);
    expect((await check(shop, 'phone', { phone: '' })).message).toBe('Please enter your phone number.');
  });

  it('passwords: strength on and off, and the pair answer', async () => {
    const shop = await createTestShop();
    expect(
      await check(shop, 'passwords', { password: 'Brix-pass-1!', confirmation: 'Brix-pass-1!', checkStrength: true }),
    ).toEqual({
      problem: false,
      message: '',
      messages: { password: '', confirmation: '' },
    });
    const weak = await check(shop, 'passwords', {
      password: 'brixpass',
      confirmation: 'brixpasss',
      checkStrength: true,
    });
    expect(weak.problem).toBe(true);
    expect(weak.messages).toEqual({
      password: 'Your password needs at least one number.',
      confirmation: "The passwords don't match.",
    });
    expect(weak.message).toBe('Your password needs at least one number.');
    expect((await check(shop, 'passwords', { password: 'brixpass', checkStrength: false })).problem).toBe(false);
    expect((await check(shop, 'passwords', { password: 'Brix-pass', checkStrength: true })).message).toMatch(/number/);
    expect((await check(shop, 'passwords', { password: 'Brixpass1', checkStrength: true })).message).toMatch(
      /special character/,
    );
    expect((await check(shop, 'passwords', { password: '', checkStrength: false })).message).toBe(
      'Please enter a password.',
    );
  });

  it("passwords with user: checks the caller's own current password only", async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'mine@example.com' });
    await shop.signUp({ email: 'theirs@example.com' });
    expect(
      (
        await check(
          shop,
          'passwords',
          { password: 'Brix-pass-1!', checkStrength: false, user: 'mine@example.com' },
          token,
        )
      ).problem,
    ).toBe(false);
    expect(
      (
        await check(
          shop,
          'passwords',
          { password: 'Wrong-pass-1!', checkStrength: false, user: 'mine@example.com' },
          token,
        )
      ).message,
    ).toBe("That isn't your current password.");
    expect(
      (
        await check(
          shop,
          'passwords',
          { password: 'Brix-pass-1!', checkStrength: false, user: 'theirs@example.com' },
          token,
        )
      ).message,
    ).toMatch(/log in/);
    expect(
      (await check(shop, 'passwords', { password: 'Brix-pass-1!', checkStrength: false, user: 'mine@example.com' }))
        .problem,
    ).toBe(true);
  });

  it('address, code, message, state, zip, type, number', async () => {
    const shop = await createTestShop();
    expect((await check(shop, 'address', { streetAddress: '1060 W Addison St' })).problem).toBe(false);
    expect((await check(shop, 'address', { streetAddress: '' })).message).toBe('Please enter your street address.');

    expect((await check(shop, 'code', { code: 'welcome10', shouldExist: true })).problem).toBe(false);
    expect((await check(shop, 'code', { code: 'SPRING5', shouldExist: true })).message).toBe(
      "That coupon code isn't valid.",
    ); // inactive
    expect((await check(shop, 'code', { code: 'TAKE20', shouldExist: false })).message).toMatch(/already exists/);
    expect((await check(shop, 'code', { code: 'NEWCODE', shouldExist: false })).problem).toBe(false);
    expect((await check(shop, 'code', { code: "X' OR 1=1", shouldExist: true })).message).toMatch(
      /letters and numbers/,
    );

    expect((await check(shop, 'message', { message: 'Where is my order?', type: 'subject' })).problem).toBe(false);
    expect((await check(shop, 'message', { message: '', type: 'subject' })).message).toBe('Please enter a subject.');
    expect((await check(shop, 'message', { message: 'Too short', type: 'message' })).message).toMatch(/at least 10/);
    expect((await check(shop, 'message', { message: 'x'.repeat(4001), type: 'message' })).message).toMatch(
      /at most 4000/,
    );

    expect((await check(shop, 'state', { state: 'Illinois' })).problem).toBe(false);
    expect((await check(shop, 'state', { state: 'new york' })).problem).toBe(false);
    expect((await check(shop, 'state', { state: 'Puerto Rico' })).message).toBe(
      'Please choose one of the 50 US states.',
    );

    expect((await check(shop, 'zip', { zip: '60606' })).problem).toBe(false);
    expect((await check(shop, 'zip', { zip: 2139 })).problem).toBe(false);
    expect((await check(shop, 'zip', { zip: '6060' })).message).toBe('Please enter a 5-digit ZIP code.');
    expect((await check(shop, 'zip', { zip: '60606-1234' })).problem).toBe(true);

    expect((await check(shop, 'type', { type: 'Percent' })).problem).toBe(false);
    expect((await check(shop, 'type', { type: 'Dollars' })).problem).toBe(false);
    expect((await check(shop, 'type', { type: 'percent' })).message).toBe('The type must be Percent or Dollars.');

    expect((await check(shop, 'number', { name: 'Amount', number: 15 })).problem).toBe(false);
    expect((await check(shop, 'number', { name: 'Amount', number: '15' })).problem).toBe(false);
    expect((await check(shop, 'number', { name: 'Amount', number: 'ten' })).message).toBe('Amount must be a number.');
    expect((await check(shop, 'number', { name: 'Amount', number: 2.5 })).message).toBe(
      'Amount must be a whole number.',
    );
    expect((await check(shop, 'number', { name: 'Amount', number: 0 })).message).toBe('Amount must be at least 1.');
  });

  it('refuses wrong types, missing fields and malformed JSON with the error shape', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/validate/zip', {})).status).toBe(400);
    expect((await shop.post('/api/validate/state', { state: ['Illinois'] })).body.error.code).toBe('VALIDATION_FAILED');
    const broken = await shop.call('POST', '/api/validate/zip', '{"zip": ', {});
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { code: 'BAD_JSON', message: "The request body isn't valid JSON." } });
  });

  it('the state list has the 50 states with parallel codes', () => {
    expect(STATE_NAMES).toHaveLength(50);
    expect(new Set(STATE_CODES).size).toBe(50);
    expect(STATE_CODES[STATE_NAMES.indexOf('Illinois')]).toBe('IL');
    expect(STATE_NAMES).not.toContain('District of Columbia');
  });
});
