// The Content-Security-Policy lets every screen work (the editor's worker and WebAssembly included), and the
// checkout address form shows a ZIP that belongs to another state on the ZIP field, from the check or the server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { customerPage, fieldError, fill, newCustomer, smallSquare } from './support/accounts';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser({ photo: true });

/** Every CSP violation the page reports, and any page error. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}

describe('Content-Security-Policy', () => {
  it('blocks nothing the shop needs: public pages, the wizard with its worker and WebAssembly, the cart and checkout', async () => {
    const c = newCustomer('csp');
    const { context, page } = await customerPage(e2e, c);
    try {
      const problems = await watch(page);
      const res = await page.goto(`${e2e.shop.url}/`);
      expect(res?.headers()['content-security-policy']).toContain('https://js.stripe.com');
      for (const path of ['/', '/gallery', '/pricing', '/how-to-brix', '/contact', '/account']) {
        await page.goto(`${e2e.shop.url}${path}`, { waitUntil: 'load' });
        await page.locator('main h1, main h2').first().waitFor();
      }
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.makeBrix('Square', 'Small', photo('cat.jpg'));
      expect(
        (await context.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) })).status(),
      ).toBe(200);
      await page.goto(`${e2e.shop.url}/cart`, { waitUntil: 'load' });
      await page.locator('main h1, main h2').first().waitFor();
      await page.goto(`${e2e.shop.url}/checkout`);
      await page.getByLabel('Street Address', { exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('checkout address', () => {
  async function addressForm() {
    const c = newCustomer('zip');
    const { context, page } = await customerPage(e2e, c);
    expect(
      (await context.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) })).status(),
    ).toBe(200);
    await page.goto(`${e2e.shop.url}/checkout`);
    await fill(page, 'Street Address', '233 S Wacker Dr');
    await fill(page, 'City', 'Chicago');
    await page.getByLabel('State', { exact: true }).selectOption('Wisconsin');
    await fill(page, 'Zip', '60601');
    return { context, page };
  }

  it('shows a ZIP from another state on the ZIP field and does not go on', async () => {
    const { context, page } = await addressForm();
    try {
      await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
      expect(await fieldError(page, 'Zip', /Illinois/)).toBe(
        'ZIP code 60601 is in Illinois, not Wisconsin. Please check the ZIP code and state.',
      );
      expect(await page.getByText('Priority Express', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows the server's refusal on the ZIP field when the field check let it through", async () => {
    const { context, page } = await addressForm();
    try {
      // As if the check call were skipped or out of date: the save itself is refused by the server.
      await page.route('**/api/validate/zip', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ problem: false, message: '' }),
        }),
      );
      await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
      expect(await fieldError(page, 'Zip', /Illinois/)).toBe(
        'ZIP code 60601 is in Illinois, not Wisconsin. Please check the ZIP code and state.',
      );
    } finally {
      await context.close();
    }
  });
});
