// Checkout beyond the happy path: signing up from the guest entry, a saved address with Edit/Cancel,
// the steps by keyboard, an insufficient-funds card, a dropped connection while paying, and axe-core on
// every screen of the account, cart, checkout, contact and admin parts.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Order } from '@brixilated/shop';
import { snap } from './support/browser';
import {
  adminPage,
  customerPage,
  fill,
  newCustomer,
  putVisitorCart,
  seriousA11yViolations,
  signUpInForm,
  smallSquare,
} from './support/accounts';
import { fillAddress } from './support/checkout';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

const ADDRESS = {
  name: 'Ada Lovelace',
  streetAddress: '350 5th Ave',
  streetAddress2: 'Floor 3',
  city: 'New York',
  state: 'New York',
  zip: '10118',
};

const SPRINGFIELD = {
  name: 'Ada Lovelace',
  streetAddress: '1 Old State Capitol Plaza',
  streetAddress2: '',
  city: 'Springfield',
  state: 'Illinois',
  zip: '62701',
};

const MILWAUKEE = {
  name: 'Ada Lovelace',
  streetAddress: '700 N Art Museum Dr',
  city: 'Milwaukee',
  state: 'Wisconsin',
  zip: '53202',
};

/** A customer with one Small Square in the cart and a saved address (New York unless told). */
async function readyCustomer(address: typeof ADDRESS = ADDRESS): Promise<{ context: BrowserContext; page: Page }> {
  const c = newCustomer('checkout');
  const { context, page } = await customerPage(e2e, c);
  expect(
    (await context.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) })).status(),
  ).toBe(200);
  const res = await context.request.put(`${e2e.shop.url}/api/user/update/${encodeURIComponent(c.email)}`, {
    data: { address: [address], favAddress: 0 },
  });
  expect(res.status()).toBe(200);
  return { context, page };
}

/** From the open checkout's first step to the payment step, with Ground Shipping. */
async function goToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
  await page.getByText('Ground Shipping', { exact: true }).click();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
}

