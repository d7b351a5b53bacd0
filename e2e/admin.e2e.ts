// Administration: who may enter, the coupons tab (filters, inline create with its hints and errors,
// activation), the outbox, and the phone layout (only Orders). The tablet columns are checked in purchase.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { ADMIN_EMAIL } from './support/server';
import { adminPage, fieldError, newCustomer, signUpByApi } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser();

const couponRow = (page: Page, code: string) => page.locator(`tr[data-coupon="${code}"]`);

describe('admin', () => {
  it('keeps visitors and customers out', async () => {
    const visitor = await e2e.browser.newPage();
    await visitor.goto(`${e2e.shop.url}/admin`);
    await visitor.waitForURL(`${e2e.shop.url}/login`);
    await visitor.context().close();

    const context = await e2e.browser.newContext();
    await signUpByApi(context, e2e.shop, newCustomer('not-admin'));
    const customer = await context.newPage();
    await customer.goto(`${e2e.shop.url}/admin`);
    await customer.waitForURL(`${e2e.shop.url}/`);
    await context.close();
  });

  it('filters coupons, creates one inline with its hints and errors, and toggles it', async () => {
    const { page } = await adminPage(e2e, { timeout: 15_000 });
    // The orders list loads after the tabs appear: wait for its answer rather than reading it at once.
    await page.getByText('No open orders.').waitFor();
    // The tabs work by keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Orders' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Parts', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Coupons' }).click();
    // Demo coupons: WELCOME10 (10% off) and TAKE20 ($20 off) are active, SPRING5 is not.
    await couponRow(page, 'WELCOME10').waitFor();
    expect(await couponRow(page, 'WELCOME10').innerText()).toContain('10% off');
    expect(await couponRow(page, 'TAKE20').innerText()).toContain('$20 off');
    expect(await couponRow(page, 'SPRING5').count()).toBe(0);
    await page.getByText('inactive', { exact: true }).click();
    await couponRow(page, 'SPRING5').waitFor();
    expect(await couponRow(page, 'WELCOME10').count()).toBe(0);
    await page.getByText('dollars', { exact: true }).click();
    await couponRow(page, 'TAKE20').waitFor();
    expect(await page.locator('tr[data-coupon]').count()).toBe(1);
    await page.getByText('all', { exact: true }).click();
    await couponRow(page, 'SPRING5').waitFor();
    expect(await page.locator('tr[data-coupon]').count()).toBe(3);

    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await page.getByText('should be unique and hard to guess').waitFor();
    await page.getByText('10 for 10% off, 20 for $20 off').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Coupon Code', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Coupon' }).click();

    await page.getByLabel('Coupon Code', { exact: true }).fill('WELCOME10');
    await page.getByLabel('Quantity', { exact: true }).fill('ten');
    await page.getByRole('button', { name: 'Save Coupon' }).click();
    expect(await fieldError(page, 'Coupon Code', /exists/i)).toMatch(/exists/i);
    expect(await fieldError(page, 'Quantity')).not.toBe('');
    await snap(page, 'admin-coupon-errors');

    const code = `SUMMER${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel('Coupon Code', { exact: true }).fill(code);
    await page.getByLabel('Type', { exact: true }).selectOption('Dollars');
    await page.getByLabel('Quantity', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Save Coupon' }).click();
    await couponRow(page, code).waitFor();
    expect(await couponRow(page, code).innerText()).toContain('$25 off');
    expect(await page.getByRole('button', { name: 'Add Coupon' }).isVisible()).toBe(true);
    await snap(page, 'admin-coupons');

    // Deactivate it: it leaves the active list and shows under inactive.
    await page.getByText('active', { exact: true }).click();
    await couponRow(page, code).waitFor();
    await page.getByLabel(`Coupon ${code} active`).click();
    await couponRow(page, code).waitFor({ state: 'detached' });
    await page.getByText('inactive', { exact: true }).click();
    await couponRow(page, code).waitFor();
    expect(await page.getByLabel(`Coupon ${code} active`).isChecked()).toBe(false);
    // A shopper (no admin session) finds an inactive code as unknown as a made-up one; the admin still sees it.
    expect((await fetch(`${e2e.shop.url}/api/coupon/${code}`)).status).toBe(404);
    expect((await page.context().request.get(`${e2e.shop.url}/api/coupon/${code}`)).status()).toBe(200);
    await page.context().close();
  });

  it('shows the outbox read-only', async () => {
    const forgot = await fetch(`${e2e.shop.url}/api/user/forgot/${encodeURIComponent(ADMIN_EMAIL)}`);
    expect(forgot.status).toBe(200);
    const { page } = await adminPage(e2e, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByText('Reset your Brixilated password').first().click();
    await page
      .getByText(/\/reset\//)
      .first()
      .waitFor();
    expect(await page.locator('textarea, input:not([type="radio"]):not([type="checkbox"])').count()).toBe(0);
    await snap(page, 'admin-outbox');
    await page.context().close();
  });

  it('shows only Orders on a phone', async () => {
    const { page: phone } = await adminPage(e2e, { viewport: { width: 375, height: 900 }, timeout: 15_000 });
    for (const tab of ['Parts', 'Stock', 'Coupons'])
      expect(await phone.getByRole('tab', { name: tab, exact: true }).isVisible()).toBe(false);
    expect(await phone.getByRole('tab', { name: 'Orders' }).isVisible()).toBe(true);
    await snap(phone, 'admin-phone');
    await phone.context().close();
  });

  it('goes back to Orders when the screen narrows while Coupons is open, and back to Coupons as it was when it widens', async () => {
    const { page } = await adminPage(e2e, { viewport: { width: 1280, height: 900 }, timeout: 15_000 });
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.getByRole('button', { name: 'Add Coupon' }).waitFor();
    await page.getByText('all', { exact: true }).click();
    await couponRow(page, 'SPRING5').waitFor();
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await page.getByLabel('Coupon Code', { exact: true }).fill('HALFTYPED');
    await page.setViewportSize({ width: 375, height: 900 });
    const orders = page.getByRole('tab', { name: 'Orders' });
    await page.waitForFunction(
      () => document.getElementById('admin-tab-orders')?.getAttribute('aria-selected') === 'true',
    );
    expect(await orders.getAttribute('tabindex')).toBe('0');
    expect(await page.getByRole('tabpanel', { name: 'Orders' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Coupon Code', { exact: true }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Back as it was: the filter, the open create row and what was typed in it.
    await page.getByLabel('Coupon Code', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Coupons' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Coupon Code', { exact: true }).inputValue()).toBe('HALFTYPED');
    expect(await couponRow(page, 'SPRING5').isVisible()).toBe(true);
    await page.context().close();
  });
});
