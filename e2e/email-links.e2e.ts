// The links an order's email holds, followed in a browser that is not signed in: each asks for a login on the
// shop's own page and then opens what it names (the blueprint's PDF, the order), never the API's JSON.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { customerWithOrder, fill, waitForMail, type Customer } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

interface PdfAnswer {
  path: string;
  status: number;
  type: string | undefined;
  start: string;
}

/**
 * Logs in on the login page the link led to and answers the blueprint the browser then asks for: the shop's real
 * answer, read before the page gets it (headless Chromium holds a PDF download open, so the page is shown a line
 * of text in its place).
 */
async function logInForPdf(page: Page, customer: Customer): Promise<PdfAnswer> {
  await page.getByText('Log in to open your blueprint.').waitFor();
  const answer = new Promise<PdfAnswer>((resolve) => {
    void page.route('**/api/blueprints/**', async (route) => {
      const res = await route.fetch();
      const body = await res.body();
      resolve({
        path: new URL(route.request().url()).pathname,
        status: res.status(),
        type: res.headers()['content-type'],
        start: body.subarray(0, 5).toString('latin1'),
      });
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'blueprint' });
    });
  });
  await fill(page, 'Email', customer.email);
  await fill(page, 'Password', customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return answer;
}

const A_PDF = { status: 200, type: 'application/pdf', start: '%PDF-' };

describe('email links', () => {
  it("opens the confirmation email's blueprint link in a fresh browser through the login to the PDF", async () => {
    const { customer, orderNumber } = await customerWithOrder(e2e, 'email-links', e2e.photo);

    const mail = await waitForMail(e2e.shop, customer.email, new RegExp(`Your Brixilated order ${orderNumber}$`));
    const link = /Blueprint: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${e2e.shop.url}/account/orders/${orderNumber}/blueprints/[0-9a-f-]{36}$`));

    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(link);
    await page.waitForURL(`${e2e.shop.url}/login`);
    const pdf = await logInForPdf(page, customer);
    expect(pdf).toEqual({ ...A_PDF, path: `/api/blueprints/${orderNumber}/${link.split('/').pop()}.pdf` });
    await context.close();
  });

  it('sends a signed-out browser that opens the PDF address itself to the login first', async () => {
    const { customer, orderNumber } = await customerWithOrder(e2e, 'email-links-pdf', e2e.photo);
    const mail = await waitForMail(e2e.shop, customer.email, new RegExp(`Your Brixilated order ${orderNumber}$`));
    const itemId = /Blueprint: \S+\/blueprints\/(\S+)/.exec(mail.text)?.[1] ?? '';
    const address = `/api/blueprints/${orderNumber}/${itemId}.pdf`;

    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${e2e.shop.url}${address}`);
    await page.waitForURL(`${e2e.shop.url}/login`);
    expect(await page.locator('body').innerText()).not.toContain('UNAUTHENTICATED');
    const pdf = await logInForPdf(page, customer);
    expect(pdf).toEqual({ ...A_PDF, path: address });
    await context.close();
  });
});
