// What the admin's order list works from: a corrected tracking number emails the customer once per new number,
// a saved number takes that parcel's bricks off the open orders' Parts list at once, and Completed keeps the
// date it was ticked.
import { describe, expect } from 'vitest';
import { it, type CheckoutShop } from './support/checkout-shop.ts';

const shippedMails = (shop: CheckoutShop) => shop.mailer.sent.filter((m) => /has shipped/.test(m.subject));

const bricksInAll = (list: { colors: { total: number }[] }) => list.colors.reduce((n, line) => n + line.total, 0);

describe('tracking numbers', () => {
  it('emails a corrected number once, as a first one, and keeps the first shipping date', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const save = (trackingNumber: string) =>
      shop.put(`/api/admin/orders/${order.orderNumber}/suborders/0/tracking`, { trackingNumber }, admin);

    expect((await save('1Z999AA10123456784')).status).toBe(200);
    expect((await save('1Z999AA10123456784')).status).toBe(200);
    await shop.runJobs();
    expect(shippedMails(shop)).toHaveLength(1);
    const first = (await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.suborders[0];

    shop.clock.advance(60 * 60_000);
    const corrected = await save('1Z999AA10123456785');
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.suborders[0].trackingNumber).toBe('1Z999AA10123456785');
    expect((await save('1Z999AA10123456785')).status).toBe(200);
    await shop.runJobs();
    const mails = shippedMails(shop);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('1Z999AA10123456785');
    const after = (await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.suborders[0];
    expect(after.shippedAt).toBe(first.shippedAt);
  });

  it('takes a shipped parcel’s bricks off the Parts list and the stock’s needs at once', async ({ shop }) => {
    const admin = await shop.loginAdmin();
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const { token: other } = await shop.customerWithCart();
    await shop.pay(other);
    const parts = async () => bricksInAll((await shop.get('/api/admin/parts?filter=open', admin)).body.data);
    const needed = async () =>
      (await shop.get('/api/admin/stock', admin)).body.data.colors.reduce(
        (n: number, c: { neededByOpenOrders: number }) => n + c.neededByOpenOrders,
        0,
      );
    const before = await parts();
    const neededBefore = await needed();
    const ordered = bricksInAll(
      (await shop.get(`/api/admin/orders/${order.orderNumber}/pick-list`, admin)).body.data.total,
    );
    expect(ordered).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(ordered);

    const saved = await shop.put(
      `/api/admin/orders/${order.orderNumber}/suborders/0/tracking`,
      { trackingNumber: '1Z999AA10123456784' },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(await parts()).toBe(before - ordered);
    expect(await needed()).toBe(neededBefore - ordered);
  });
});

describe('completed', () => {
  it('keeps the date the admin ticked it, and forgets it when unticked', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const admin = await shop.loginAdmin();
    const tick = (completed: boolean) =>
      shop.put(`/api/admin/orders/${order.orderNumber}/completed`, { completed }, admin);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data.completedAt).toBeNull();
    const ticked = await tick(true);
    expect(ticked.body.data).toMatchObject({ status: 'completed', completedAt: shop.clock.now().toISOString() });
    shop.clock.advance(60_000);
    // Ticked again: the first date stays.
    expect((await tick(true)).body.data.completedAt).toBe(ticked.body.data.completedAt);
    expect((await tick(false)).body.data).toMatchObject({ completed: false, completedAt: null });
  });
});
