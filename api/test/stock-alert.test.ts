// A count that takes a colour out of new designs: the answer's report says so at once, the admins get one
// email (a job written with the count), and the colour leaves the shop's colours for new designs. A colour
// switched off by hand, or a count that leaves it out already, emails nothing more.
import { DEFAULT_STOCK_THRESHOLD, STOCK_PAGE } from '@brixilated/shop';
import { describe, expect } from 'vitest';
import { it, type CheckoutShop } from './support/checkout-shop.ts';
import { TEST_ADMIN } from './support/app.ts';

const alerts = (shop: CheckoutShop) => shop.mailer.sent.filter((m) => m.subject.startsWith('Brixilated stock:'));

const inNewDesigns = async (shop: CheckoutShop, code: number) =>
  (await shop.get('/api/inventory/colours')).body.data.find((c: { code: number }) => c.code === code).available;

describe('stock alerts', () => {
  it('emails the admins once when a count takes a colour out, and says so in the answer', async ({ shop }) => {
    const admin = await shop.loginAdmin();
    expect(await inNewDesigns(shop, 1)).toBe(true);
    const counted = await shop.put('/api/admin/stock/1', { onHand: 100 }, admin);
    expect(counted.status).toBe(200);
    expect(counted.body.data.colors[0]).toMatchObject({ code: 1, onHand: 100, effectiveAvailable: false });
    expect(counted.body.data.threshold).toBe(DEFAULT_STOCK_THRESHOLD);
    expect(await inNewDesigns(shop, 1)).toBe(false);

    // Counted again while out: no second email.
    expect((await shop.put('/api/admin/stock/1', { onHand: 90 }, admin)).status).toBe(200);
    await shop.runJobs();
    const [mail, ...more] = alerts(shop);
    expect(more).toEqual([]);
    expect(mail.to).toBe(TEST_ADMIN.email);
    expect(mail.subject).toBe('Brixilated stock: Black (1) is out of new designs');
    expect(mail.text).toContain(
      `Black (1) has 90 pieces free, below the threshold of ${DEFAULT_STOCK_THRESHOLD.toLocaleString('en-US')} pieces.`,
    );
    expect(mail.text).toContain(`${STOCK_PAGE}`);

    // Back in, then out again later: a new email.
    shop.clock.advance(60_000);
    expect((await shop.put('/api/admin/stock/1', { received: DEFAULT_STOCK_THRESHOLD }, admin)).status).toBe(200);
    expect(await inNewDesigns(shop, 1)).toBe(true);
    expect((await shop.put('/api/admin/stock', { codes: [1, 2], onHand: 5 }, admin)).status).toBe(200);
    await shop.runJobs();
    expect(alerts(shop).map((m) => m.subject)).toEqual([
      'Brixilated stock: Black (1) is out of new designs',
      'Brixilated stock: Black (1) is out of new designs',
      'Brixilated stock: White (2) is out of new designs',
    ]);
  });

  it('emails nothing for a colour switched off, or one counted back in before the email went', async ({ shop }) => {
    const admin = await shop.loginAdmin();
    expect((await shop.put('/api/admin/stock/3', { available: false }, admin)).status).toBe(200);
    expect(await inNewDesigns(shop, 3)).toBe(false);
    expect((await shop.put('/api/admin/stock/4', { onHand: 10 }, admin)).status).toBe(200);
    expect((await shop.put('/api/admin/stock/4', { onHand: DEFAULT_STOCK_THRESHOLD }, admin)).status).toBe(200);
    await shop.runJobs();
    expect(alerts(shop)).toEqual([]);
    expect(await inNewDesigns(shop, 4)).toBe(true);
  });
});
