import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer, type MailMessage } from '../src/mail/mailer.ts';
import { RETRY_CAP_MS } from '../src/db/jobs.ts';
import { cartItem } from './support/app.ts';
import { NEW_YORK, createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';

let shop: CheckoutShop;
afterEach(async () => {
  await shop.cleanup();
});

/** Every admin call with a harmless body: a customer must be refused each one. */
const ADMIN_CALLS = (orderNumber: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/orders?filter=all'],
  ['PUT', `/api/admin/orders/${orderNumber}/completed`, { completed: true }],
  ['PUT', `/api/admin/orders/${orderNumber}/suborders/0/tracking`, { trackingNumber: '1Z999AA10123456784' }],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/coupon?filter=all'],
  ['POST', '/api/coupon/create', { code: 'SNEAKY50', type: 'Percent', quantity: 50, active: true }],
  ['PUT', '/api/coupon/update/WELCOME10', { active: false }],
  ['GET', '/api/user'],
];

describe('admin API', () => {
  it('refuses every admin call to a customer and a visitor, and serves each to an admin', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    for (const [method, url, body] of ADMIN_CALLS(order.orderNumber)) {
      expect((await shop.call(method, url, body, { cookie: token })).status, `${method} ${url} as a customer`).toBe(
        403,
      );
      expect((await shop.call(method, url, body)).status, `${method} ${url} as a visitor`).toBe(401);
    }
    // Nothing changed.
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data).toMatchObject({
      completed: false,
      suborders: [{ trackingNumber: '' }],
    });
    expect((await shop.get('/api/coupon/WELCOME10')).status).toBe(200);

    const admin = await shop.loginAdmin();
    for (const [method, url, body] of ADMIN_CALLS(order.orderNumber)) {
      const res = await shop.call(method, url, body, { cookie: admin });
      expect([200, 201], `${method} ${url} as an admin: ${res.text}`).toContain(res.status);
    }
  });

  it('lists orders newest first with the owner and the order’s index, filtered open, complete or all', async () => {
    shop = await createCheckoutShop();
    const ada = await shop.customerWithCart([cartItem()], undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '3125550147',
    });
    const first = (await shop.pay(ada.token)).order;
    shop.clock.advance(60_000);
    const grace = await shop.customerWithCart([cartItem({ quantity: 2 }, 3, 2)], NEW_YORK, {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '2125550199',
    });
    const second = (await shop.pay(grace.token, { shippingIndex: 2 })).order;
    shop.clock.advance(60_000);
    await shop.post('/api/cart/items', cartItem(), ada.token);
    const third = (await shop.pay(ada.token, { gift: true })).order;

    const admin = await shop.loginAdmin();
    const open = await shop.get('/api/admin/orders', admin);
    expect(open.status).toBe(200);
    expect(open.body.data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      third.orderNumber,
      second.orderNumber,
      first.orderNumber,
    ]);
    // Admins get every item without its colorMap (up to 180 KB each; the admin pages never draw it).
    const withoutGrids = (order: typeof third) => ({
      ...order,
      suborders: order.suborders.map((sub: { items: { colorMap: string }[] }) => ({
        ...sub,
        items: sub.items.map(({ colorMap: _grid, ...item }) => item),
      })),
    });
    expect(open.body.data[0].suborders[0].items[0]).not.toHaveProperty('colorMap');
    expect(open.body.data[0]).toEqual({
      ...withoutGrids(third),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ada.user.email,
      phone: '3125550147',
      orderIndex: 1,
    });
    expect(open.body.data[1]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: grace.user.email,
      phone: '2125550199',
      orderIndex: 0,
    });
    expect(open.body.data[1].suborders[0]).toMatchObject({ shippingName: 'Priority Express', address: NEW_YORK });
    expect(open.body.data[2]).toMatchObject({ orderNumber: first.orderNumber, orderIndex: 0 });

    const done = await shop.put(`/api/admin/orders/${second.orderNumber}/completed`, { completed: true }, admin);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      orderNumber: second.orderNumber,
      completed: true,
      firstName: 'Grace',
      orderIndex: 0,
    });
    const numbers = async (filter: string) =>
      (await shop.get(`/api/admin/orders?filter=${filter}`, admin)).body.data.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    expect(await numbers('open')).toEqual([third.orderNumber, first.orderNumber]);
    expect(await numbers('complete')).toEqual([second.orderNumber]);
    expect(await numbers('all')).toEqual([third.orderNumber, second.orderNumber, first.orderNumber]);

    // And back to open.
    expect(
      (await shop.put(`/api/admin/orders/${second.orderNumber}/completed`, { completed: false }, admin)).body.data
        .completed,
    ).toBe(false);
    expect(await numbers('complete')).toEqual([]);
    expect((await shop.get('/api/admin/orders?filter=shipped', admin)).status).toBe(400);
    expect((await shop.put('/api/admin/orders/99999999/completed', { completed: true }, admin)).status).toBe(404);
    const notBoolean = await shop.put(`/api/admin/orders/${second.orderNumber}/completed`, { completed: 'yes' }, admin);
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error.fields).toEqual({ completed: 'Completed must be true or false.' });
  });

  it('lists more orders than SQLite takes bound values in one statement (33,000)', async () => {
    shop = await createCheckoutShop();
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    // Copies of the paid order, made in SQL that SQLite and PostgreSQL both run (this only fills the test database).
    await sql`insert into orders (id, order_number, user_id, date, subtotal_cents, shipping_cents, tax_cents, discount_cents, total_cents, coupon_code, completed, created_at, updated_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 33000)
      select 'bulk-' || i, cast(50000000 + i as varchar(8)), o.user_id, o.date, o.subtotal_cents, o.shipping_cents, o.tax_cents, o.discount_cents, o.total_cents, null, 0, o.created_at, o.updated_at
      from n, (select * from orders limit 1) o`.execute(shop.db);
    const admin = await shop.loginAdmin();
    const all = await shop.get('/api/admin/orders?filter=all', admin);
    expect(all.status, all.text.slice(0, 200)).toBe(200);
    expect(all.body.data).toHaveLength(33_001);
    const paid = all.body.data.find((o: { orderNumber: string }) => o.orderNumber === order.orderNumber);
    expect(paid.suborders[0].items).toHaveLength(1);
    expect(new Set(all.body.data.map((o: { orderIndex: number }) => o.orderIndex)).size).toBe(33_001);
    expect((await shop.get('/api/orders', token)).body.data).toHaveLength(33_001);
    expect(shop.errors).toEqual([]);
  });

  it('sets a tracking number, which the customer sees and is emailed; an empty one is refused', async () => {
    shop = await createCheckoutShop();
    const { token, user } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const url = `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`;

    for (const body of [{ trackingNumber: '' }, { trackingNumber: '   ' }, {}]) {
      const empty = await shop.put(url, body, admin);
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({
        message: 'Make sure to enter a tracking number',
        fields: { trackingNumber: 'Make sure to enter a tracking number' },
      });
    }
    expect(
      (
        await shop.put(
          `/api/admin/orders/${order.orderNumber}/suborders/3/tracking`,
          { trackingNumber: '1Z999' },
          admin,
        )
      ).status,
    ).toBe(404);
    await shop.runJobs();
    const sentBefore = shop.mailer.sent.length;

    const set = await shop.put(url, { trackingNumber: ' 1Z999AA10123456784 ' }, admin);
    expect(set.status).toBe(200);
    expect(set.body.data.suborders[0].trackingNumber).toBe('1Z999AA10123456784');
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.suborders[0].trackingNumber).toBe(
      '1Z999AA10123456784',
    );

    // The email is a job written with the number; a serving process's runner sends it.
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(sentBefore + 1);
    const mail = shop.mailer.last()!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`Your Brixilated order ${order.orderNumber} has shipped`);
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.html).toContain('1Z999AA10123456784');
  });

  it('saves the number at once with the mail server down; the email goes out once when it is back, and again only for a new number', async () => {
    const delivered: MailMessage[] = [];
    let mailServerUp = true;
    const mailer = {
      async send(message: MailMessage) {
        if (!mailServerUp) throw new Error('smtp down');
        delivered.push(message);
      },
    };
    shop = await createCheckoutShop({ mailer });
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    await shop.runJobs();
    const admin = await shop.loginAdmin();
    const url = `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`;
    const shipped = () =>
      delivered.filter((m) => m.subject === `Your Brixilated order ${order.orderNumber} has shipped`);

    mailServerUp = false;
    const saved = await shop.put(url, { trackingNumber: '1Z999AA10123456784' }, admin);
    expect(saved.status).toBe(200);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.suborders[0].trackingNumber).toBe(
      '1Z999AA10123456784',
    );
    expect(await shop.runJobs()).toBe(1);
    expect(shipped()).toHaveLength(0);
    expect(String(shop.errors.at(-1))).toMatch(/smtp down/);
    // Saving the same number again while the email waits for its retry writes no second email.
    expect((await shop.put(url, { trackingNumber: '1Z999AA10123456784' }, admin)).status).toBe(200);

    mailServerUp = true;
    shop.clock.advance(RETRY_CAP_MS * 1.25);
    expect(await shop.runJobs()).toBe(1);
    expect(shipped()).toHaveLength(1);
    expect(shipped()[0].text).toContain('Tracking number: 1Z999AA10123456784');
    expect((await shop.put(url, { trackingNumber: '1Z999AA10123456784' }, admin)).status).toBe(200);
    expect(await shop.runJobs()).toBe(0);
    expect(shipped()).toHaveLength(1);

    // A corrected number is news: it is sent.
    expect((await shop.put(url, { trackingNumber: '1Z999AA10123456785' }, admin)).status).toBe(200);
    expect(await shop.runJobs()).toBe(1);
    expect(shipped().map((m) => /Tracking number: (\w+)/.exec(m.text)?.[1])).toEqual([
      '1Z999AA10123456784',
      '1Z999AA10123456785',
    ]);
  });

  it('reads the outbox the mailer writes: the confirmation and the tracking email', async () => {
    const outboxRoot = await mkdtemp(path.join(tmpdir(), 'brix-outbox-'));
    try {
      shop = await createCheckoutShop({
        config: { dataDir: outboxRoot },
        mailer: outboxMailer(path.join(outboxRoot, 'outbox')),
      });
      const { token, user } = await shop.customerWithCart();
      const { order } = await shop.pay(token);
      const admin = await shop.loginAdmin();
      await shop.put(
        `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`,
        { trackingNumber: '9400111899223817' },
        admin,
      );
      await shop.runJobs();

      const outbox = await shop.get('/api/admin/outbox', admin);
      expect(outbox.status).toBe(200);
      const subjects = outbox.body.data.map((m: { subject: string }) => m.subject);
      expect(subjects).toContain(`Your Brixilated order ${order.orderNumber}`);
      expect(subjects).toContain(`Your Brixilated order ${order.orderNumber} has shipped`);
      const confirmation = outbox.body.data.find(
        (m: { subject: string }) => m.subject === `Your Brixilated order ${order.orderNumber}`,
      );
      expect(confirmation).toMatchObject({ to: user.email, id: expect.any(String), date: expect.any(String) });
      expect(confirmation.text).toContain(order.orderNumber);
    } finally {
      await rm(outboxRoot, { recursive: true, force: true });
    }
  });
});
