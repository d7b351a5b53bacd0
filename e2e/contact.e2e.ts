// The contact form: per-field errors that keep what was typed, then the success view and the mail.
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { fieldError, fill, uniqueEmail, waitForMail } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser();

describe('contact', () => {
  it('flags each field, then sends the inquiry and shows the success view', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/contact`);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      expect(await fieldError(page, label), label).not.toBe('');
    }
    await snap(page, 'contact-errors');

    const email = uniqueEmail('contact');
    await fill(page, 'First Name', 'Grace');
    await fill(page, 'Last Name', 'Hopper');
    await fill(page, 'Email', 'not-an-email');
    await fill(page, 'Subject', 'Custom size');
    await fill(page, 'Message', 'Can I order an 8 x 8 plate Brix of my dog?');
    await send.click();
    expect(await fieldError(page, 'Email', /look like an email/)).not.toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Can I order an 8 x 8 plate Brix of my dog?',
    );
    expect(await page.getByLabel('First Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    await fill(page, 'Email', email);
    await send.click();
    await page.getByRole('heading', { name: 'Thanks, Grace!' }).waitFor();
    await snap(page, 'contact-sent');

    const mail = await waitForMail(e2e.shop, 'support@brixilated.example', /Custom size/);
    expect(mail.text).toContain('8 x 8 plate Brix of my dog');
    await context.close();
  });

  it('tells the visitor when the shop cannot be reached, keeping the message', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/contact`);
    await fill(page, 'First Name', 'Grace');
    await fill(page, 'Last Name', 'Hopper');
    await fill(page, 'Email', uniqueEmail('offline'));
    await fill(page, 'Subject', 'Hello');
    await fill(page, 'Message', 'Is anyone there?');
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /could not reach/i })
      .waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Is anyone there?');
    await snap(page, 'contact-offline');
    await context.close();
  });
});