describe('checkout', () => {
  it('lets a visitor create an account from the guest entry and continue with the same cart', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const c = newCustomer('guest-signup');
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo, 2)]);
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByRole('button', { name: 'Make one here.' }).click();
    await signUpInForm(page, c);
    await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
    expect(page.url()).toBe(`${e2e.shop.url}/checkout`);
    expect(await page.getByTestId('cart-count').first().innerText()).toBe('2');
    await context.close();
  });

  it('shows a saved address with Edit address / Cancel, and works by keyboard', async () => {
    const { context, page } = await readyCustomer();
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByTestId('saved-address').waitFor();
    expect(await page.getByTestId('saved-address').innerText()).toContain('350 5th Ave, Floor 3');
    await page.getByRole('button', { name: 'Edit address' }).click();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit address' }).waitFor();
    // The link itself toggles the form too.
    const editLink = page.getByRole('button', { name: 'Edit address' });
    await editLink.click();
    expect(await editLink.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Street Address', { exact: true }).waitFor();
    await editLink.click();
    expect(await editLink.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Street Address', { exact: true }).count()).toBe(0);

    // Keyboard only from here.
    await page.getByRole('button', { name: 'Go to Shipping Details' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Priority Express', { exact: true }).waitFor();
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Priority Shipping/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Go to Payment' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Test mode - no real charge').waitFor();

    // New York: no tax; Priority to ZIP 1xxxx: ($14.99 + $1.00 x 4) x 1.3 = $24.69.
    await page.getByTestId('summary-total').waitFor();
    expect(await page.getByTestId('summary-tax').innerText()).toBe('$0.00');
    expect(await page.getByTestId('summary-shipping').innerText()).toBe('$24.69');
    expect(await page.getByTestId('summary-total').innerText()).toBe('$174.68');

    const header = page.getByRole('button', { name: 'Step 3: Payment Method' });
    await header.focus();
    await page.keyboard.press('Enter');
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('shows the placed order when the payment was already taken before a later change of shipping', async () => {
    const { context, page } = await readyCustomer();
    await page.goto(`${e2e.shop.url}/checkout`);
    const created = page.waitForResponse((res) => res.url().endsWith('/api/payment/create') && res.ok());
    await goToPayment(page);
    const { id } = (await (await created).json()) as { id: string };
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();

    // The payment completes behind the page's back (as when the provider finishes first) ...
    const paid = await context.request.post(`${e2e.shop.url}/api/payment/confirm`, {
      data: { id, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');

    // ... then the customer changes the shipping option: the update finds the payment taken, and the page
    // shows the order that was placed instead of an error or a second charge.
    await page.getByRole('button', { name: 'Step 2: Shipping Details' }).click();
    await page.getByText('Priority Shipping', { exact: true }).click();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();
    const orders = (await (await context.request.get(`${e2e.shop.url}/api/orders`)).json()) as { data: unknown[] };
    expect(orders.data).toHaveLength(1);
    await context.close();
  });

  it('re-prices the payment when the address changes after reaching Payment, and ships to the new one', async () => {
    const { context, page } = await readyCustomer(SPRINGFIELD);
    await page.goto(`${e2e.shop.url}/checkout`);
    await goToPayment(page);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.waitFor();
    // Illinois: $149.99 + Ground to 6xxxx $9.99 + 6.25% tax $9.37.
    expect(await page.getByTestId('summary-tax').innerText()).toBe('$9.37');
    expect(await pay.innerText()).toBe('Pay $169.35');

    // Back to the address, edited to Milwaukee, Wisconsin (still the account's one address, index 0).
    await page.getByRole('button', { name: 'Step 1: Shipping Address' }).click();
    await page.getByRole('button', { name: 'Edit address' }).click();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const updates: { addressIndex: number }[] = [];
    await page.route('**/api/payment/update', async (route) => {
      updates.push(route.request().postDataJSON() as { addressIndex: number });
      await held;
      await route.continue();
    });
    await fillAddress(page, MILWAUKEE);
    await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
    await page.getByText('Ground Shipping', { exact: true }).click();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await fill(page, 'Card Number', '4242424242424242');
    await fill(page, 'Expiry (MM / YY)', '12/34');
    await fill(page, 'CVC', '123');
    // While the new address is being priced, nothing can be paid at the old amount.
    const waiting = page.getByRole('button', { name: 'Updating the total...' });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    expect(updates.length).toBeGreaterThan(0);
    release();

    // Wisconsin: no tax; Ground to 5xxxx ($7.99 + $0.50 x 4) x 1.15 = $11.49.
    await pay.waitFor();
    await page.unroute('**/api/payment/update');
    expect(await page.getByTestId('summary-tax').innerText()).toBe('$0.00');
    expect(await page.getByTestId('summary-shipping').innerText()).toBe('$11.49');
    expect(await page.getByTestId('summary-total').innerText()).toBe('$161.48');
    expect(await pay.innerText()).toBe('Pay $161.48');
    await pay.click();
    await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();

    const orders = (await (await context.request.get(`${e2e.shop.url}/api/orders`)).json()) as { data: Order[] };
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0].totalCents).toBe(16148);
    expect(orders.data[0].taxCents).toBe(0);
    expect(orders.data[0].suborders[0].address).toMatchObject({ city: 'Milwaukee', state: 'Wisconsin', zip: '53202' });
    await context.close();
  });

  it('reports an insufficient-funds card and a dropped connection, keeping the card details', async () => {
    const { context, page } = await readyCustomer();
    await page.goto(`${e2e.shop.url}/checkout`);
    await goToPayment(page);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.waitFor();
    expect(await pay.isDisabled()).toBe(true);

    await fill(page, 'Card Number', '4000000000009995');
    await fill(page, 'Expiry (MM / YY)', '1234');
    await fill(page, 'CVC', '123');
    expect(await page.getByLabel('Expiry (MM / YY)', { exact: true }).inputValue()).toBe('12 / 34');
    await pay.click();
    const failed = page.getByRole('alert').filter({ hasText: 'Payment failed: ' });
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(/Payment failed: .+/);

    await page.route('**/api/payment/confirm', (route) => route.abort('internetdisconnected'));
    await fill(page, 'Card Number', '4242424242424242');
    await pay.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /could not reach/i })
      .waitFor();
    expect(await page.getByLabel('Card Number', { exact: true }).inputValue()).toBe('4242 4242 4242 4242');
    await snap(page, 'checkout-offline');
    await page.unroute('**/api/payment/confirm');
    await pay.click();
    await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  async function expectAccessible(page: Page, name: string) {
    // Let color transitions (buttons changing look) finish, so contrast is measured on the final colors.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    const violations = await seriousA11yViolations(page);
    expect(violations, name).toEqual([]);
  }

  it('finds no serious axe-core violations on the forms, cart, checkout, account and admin screens', async () => {
    const visitor = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await visitor.newPage();
    for (const [path, ready] of [
      ['/signup', 'Create your account'],
      ['/login', 'Login'],
      ['/forgot-password', 'Forgot Password?'],
      ['/reset-error', 'Looks like there was an error with your reset link!'],
      ['/contact', 'Contact Us'],
      ['/cart', 'Review your order'],
    ] as const) {
      await page.goto(`${e2e.shop.url}${path}`);
      await page.getByRole('heading', { name: ready }).waitFor();
      await expectAccessible(page, path);
    }
    await page.getByRole('link', { name: 'Start Order' }).waitFor();
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo)]);
    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    await expectAccessible(page, '/cart with an item');
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByRole('button', { name: 'Make one here.' }).waitFor();
    await expectAccessible(page, '/checkout guest entry');
    // The error state of a form.
    await page.goto(`${e2e.shop.url}/signup`);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.locator('.field-error').first().waitFor();
    await expectAccessible(page, '/signup with errors');
    await visitor.close();

    const { context, page: customer } = await readyCustomer();
    await customer.goto(`${e2e.shop.url}/checkout`);
    await customer.getByTestId('saved-address').waitFor();
    await expectAccessible(customer, '/checkout step 1');
    await goToPayment(customer);
    await customer.getByTestId('summary-total').waitFor();
    await expectAccessible(customer, '/checkout step 3');
    await customer.goto(`${e2e.shop.url}/account`);
    await customer.getByText("Looks like you don't have any orders yet!").waitFor();
    await expectAccessible(customer, '/account');
    await customer
      .getByRole('navigation', { name: 'Account pages' })
      .getByRole('button', { name: 'Edit My Account' })
      .click();
    await customer.getByRole('button', { name: 'Save Changes' }).waitFor();
    await expectAccessible(customer, '/account edit');
    await context.close();

    const { context: adminContext, page: admin } = await adminPage(e2e, { reducedMotion: 'reduce' });
    await admin.locator('tr[data-order]').first().waitFor();
    await expectAccessible(admin, '/admin orders');
    await admin.getByRole('tab', { name: 'Coupons' }).click();
    await admin.locator('tr[data-coupon]').first().waitFor();
    await admin.getByRole('button', { name: 'Add Coupon' }).click();
    await expectAccessible(admin, '/admin coupons');
    await admin.getByRole('tab', { name: 'Outbox' }).click();
    await admin.getByRole('button', { name: 'Refresh' }).waitFor();
    await expectAccessible(admin, '/admin outbox');
    await adminContext.close();
  });
});
