// The admin's order list to work from: the money columns (Price the subtotal, Total what was charged) at 1440 x
// 900, no sideways scrolling at 1024 x 768, a status with the date of each change, the shipping option, search,
// and tracking numbers: one saved takes that order's bricks off the Parts list at once and shows in the open
// detail, a corrected one emails once, a cancelled order offers none.
import { formatCents, type AdminOrder, type PickList } from '@brixilated/shop';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import {
  adminPage,
  customerPage,
  newCustomer,
  placeOrderByApi,
  readOutbox,
  seriousA11yViolations,
  smallSquare,
} from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(`${e2e.shop.url}/api${path}`);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** How far the order list and the page scroll sideways (0 and 0: they fit). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.table-wrap') as HTMLElement;
    return [wrap.scrollWidth - wrap.clientWidth, document.documentElement.scrollWidth - window.innerWidth];
  });

const bricksInAll = (list: PickList) => list.colors.reduce((n, line) => n + line.total, 0);

describe('the admin’s order list', () => {
  it('shows the money as charged, fits 1024 px, and ships, corrects and refuses tracking numbers', async () => {
    const customer = newCustomer('order-list');
    const buyer = await customerPage(e2e, customer);
    const first = await placeOrderByApi(buyer.context, e2e.shop, [smallSquare(e2e.photo, 2)]);
    const second = await placeOrderByApi(buyer.context, e2e.shop, [smallSquare(e2e.photo)]);
    const toCancel = await placeOrderByApi(buyer.context, e2e.shop, [smallSquare(e2e.photo)]);
    await buyer.context.close();

    const { context, page } = await adminPage(e2e, { viewport: { width: 1440, height: 900 }, timeout: 15_000 });
    const cancelled = await context.request.post(`${e2e.shop.url}/api/admin/orders/${toCancel}/cancel`, {
      data: { reason: 'Asked by the customer' },
    });
    expect(cancelled.status()).toBe(200);
    await page.reload();

    // 1440 x 900: Price is the subtotal, Total what was charged, as the order's own figures say.
    const row = page.locator(`tr[data-order="${first}"]`);
    await row.waitFor();
    const order = (await apiGet<AdminOrder[]>(context, '/admin/orders?filter=open')).find(
      (o) => o.orderNumber === first,
    )!;
    const money = async (label: string) => row.locator(`td[data-money="${label}"]`).innerText();
    expect(await money('Price')).toBe(formatCents(order.priceCents));
    expect(await money('Shipping Price')).toBe(formatCents(order.shippingCents));
    expect(await money('Tax')).toBe(formatCents(order.taxCents));
    expect(await money('Total')).toBe(formatCents(order.totalCents));
    expect(order.totalCents).toBe(order.priceCents + order.shippingCents + order.taxCents - order.discountCents);
    expect(await row.getByTestId('order-status').innerText()).toMatch(/^open\s+Placed \w{3} \d+, \d{4}$/i);
    expect(await row.getByTestId('shipping-option').innerText()).toBe('Ground Shipping');
    expect(await sideways(page)).toEqual([0, 0]);
    await snap(page, 'admin-orders-1440');

    // Search by number, by name, by email.
    const search = page.getByLabel('Search orders');
    await search.fill(second);
    await expect.poll(() => page.locator('tbody tr[data-order]').count()).toBe(1);
    await search.fill(customer.email.toUpperCase());
    await expect.poll(() => page.locator('tbody tr[data-order]').count()).toBe(2);
    await search.fill('nobody-like-this');
    await page.getByText('No open order matches “nobody-like-this”.').waitFor();
    await search.fill('');

    // 1024 x 768: the list does not scroll sideways, and the amounts are all there.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => sideways(page)).toEqual([0, 0]);
    expect(await row.locator('dl').innerText()).toContain(formatCents(order.totalCents));
    await snap(page, 'admin-orders-1024');
    expect(await seriousA11yViolations(page), 'admin order list at 1024 px').toEqual([]);

    // A tracking number saved in the list: the detail open beside it shows it, and the order's bricks leave
    // the Parts list at once.
    const partsBefore = bricksInAll(await apiGet<PickList>(context, '/admin/parts?filter=open'));
    const ordered = bricksInAll((await apiGet<{ total: PickList }>(context, `/admin/orders/${first}/pick-list`)).total);
    await row.getByRole('button', { name: `Details of order ${first}` }).click();
    const detail = page.getByRole('region', { name: `Order ${first} details` });
    await detail.getByText('Ground Shipping, not shipped yet').waitFor();
    await row.getByLabel(`Tracking number for order ${first}`).fill('1Z999AA10123456784');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('1Z999AA10123456784').waitFor();
    await detail.getByRole('button', { name: `Change the tracking number of order ${first}` }).waitFor();
    expect(await detail.innerText()).not.toContain('not shipped yet');
    expect(await row.getByTestId('order-status').innerText()).toMatch(
      /^shipped\s+Placed .+\s+Shipped \w{3} \d+, \d{4}$/i,
    );
    expect(bricksInAll(await apiGet<PickList>(context, '/admin/parts?filter=open'))).toBe(partsBefore - ordered);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Parts' }).click();
    const bricks = page.getByRole('row', { name: /Bricks in all/ });
    await bricks.waitFor();
    expect(Number((await bricks.innerText()).replace(/\D/g, ''))).toBe(partsBefore - ordered);
    await page.getByRole('tab', { name: 'Orders' }).click();

    // Corrected from the detail: the new number is emailed once, the old one not again.
    const shippedMails = () =>
      readOutbox(e2e.shop).filter((m) => m.to.includes(customer.email) && /has shipped/.test(m.subject));
    await expect.poll(() => shippedMails().length).toBe(1);
    await page
      .locator(`tr[data-order="${first}"]`)
      .getByRole('button', { name: `Details of order ${first}` })
      .click();
    const again = page.getByRole('region', { name: `Order ${first} details` });
    await again.getByRole('button', { name: `Change the tracking number of order ${first}` }).click();
    await again.getByLabel(`Tracking number for order ${first}`).fill('1Z999AA10123456785');
    await again.getByRole('button', { name: 'Save' }).click();
    await page.locator(`tr[data-order="${first}"]`).getByText('1Z999AA10123456785').waitFor();
    await expect.poll(() => shippedMails().length).toBe(2);
    expect(shippedMails().filter((m) => m.text.includes('1Z999AA10123456785'))).toHaveLength(1);
    await snap(page, 'admin-order-tracking-corrected');

    // A cancelled order offers no tracking number.
    await page.getByText('cancelled', { exact: true }).click();
    const gone = page.locator(`tr[data-order="${toCancel}"]`);
    await gone.waitFor();
    expect(await gone.getByTestId('order-status').innerText()).toMatch(/^cancelled\s+Placed .+\s+Cancelled /i);
    expect(await gone.getByLabel(/Tracking number for order/).count()).toBe(0);
    expect(await gone.innerText()).toContain('Cancelled, not shipped');
    await context.close();
  });
});
