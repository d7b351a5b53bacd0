// A checkout that reassures: the order's Brixes with their pictures, sizes and prices beside every step, the
// cheapest shipping option chosen to start, delivery estimates as dates, finished steps saying what was
// chosen, each amount shown once, and a declined card's message gone once a coupon makes a new payment.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arrivesText, type ShippingIndex } from '@brixilated/shop';
import { snap } from './support/browser';
import { customerPage, fill, newCustomer, seriousA11yViolations, smallSquare } from './support/accounts';
import { fillAddress, payWith } from './support/checkout';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

/** The summary beside the steps: each line's picture drawn, and its text. */
async function summaryLines(page: Page) {
  const lines = page.getByRole('complementary', { name: 'Your order' }).getByTestId('checkout-item');
  await lines.first().waitFor();
  return lines.evaluateAll((items) =>
    items.map((item) => {
      const img = item.querySelector('img');
      return {
        picture: Boolean(img && img.complete && img.naturalWidth > 0),
        text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
      };
    }),
  );
}

const SMALL_SQUARE_LINE = { picture: true, text: 'Small Square 1:1 · 20 x 20 inQuantity: 1$149.99' };

/** "Arrives ..." as the shop's rule gives it for an order today (the page and the test count the same day). */
const arrives = (index: ShippingIndex) => arrivesText(new Date(), index);

describe('checkout summary', () => {
  it('shows the Brixes beside every step, starts with Ground chosen, gives dates and says what each step chose', async () => {
    const { context, page } = await customerPage(e2e, newCustomer('checkout-summary'));
    const added = await context.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) });
    expect(added.status()).toBe(200);
    await page.goto(`${e2e.shop.url}/checkout`);

    // Step 1: the summary with the picture is there before any address.
    await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
    await expect.poll(() => summaryLines(page)).toEqual([SMALL_SQUARE_LINE]);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Go to Shipping Details' }).click();

    // Step 2: Ground is chosen to start; every option says when it arrives, as dates.
    const ground = page.getByRole('radio', { name: /Ground Shipping/ });
    await expect.poll(() => ground.isChecked()).toBe(true);
    const options = page.getByRole('group', { name: 'Shipping option' });
    for (const index of [0, 1, 2] as const) expect(await options.innerText()).toContain(arrives(index));
    expect(arrives(0)).toMatch(/^Arrives [A-Z][a-z]{2} \d{1,2}-([A-Z][a-z]{2} )?\d{1,2}$/);
    expect(await summaryLines(page)).toEqual([SMALL_SQUARE_LINE]);
    await snap(page, 'checkout-summary-shipping');

    // The first press of Go to Payment goes on, with Ground.
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByText('Test mode - no real charge').waitFor();
    expect(await page.getByText('Choose a shipping option').count()).toBe(0);

    // The finished steps say what was chosen; the summary stays, with the shipping and its dates.
    expect(await page.getByTestId('step-1-choice').innerText()).toBe(
      'Ada Lovelace, 233 S Wacker Dr, Chicago, Illinois 60606',
    );
    expect(await page.getByTestId('step-2-choice').innerText()).toMatch(
      new RegExp(`^Ground Shipping · \\$\\d+\\.\\d\\d · ${arrives(0)}$`),
    );
    expect(await summaryLines(page)).toEqual([SMALL_SQUARE_LINE]);
    expect(await page.getByTestId('checkout-arrives').innerText()).toBe(`Ground Shipping: ${arrives(0)}`);
    // Each amount once, in the summary beside the steps: the priced total there is the one the Pay button says.
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await summary.getByTestId('summary-total').waitFor();
    for (const label of ['Subtotal', 'Shipping', 'Tax', 'Total'])
      expect(await page.getByText(label, { exact: true }).count(), label).toBe(1);
    expect(await summary.getByTestId('summary-subtotal').innerText()).toBe('$149.99');
    const total = await summary.getByTestId('summary-total').innerText();
    expect(await page.getByRole('button', { name: `Pay ${total}` }).count()).toBe(1);
    await snap(page, 'checkout-summary-payment');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A declined card's message goes once a coupon makes a new payment.
    await payWith(page, '4000 0000 0000 0002');
    const declined = page.getByText(/^Payment failed:/);
    await declined.waitFor();
    await fill(page, 'Coupon Code', 'welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('10% off').waitFor();
    await declined.waitFor({ state: 'detached' });
    await context.close();
  });
});
