// Fulfilment in the admin screen: an order's pick list (whole order and each item) with its downloads, the
// parts every open order needs with a shortfall in red, and the Stock tab, where the admin counts a colour
// before an order is paid (the order then takes its bricks off) and switches a colour off and on again.
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import {
  adminPage,
  customerPage,
  newCustomer,
  placeOrderByApi,
  seriousA11yViolations,
  smallSquare,
} from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

/** The small square's grid uses colours 1 to 8 (codes), 512 studs each: 26 spares each (5 %, rounded up). */
const USED_CODES = [1, 2, 3, 4, 5, 6, 7, 8];
const STUDS = 512;
const SPARES = 26;

describe('fulfilment', () => {
  it('shows an order’s pick list, the parts for open orders with a shortfall in red, and the Stock tab, where a colour is switched off and on', async () => {
    const { context, page } = await adminPage(e2e, { timeout: 15_000 });
    // A customer puts two kits of a Small Square in the cart; before paying, the admin counts Black (1) at
    // 100 free pieces, below the threshold (out of new designs) and fewer than the order needs.
    const buyer = await customerPage(e2e, newCustomer('buyer'));
    const orderNumber = await placeOrderByApi(buyer.context, e2e.shop, [smallSquare(e2e.photo, 2)], async () => {
      await page.getByRole('tab', { name: 'Stock' }).click();
      const black = page.locator('tr[data-code="1"]');
      await black.waitFor();
      expect(await black.innerText()).toContain('not counted');
      await page.getByLabel('Select Black (1)', { exact: true }).check();
      await page.getByLabel('Pieces', { exact: true }).fill('100');
      await page.getByRole('button', { name: 'Set free stock' }).click();
      await expect.poll(async () => black.locator('td').nth(2).innerText()).toBe('100');
      expect(await black.locator('td').nth(6).innerText()).toBe('No (below the threshold)');
    });
    await buyer.context.close();

    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page.locator(`tr[data-order="${orderNumber}"]`);
    await row.waitFor();
    const toggle = row.getByRole('button', { name: `Pick list for order ${orderNumber}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const pick = page.getByRole('region', { name: `Pick list for order ${orderNumber}` });
    const total = pick.getByRole('table', { name: `Order ${orderNumber}: every item` });
    await total.waitFor();
    expect(await total.locator('tbody tr').count()).toBe(USED_CODES.length);
    for (const code of USED_CODES) {
      const cells = await total.locator(`tbody tr[data-code="${code}"] td`).allInnerTexts();
      expect(cells.slice(2).map((t) => Number(t.replaceAll(',', '')))).toEqual([
        STUDS * 2,
        SPARES * 2,
        (STUDS + SPARES) * 2,
      ]);
    }
    expect(await pick.innerText()).toContain('8 base plates 32 x 32 (2 kits of 2 x 2)');
    expect(await pick.innerText()).toContain('8 connectors');
    // Each item's own list is one click away.
    await pick.getByText('Item 1: Small Square 1:1, 2 x 2 plates, 2 kits').click();
    await pick.getByRole('table', { name: `Order ${orderNumber}, item 1` }).waitFor();
    // The downloads are the admin's: the CSV answers the same totals.
    const csvHref = await pick.getByRole('link', { name: `Order ${orderNumber}: CSV` }).getAttribute('href');
    expect(csvHref).toBe(`/api/admin/orders/${orderNumber}/parts.csv`);
    const csv = await (await context.request.get(`${e2e.shop.url}${csvHref}`)).text();
    expect(csv).toContain(`"Plate, Round 1 x 1",1,Black,4073,11,${STUDS * 2},${SPARES * 2},${(STUDS + SPARES) * 2}`);
    expect(
      await pick.getByRole('link', { name: `Order ${orderNumber}: BrickLink wanted list (XML)` }).getAttribute('href'),
    ).toBe(`/api/admin/orders/${orderNumber}/parts.xml`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'admin-pick-list');

    // Stock: placing the order took its bricks off; Black is now short.
    await page.getByRole('tab', { name: 'Stock' }).click();
    const black = page.locator('tr[data-code="1"]');
    await black.waitFor();
    const short = (STUDS + SPARES) * 2 - 100;
    expect((await black.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual(
      expect.arrayContaining([
        `-${short.toLocaleString('en-US')}`,
        (2 * (STUDS + SPARES)).toLocaleString('en-US'),
        `${short} short`,
        'No (below the threshold)',
      ]),
    );
    expect(
      await black
        .locator('td')
        .nth(4)
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(179, 38, 30)');

    // Switch Red (5) off: the shop's colours follow, and the row says why.
    const red = page.locator('tr[data-code="5"]');
    const redSwitch = page.getByLabel('Red (5) available', { exact: true });
    expect(await redSwitch.isChecked()).toBe(true);
    await redSwitch.click();
    await expect.poll(async () => red.locator('td').nth(6).innerText()).toBe('No (switched off)');
    expect(await redSwitch.isChecked()).toBe(false);
    const colours = (await (await context.request.get(`${e2e.shop.url}/api/inventory/colours`)).json()).data as {
      code: number;
      available: boolean;
    }[];
    expect(colours.filter((c) => !c.available).map((c) => c.code)).toEqual([1, 5]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'admin-stock');
    await redSwitch.click();
    await expect.poll(async () => red.locator('td').nth(6).innerText()).toBe('Yes');

    // Parts for open orders: Black is short, in red; the others are not counted, so not short.
    await page.getByRole('tab', { name: 'Parts', exact: true }).click();
    const parts = page.getByRole('table', { name: 'Parts for open orders' });
    await parts.waitFor();
    const shortCell = parts.locator('tbody tr[data-code="1"] td').nth(6);
    expect(await shortCell.innerText()).toBe(`${short} short`);
    expect(await shortCell.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    expect(await parts.locator('tbody tr[data-code="2"] td').nth(6).innerText()).toBe('-');
    await page.getByText('1 colour is short').waitFor();
    expect(
      await page.getByRole('link', { name: 'Open orders: BrickLink wanted list (XML)' }).getAttribute('href'),
    ).toBe('/api/admin/parts.xml?filter=open');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'admin-parts');
    await context.close();
  });
});
