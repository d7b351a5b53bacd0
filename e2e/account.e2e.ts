// The account: empty order history, Edit My Account (errors, the old-password rule, the update alert,
// a password change), Reorder, and the menu as a dropdown on a phone.
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { customerPage, fieldError, fill, newCustomer, placeOrderByApi, smallSquare } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

describe('account', () => {
  it('starts on an empty Order History with its links', async () => {
    const { context, page } = await customerPage(e2e, newCustomer('empty'));
    await page.goto(`${e2e.shop.url}/account`);
    await page.getByText("Looks like you don't have any orders yet!").waitFor();
    expect(await page.getByRole('link', { name: "Let's Change That" }).getAttribute('href')).toBe('/order');
    for (const entry of ['View My Order History', 'Reorder', 'Edit My Account']) {
      expect(
        await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: entry }).isVisible(),
      ).toBe(true);
    }
    await snap(page, 'account-empty');
    await page.getByRole('link', { name: 'Need a little help?' }).click();
    await page.waitForURL(`${e2e.shop.url}/contact`);
    // The contact form starts with the customer's own name and email, which is accepted as it is.
    expect(await page.getByLabel('First Name', { exact: true }).inputValue()).toBe('Ada');
    await page.getByLabel('Subject', { exact: true }).fill('My order');
    await page.getByLabel('Message', { exact: true }).fill('When will it ship?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thanks, Ada!' }).waitFor();
    await context.close();
  });

  it('edits the account: errors beside fields, the old-password rule, the update alert, a new password', async () => {
    const c = newCustomer('edit');
    const { context, page } = await customerPage(e2e, c);
    await page.goto(`${e2e.shop.url}/account`);
    await page.getByRole('button', { name: 'Edit My Account' }).click();
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe(c.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('(312) 555-0123');

    await fill(page, 'New Password', 'Another-pass-2!');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await fieldError(page, 'Current Password')).toBe(
      'You have to enter your old password if you want to change to a new password',
    );

    await fill(page, 'Current Password', 'Not-my-pass-1!');
    await fill(page, 'Confirm New Password', 'Another-pass-2!');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await fieldError(page, 'Current Password', /current password/i)).toMatch(/current password/i);

    await fill(page, 'Current Password', '');
    await fill(page, 'New Password', '');
    await fill(page, 'Confirm New Password', '');
    await fill(page, 'First Name', 'Augusta');
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('');
    await phone.pressSequentially('7735550100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Updating account! If no red errors are shown, the account updated successfully.').waitFor();
    await page.getByRole('heading', { name: 'Hi, Augusta!' }).waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await snap(page, 'account-edit-saved');

    const saved = (await (await context.request.get(`${e2e.shop.url}/api/user/${encodeURIComponent(c.email)}`)).json())
      .data;
    expect(saved.firstName).toBe('Augusta');
    expect(String(saved.phone)).toBe('7735550100');

    await fill(page, 'Current Password', c.password);
    await fill(page, 'New Password', 'Another-pass-2!');
    await fill(page, 'Confirm New Password', 'Another-pass-2!');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Two argon2 hashes (check the old password, hash the new one) may take a while on a busy machine.
    await expect
      .poll(() => page.getByLabel('Current Password', { exact: true }).inputValue(), { timeout: 20_000 })
      .toBe('');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    const relogin = await e2e.browser.newContext();
    const res = await relogin.request.post(`${e2e.shop.url}/api/user/login`, {
      data: { email: c.email, password: 'Another-pass-2!' },
    });
    expect(res.status()).toBe(200);
    await relogin.close();
    await context.close();
  });

  it('reorders past items with an integer quantity above 0', async () => {
    const { context, page } = await customerPage(e2e, newCustomer('reorder'));
    const orderNumber = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo, 3)]);
    await page.goto(`${e2e.shop.url}/account`);
    await page.getByRole('button', { name: orderNumber }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Another Order' }).getAttribute('href')).toBe('/order');
    await snap(page, 'account-history');

    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: 'Reorder' }).click();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    expect(await add.isDisabled()).toBe(true);
    const quantity = page.getByLabel(/Quantity of Small Square/);
    await quantity.fill('1.5');
    expect(await add.isDisabled()).toBe(true);
    await quantity.fill('2');
    await page.getByText('$299.98').waitFor();
    await snap(page, 'account-reorder');
    await add.click();
    await page.waitForURL(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    expect(await page.getByTestId('cart-total').innerText()).toBe('$299.98');
    await context.close();
  });

  it('shows the menu as a dropdown on a phone', async () => {
    const { context, page } = await customerPage(e2e, newCustomer('phone'), { viewport: { width: 375, height: 900 } });
    await page.goto(`${e2e.shop.url}/account`);
    const menu = page.getByLabel('Account menu');
    await menu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Account pages' }).isVisible()).toBe(false);
    await menu.selectOption({ label: 'Edit My Account' });
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await snap(page, 'account-phone-menu');
    await context.close();
  });
});
