// A purchase from the cart to the success panel with the test card, a declined card that places no order,
// the order in Order History, and the admin entering a tracking number that mails the customer.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { snap } from './support/browser';
import {
  adminPage,
  customerPage,
  fieldError,
  fill,
  newCustomer,
  seriousA11yViolations,
  smallSquare,
  waitForMail,
} from './support/accounts';
import { CHICAGO, fillAddress, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

async function summary(page: Page) {
  const read = async (name: string) => {
    const el = page.getByTestId(`summary-${name}`);
    return (await el.count()) ? money(await el.innerText()) : 0;
  };
  return {
    subtotal: await read('subtotal'),
    shipping: await read('shipping'),
    tax: await read('tax'),
    discount: await read('discount'),
    total: await read('total'),
  };
}

describe('purchase', () => {
  let customerContext: BrowserContext;
  let page: Page;
  let orderNumber = '';
  const customer = newCustomer('buyer');

  it('walks the three checkout steps with their header rules', async () => {
    ({ context: customerContext, page } = await customerPage(e2e, customer));
    const added = await customerContext.request.post(`${e2e.shop.url}/api/cart/items`, {
      data: smallSquare(e2e.photo),
    });
    expect(added.status()).toBe(200);
    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`${e2e.shop.url}/checkout`);

    // Step 1: no saved address, so the form is open and there is no Cancel.
    await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    const state = page.getByLabel('State', { exact: true });
    const options = await state.locator('option').allInnerTexts();
    expect(options[0]).toBe('Select');
    expect(options).toHaveLength(51);
    expect(options).toContain('Illinois');
    // Steps 2 and 3 cannot be opened before step 2 is reached.
    expect(await page.getByRole('button', { name: 'Step 2: Shipping Details' }).isDisabled()).toBe(true);

    await fill(page, 'Name', '');
    await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
    expect(await fieldError(page, 'Name')).not.toBe('');
    expect(await fieldError(page, 'Street Address')).not.toBe('');
    expect(await fieldError(page, 'City')).not.toBe('');
    expect(await fieldError(page, 'State')).not.toBe('');
    expect(await fieldError(page, 'Zip')).not.toBe('');
    await snap(page, 'checkout-address-errors');

    await fillAddress(page, CHICAGO);
    await page.getByRole('button', { name: 'Go to Shipping Details' }).click();

    // Step 2: the shipping options from the API.
    await page.getByRole('button', { name: 'Go to Payment' }).waitFor();
    for (const name of ['Ground Shipping', 'Priority Shipping', 'Priority Express']) {
      await page.getByText(name, { exact: true }).waitFor();
    }
    await snap(page, 'checkout-shipping');

    // Header rules: step 1 opens by its header (the saved address, with Edit address), clicking the open
    // header collapses it, and step 3 can be opened once step 2 was reached.
    await page.getByRole('button', { name: 'Step 1: Shipping Address' }).click();
    await page.getByTestId('saved-address').waitFor();
    expect(await page.getByTestId('saved-address').innerText()).toContain('233 S Wacker Dr');
    await page.getByRole('button', { name: 'Edit address' }).click();
    expect(await page.getByLabel('Street Address', { exact: true }).inputValue()).toBe('233 S Wacker Dr');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit address' }).waitFor();
    await page.getByRole('button', { name: 'Step 1: Shipping Address' }).click();
    expect(await page.getByRole('button', { name: 'Step 1: Shipping Address' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await page.getByRole('button', { name: 'Go to Shipping Details' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Step 3: Payment Method' }).click();
    await page.getByText('Choose a shipping option in Shipping Details first.').waitFor();
    await page.getByRole('button', { name: 'Step 2: Shipping Details' }).click();

    await page.getByText('Ground Shipping', { exact: true }).click();
    await page.getByLabel('This order is a gift').check();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByText('Test mode - no real charge').waitFor();
  });

  it('applies a coupon and keeps the summary total = subtotal + shipping + tax - discount', async () => {
    await page.getByTestId('summary-total').waitFor();
    const before = await summary(page);
    expect(before.subtotal).toBe(14999);
    // Ground to ZIP 606xx: $7.99 + $0.50 x 4 plates; Illinois tax 6.25%.
    expect(before.shipping).toBe(999);
    expect(before.tax).toBe(937);
    expect(await page.getByTestId('summary-discount').count()).toBe(0);
    expect(before.total).toBe(before.subtotal + before.shipping + before.tax);
    expect(await page.getByText('Only one coupon code per order is allowed').isVisible()).toBe(true);

    await fill(page, 'Coupon Code', 'NOPE-NOT-REAL');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await fieldError(page, 'Coupon Code')).not.toBe('');

    await fill(page, 'Coupon Code', 'welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('10% off').waitFor();
    await page.getByTestId('summary-discount').waitFor();
    const after = await summary(page);
    expect(after.discount).toBe(-1500);
    expect(after.tax).toBe(844);
    expect(after.total).toBe(after.subtotal + after.shipping + after.tax + after.discount);
    expect(await page.getByRole('button', { name: /^Pay \$/ }).isDisabled()).toBe(true);
    await snap(page, 'checkout-payment');

    // Collapsing and reopening the step keeps the coupon and the same payment.
    const header = page.getByRole('button', { name: 'Step 3: Payment Method' });
    await header.click();
    expect(await page.getByText('10% off').isVisible()).toBe(false);
    await header.click();
    expect(await page.getByText('10% off').isVisible()).toBe(true);
    expect((await summary(page)).total).toBe(after.total);
  });

  it('shows "Payment failed: ..." for a declined card and places no order', async () => {
    await payWith(page, '4000 0000 0000 0002');
    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed: ' });
    await alert.waitFor();
    await snap(page, 'checkout-declined');
    const orders = await customerContext.request.get(`${e2e.shop.url}/api/orders`);
    expect((await orders.json()).data).toHaveLength(0);
    expect(await page.getByLabel('Card Number', { exact: true }).inputValue()).toBe('4000 0000 0000 0002');
  });

  it('pays with 4242 4242 4242 4242 and shows the success panel', async () => {
    await payWith(page, '4242424242424242');
    orderNumber = await placedOrderNumber(page);
    expect(await page.getByRole('button', { name: /^Pay \$/ }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('cart-count').first().innerText()).toBe('0');
    // The success panel replaces the form: no card digits, no coupon control left on screen.
    expect(await page.getByLabel('Card Number', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/4242/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove coupon' }).count()).toBe(0);
    // The items with their pictures, the address, the shipping method with its estimate, the totals paid.
    await page.getByTestId('placed-address').waitFor();
    expect(await page.getByTestId('placed-address').innerText()).toContain('Chicago, Illinois 60606');
    // The estimate as dates (it was "arrives in 5-7 business days after it ships").
    expect(await page.getByTestId('placed-shipping').innerText()).toMatch(
      /^Ground Shipping: Arrives [A-Z][a-z]{2} \d{1,2}-([A-Z][a-z]{2} )?\d{1,2}$/,
    );
    const picture = page.getByRole('img', { name: 'Mosaic of the Small Square 1:1 Brix' });
    expect(await picture.getAttribute('src')).toMatch(/^\/images\//);
    const paid = (await (await customerContext.request.get(`${e2e.shop.url}/api/orders/${orderNumber}`)).json()) as {
      data: { totalCents: number };
    };
    expect(money(await page.getByTestId('summary-total').innerText())).toBe(paid.data.totalCents);
    expect(await page.getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe(
      `/account/orders/${orderNumber}`,
    );
    expect(await page.getByRole('link', { name: 'Keep Shopping' }).getAttribute('href')).toBe('/order');
    await snap(page, 'checkout-success');
    expect(await seriousA11yViolations(page), 'success panel').toEqual([]);
    await waitForMail(e2e.shop, customer.email, new RegExp(`order ${orderNumber}`));
  });

  it('lists the order in Order History with its status and total, and opens its page', async () => {
    await page.goto(`${e2e.shop.url}/account`);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      '',
      expect.any(String),
      orderNumber,
      'Placed',
      expect.stringMatching(/^\$\d+\.\d{2}$/),
    ]);
    await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Placed');
    expect(await page.getByTestId('tracking').innerText()).toContain('Not shipped yet');
    await page.getByRole('columnheader', { name: 'Brix Size' }).waitFor();
    await snap(page, 'account-order-details');
    await page.getByRole('button', { name: 'Go back to Order History' }).click();
    await page.getByRole('link', { name: 'Start Another Order' }).waitFor();
  });

  it('lets the admin enter a tracking number, which mails the customer, and mark the order complete', async () => {
    const { context: adminContext, page: admin } = await adminPage(e2e);
    const row = admin.locator(`tr[data-order="${orderNumber}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(`${customer.firstName} ${customer.lastName}`);
    await snap(admin, 'admin-orders');

    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Make sure to enter a tracking number').waitFor();
    await row.getByLabel(/Tracking number for order/).fill('1Z999AA10123456784');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('1Z999AA10123456784').waitFor();
    const mail = await waitForMail(e2e.shop, customer.email, /has shipped/);
    expect(mail.text).toContain('1Z999AA10123456784');

    await row.getByLabel(`Order ${orderNumber} completed`).check();
    await row.waitFor({ state: 'detached' });
    await admin.getByText('complete', { exact: true }).click();
    await admin.locator(`tr[data-order="${orderNumber}"]`).waitFor();
    expect(await admin.getByLabel(`Order ${orderNumber} completed`).isChecked()).toBe(true);
    await snap(admin, 'admin-orders-complete');

    // Tablet width keeps only the date, order number, customer and completed columns.
    await admin.setViewportSize({ width: 800, height: 900 });
    await expect
      .poll(() => admin.locator('th:visible').allInnerTexts())
      .toEqual(['Order Date', 'Order #', 'Customer', 'Completed']);
    await snap(admin, 'admin-orders-tablet');

    // The customer now sees the tracking number, with UPS's tracking page.
    await page.goto(`${e2e.shop.url}/account`);
    await page.getByRole('button', { name: orderNumber }).click();
    await page.getByText(/1Z999AA10123456784/).waitFor();
    expect(await page.getByRole('link', { name: 'Track with UPS' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Completed');
    await adminContext.close();
    await customerContext.close();
  });
});
