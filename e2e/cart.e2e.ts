// The cart for visitors (localStorage `order-info`, priced by the server) and its merge into the account
// at sign-up and login, which then goes to /checkout.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import {
  fill,
  mediumSquare,
  newCustomer,
  putVisitorCart,
  signUpByApi,
  signUpInForm,
  smallSquare,
} from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

async function freshPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const total = (page: Page) => page.getByTestId('cart-total').innerText();
const headerCount = (page: Page) => page.getByTestId('cart-count').first().innerText();

describe('visitor cart', () => {
  it('lists, re-prices on integer quantities only, deletes, and shows the empty cart', async () => {
    const page = await freshPage();
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo)]);
    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page
      .getByText(/Small Square/)
      .first()
      .waitFor();
    expect(await total(page)).toBe('$149.99');
    expect(await page.getByRole('link', { name: 'Keep Shopping' }).getAttribute('href')).toBe('/order');
    expect(await page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
    await snap(page, 'cart-visitor');

    // The line's controls are read aloud with the size as the line names it, proportions and all.
    const quantity = page.getByLabel('Quantity of Small Square 1:1 Brix', { exact: true });
    expect(await page.getByRole('button', { name: 'Delete Small Square 1:1 Brix', exact: true }).count()).toBe(1);
    await quantity.fill('2');
    await page.getByText('$299.98').first().waitFor();
    expect(await total(page)).toBe('$299.98');
    expect(await headerCount(page)).toBe('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('order-info') ?? '[]'));
    expect(stored[0].quantity).toBe(2);

    // Not an integer: what was typed stays, the cart does not change.
    await quantity.fill('1.5');
    await page.waitForTimeout(300);
    expect(await total(page)).toBe('$299.98');

    // More than the most allowed keeps the most and says so; a value that is fine clears the message.
    await quantity.fill('121');
    await page.getByText('$14,849.01').first().waitFor();
    expect(await quantity.inputValue()).toBe('99');
    const most = page.getByText('The quantity can be at most 99, so it is 99.');
    await most.waitFor();
    await quantity.fill('2');
    await page.getByText('$299.98').first().waitFor();
    await most.waitFor({ state: 'detached' });

    await quantity.fill('0');
    await page.getByText("Looks like you don't have anything in your cart yet. Let's change that!").waitFor();
    expect(await page.getByRole('link', { name: 'Start Order' }).getAttribute('href')).toBe('/order');
    await snap(page, 'cart-empty');

    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo), smallSquare(e2e.photo, 3)]);
    await page.goto(`${e2e.shop.url}/cart`);
    await page
      .getByRole('button', { name: /Delete/ })
      .first()
      .waitFor();
    expect(await total(page)).toBe('$599.96');
    await page
      .getByRole('button', { name: /Delete/ })
      .first()
      .click();
    await expect.poll(() => total(page)).toBe('$449.97');
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(1);
    await page.context().close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo, 2)]);
    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'cart-phone');
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByRole('button', { name: 'Make one here.' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'checkout-guest-phone');
    await context.close();
  });

  it('sends an empty-cart visitor from /checkout to /cart', async () => {
    const page = await freshPage();
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.waitForURL(`${e2e.shop.url}/cart`);
    await page.context().close();
  });
});

describe('merging the visitor cart', () => {
  it('moves the visitor cart into a new account at sign-up and goes to /checkout', async () => {
    const page = await freshPage();
    const c = newCustomer('merge-signup');
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo, 2)]);
    await page.goto(`${e2e.shop.url}/signup`);
    await signUpInForm(page, c);
    await page.waitForURL(`${e2e.shop.url}/checkout`);
    await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('order-info'))).toBeNull();
    expect(await headerCount(page)).toBe('2');

    const cart = await page.context().request.get(`${e2e.shop.url}/api/cart`);
    const items = (await cart.json()).data as Array<{ quantity: number; priceCents: number }>;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
    await snap(page, 'cart-merged-at-signup');
    await page.context().close();
  });

  it('adds the visitor cart to the account at login (checkout guest entry) and keeps the account items', async () => {
    const c = newCustomer('merge-login');
    const setup = await e2e.browser.newContext();
    await signUpByApi(setup, e2e.shop, c);
    const added = await setup.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) });
    expect(added.status(), await added.text()).toBe(200);
    await setup.close();

    const page = await freshPage();
    await putVisitorCart(page, e2e.shop, [mediumSquare(e2e.photo, 4)]);
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByText(/faster checkout/i).waitFor();
    await snap(page, 'checkout-guest-entry');
    await fill(page, 'Email', c.email);
    await fill(page, 'Password', c.password);
    await page.getByRole('main').getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
    expect(await headerCount(page)).toBe('5');
    expect(await page.evaluate(() => localStorage.getItem('order-info'))).toBeNull();

    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    expect(await total(page)).toBe('$1,349.95');
    expect(await page.getByLabel(/Quantity of Medium Square/).inputValue()).toBe('4');
    // A customer's quantity edits go to the server.
    await page.getByLabel(/Quantity of Small Square/).fill('2');
    await page.getByText('$1,499.94').first().waitFor();
    const again = await page.context().request.get(`${e2e.shop.url}/api/cart`);
    const quantities = ((await again.json()).data as Array<{ quantity: number }>).map((i) => i.quantity).sort();
    expect(quantities).toEqual([2, 4]);
    await page.context().close();
  });

  it('offers the sign-up form from the checkout guest entry', async () => {
    const page = await freshPage();
    await putVisitorCart(page, e2e.shop, [smallSquare(e2e.photo)]);
    await page.goto(`${e2e.shop.url}/checkout`);
    await page.getByRole('button', { name: 'Make one here.' }).click();
    await page.getByRole('button', { name: 'Create My Account' }).waitFor();
    expect(await page.getByLabel('Confirm Password', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});
