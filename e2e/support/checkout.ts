// The purchase steps a customer takes from the cart to a paid order and its blueprints, shared by the
// purchase test (which checks each screen's rules on the way) and the production-parts test.
import { expect } from 'vitest';
import type { APIResponse, BrowserContext, Locator, Page } from 'playwright-core';
import { fill } from './accounts';

export interface ShippingAddress {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
}

export const CHICAGO: ShippingAddress = {
  name: 'Ada Lovelace',
  streetAddress: '233 S Wacker Dr',
  city: 'Chicago',
  state: 'Illinois',
  zip: '60606',
};

/** Fills the Shipping Address form (step 1 of the checkout). */
export async function fillAddress(page: Page, address: ShippingAddress = CHICAGO): Promise<void> {
  await fill(page, 'Name', address.name);
  await fill(page, 'Street Address', address.streetAddress);
  await fill(page, 'City', address.city);
  await page.getByLabel('State', { exact: true }).selectOption(address.state);
  await fill(page, 'Zip', address.zip);
}

/** From the cart page: Checkout, a new address, a shipping option, and the payment step open in test mode. */
export async function checkoutToPayment(
  page: Page,
  shopUrl: string,
  shipping = 'Ground Shipping',
  address: ShippingAddress = CHICAGO,
): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${shopUrl}/checkout`);
  await page.getByRole('button', { name: 'Go to Shipping Details' }).waitFor();
  await fillAddress(page, address);
  await page.getByRole('button', { name: 'Go to Shipping Details' }).click();
  await page.getByRole('button', { name: 'Go to Payment' }).waitFor();
  await page.getByText(shipping, { exact: true }).click();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByText('Test mode - no real charge').waitFor();
}

/** Types a test card (expiry 12/34, CVC 123) and presses Pay. */
export async function payWith(page: Page, card: string): Promise<void> {
  await fill(page, 'Card Number', card);
  await fill(page, 'Expiry (MM / YY)', '12/34');
  await fill(page, 'CVC', '123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Waits for the success panel after paying and answers the order number it names. */
export async function placedOrderNumber(page: Page): Promise<string> {
  await page.getByText('Payment succeeded!').waitFor();
  await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();
  const line = await page.getByText(/You'll receive an email confirmation for Order \d{8} shortly\./).innerText();
  return /Order (\d{8})/.exec(line)![1];
}

/**
 * Opens the order from the account's Order History (its own page, /account/orders/{orderNumber}) and waits
 * until its blueprint link is there (blueprints are made after the payment answers); answers the link.
 */
export async function openOrderWithBlueprint(page: Page, shopUrl: string, orderNumber: string): Promise<Locator> {
  await page.goto(`${shopUrl}/account`);
  await page.getByRole('button', { name: orderNumber }).click();
  await page.waitForURL(`${shopUrl}/account/orders/${orderNumber}`);
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
  const link = page.getByRole('link', { name: 'Reprint Blueprint.' });
  await expect
    .poll(
      async () => {
        if ((await link.count()) === 1) return 1;
        await page.reload();
        await page.getByRole('heading', { name: 'Order Details' }).waitFor();
        return link.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return link;
}

/** A Brix as the customer's cart and order list answer it (the fields the browser tests look at). */
export interface ItemSeen {
  blending: string;
  colorMap: string;
  colorCounts: number[];
  colorCap: unknown;
  tidy: boolean;
}

/** The customer's cart items, as GET /api/cart answers them. */
export async function cartItems(context: BrowserContext, shopUrl: string): Promise<ItemSeen[]> {
  return ((await (await context.request.get(`${shopUrl}/api/cart`)).json()) as { data: ItemSeen[] }).data;
}

/** The first item of the customer's order `orderNumber`, as GET /api/orders answers it. */
export async function orderedItem(context: BrowserContext, shopUrl: string, orderNumber: string): Promise<ItemSeen> {
  const orders = (await (await context.request.get(`${shopUrl}/api/orders`)).json()) as {
    data: { orderNumber: string; suborders: { items: ItemSeen[] }[] }[];
  };
  return orders.data.find((o) => o.orderNumber === orderNumber)!.suborders[0].items[0];
}

/** The blueprint a "Reprint Blueprint." link points at, fetched as the customer. */
export async function fetchBlueprint(context: BrowserContext, shopUrl: string, link: Locator): Promise<APIResponse> {
  return context.request.get(new URL((await link.getAttribute('href'))!, shopUrl).href);
}

/** What buying the cart gave: the order's number, its first item as the order list answers it, its blueprint. */
export interface Bought {
  orderNumber: string;
  item: ItemSeen;
  blueprint: APIResponse;
}

/**
 * Buys the customer's cart with the card that succeeds and opens the placed order's page once its blueprint is
 * there (the page stays on it); answers what was bought.
 */
export async function buyCart(page: Page, context: BrowserContext, shopUrl: string): Promise<Bought> {
  await checkoutToPayment(page, shopUrl);
  await payWith(page, '4242 4242 4242 4242');
  const orderNumber = await placedOrderNumber(page);
  const link = await openOrderWithBlueprint(page, shopUrl, orderNumber);
  const item = await orderedItem(context, shopUrl, orderNumber);
  return { orderNumber, item, blueprint: await fetchBlueprint(context, shopUrl, link) };
}
