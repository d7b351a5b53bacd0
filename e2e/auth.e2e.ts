// Sign up, login, forgot password (the reset email read from DATA_DIR/outbox and its link followed),
// reset password and the reset error screen, each with its error and success path, in Chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { fieldError, fill, newCustomer, PASSWORD, signUpByApi, signUpInForm, waitForMail } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser();

async function freshPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('sign up', () => {
  it('shows each problem beside its field, keeps what was typed, then creates the account', async () => {
    const page = await freshPage();
    const c = newCustomer('signup');
    await page.goto(`${e2e.shop.url}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByText('at least 8 characters').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create My Account' }).click();
    expect(await fieldError(page, 'First Name')).not.toBe('');
    expect(await fieldError(page, 'Last Name')).not.toBe('');
    expect(await fieldError(page, 'Email')).not.toBe('');
    await snap(page, 'auth-signup-errors');

    // Phone: digits only, formatted from the 4th digit, 14 characters at most.
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('312');
    expect(await phone.inputValue()).toBe('312');
    await phone.pressSequentially('5x');
    expect(await phone.inputValue()).toBe('(312) 5');
    await phone.pressSequentially('55-01234567');
    expect(await phone.inputValue()).toBe('(312) 555-0123');

    await fill(page, 'First Name', c.firstName);
    await fill(page, 'Last Name', c.lastName);
    await fill(page, 'Email', c.email);
    await fill(page, 'Password', 'short');
    await fill(page, 'Confirm Password', 'different');
    await page.getByRole('button', { name: 'Create My Account' }).click();
    expect(await fieldError(page, 'Password', /8 characters/)).toMatch(/8 characters/);
    expect(await fieldError(page, 'Confirm Password', /match/i)).toMatch(/match/i);
    expect(await page.getByLabel('First Name', { exact: true }).inputValue()).toBe(c.firstName);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(c.email);

    // Show/hide toggles.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await fill(page, 'Password', c.password);
    await fill(page, 'Confirm Password', c.password);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL(`${e2e.shop.url}/account`);
    await page.getByText("Looks like you don't have any orders yet!").waitFor();
    await snap(page, 'auth-signup-done-account');

    // The same email cannot sign up twice.
    const again = await freshPage();
    await again.goto(`${e2e.shop.url}/signup`);
    await signUpInForm(again, {
      firstName: 'Bob',
      lastName: 'Builder',
      email: c.email,
      phone: '3125550199',
      password: PASSWORD,
    });
    expect(await fieldError(again, 'Email', /exists/i)).toMatch(/exists/i);
    await again.context().close();
    await page.context().close();
  });
});

describe('login', () => {
  it('refuses an unknown email and a wrong password, then logs in and out', async () => {
    const page = await freshPage();
    const c = newCustomer('login');
    await signUpByApi(await e2e.browser.newContext(), e2e.shop, c);

    await page.goto(`${e2e.shop.url}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByRole('link', { name: /forgot/i }).getAttribute('href')).toBe('/forgot-password');
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /create an account/i })
        .getAttribute('href'),
    ).toBe('/signup');

    await fill(page, 'Email', 'nobody-here@example.com');
    await fill(page, 'Password', 'whatever-1!');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    expect(await fieldError(page, 'Email')).not.toBe('');

    await fill(page, 'Email', c.email);
    await fill(page, 'Password', 'Wrong-pass-9!');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: /match/i }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(c.email);
    await snap(page, 'auth-login-error');

    await fill(page, 'Password', c.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.shop.url}/account`);
    await page.getByRole('heading', { name: `Hi, ${c.firstName}!` }).waitFor();

    // Logged-in customers are kept out of the authentication screens.
    await page.goto(`${e2e.shop.url}/login`);
    await page.waitForURL(`${e2e.shop.url}/`);

    // Logout ends the session on the server and goes to /.
    await page.goto(`${e2e.shop.url}/account`);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${e2e.shop.url}/`);
    const verify = await page.context().request.post(`${e2e.shop.url}/api/auth/verify`);
    expect((await verify.json()).user).toBeNull();
    await page.goto(`${e2e.shop.url}/account`);
    await page.waitForURL(`${e2e.shop.url}/login`);
    await page.context().close();
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; following it sets a new password and logs the customer in', async () => {
    const c = newCustomer('reset');
    await signUpByApi(await e2e.browser.newContext(), e2e.shop, c);
    const page = await freshPage();
    await page.goto(`${e2e.shop.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /sign up/i })
        .getAttribute('href'),
    ).toBe('/signup');
    expect(await page.getByRole('main').getByRole('link', { name: /login/i }).getAttribute('href')).toBe('/login');
    expect(
      await page
        .getByText(/privacy/i)
        .first()
        .isVisible(),
    ).toBe(true);

    await fill(page, 'Email', 'no-account@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect(await fieldError(page, 'Email')).not.toBe('');

    await fill(page, 'Email', c.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('You will be receiving an email with a password reset link shortly.').waitFor();
    expect(await page.getByRole('button', { name: 'Send Reset Link' }).count()).toBe(0);
    await snap(page, 'auth-forgot-sent');

    const mail = await waitForMail(e2e.shop, c.email, /reset/i);
    const link = /https?:\/\/[^\s]+\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    await page.goto(`${e2e.shop.url}/reset/${link![1]}`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();

    const newPassword = 'Brand-new-2@';
    await fill(page, 'Password', 'weakpassword');
    await fill(page, 'Confirm Password', 'weakpassword');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await fieldError(page, 'Password', /number|special/)).not.toBe('');
    await fill(page, 'Password', newPassword);
    await fill(page, 'Confirm Password', 'Brand-new-3@');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await fieldError(page, 'Confirm Password', /match/i)).toMatch(/match/i);
    await snap(page, 'auth-reset-errors');

    await fill(page, 'Confirm Password', newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${e2e.shop.url}/account`);
    await page.getByRole('heading', { name: `Hi, ${c.firstName}!` }).waitFor();

    // The link is single-use.
    const later = await freshPage();
    await later.goto(`${e2e.shop.url}/reset/${link![1]}`);
    await later.waitForURL(`${e2e.shop.url}/reset-error`);

    // The new password works, the old one does not.
    const res = await later
      .context()
      .request.post(`${e2e.shop.url}/api/user/login`, { data: { email: c.email, password: newPassword } });
    expect(res.status()).toBe(200);
    const old = await later
      .context()
      .request.post(`${e2e.shop.url}/api/user/login`, { data: { email: c.email, password: c.password } });
    expect(old.status()).toBe(401);
    await later.context().close();
    await page.context().close();
  });

  it('sends an unknown reset link to the reset error screen', async () => {
    const page = await freshPage();
    await page.goto(`${e2e.shop.url}/reset/not-a-real-token`);
    await page.waitForURL(`${e2e.shop.url}/reset-error`);
    await page.getByRole('heading', { name: 'Looks like there was an error with your reset link!' }).waitFor();
    expect(await page.getByText(/within an hour/).isVisible()).toBe(true);
    const links = page.getByRole('main').locator('a[href="/forgot-password"]');
    expect(await links.count()).toBe(2);
    await snap(page, 'auth-reset-error');
    await links.last().click();
    await page.waitForURL(`${e2e.shop.url}/forgot-password`);
    await page.context().close();
  });
});
