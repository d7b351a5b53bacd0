// Steps shared by the account, cart, checkout and admin end-to-end tests, written as a customer's actions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, repoRoot, type ShopServer } from './server';
import { PALETTE_SIZE, platesToStuds, type OutboxEntry } from '@brixilated/shop';
import { orderByApi } from './orderByApi';
import type { ShopAndBrowser } from './setup';

export const PASSWORD = 'Brix-test-1!';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function newCustomer(tag: string): Customer {
  return { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(tag), phone: '3125550123', password: PASSWORD };
}

/** The customer's account made through the API in this browser context (the context gets the cookie). */
export async function signUpByApi(context: BrowserContext, shop: ShopServer, c: Customer): Promise<void> {
  const res = await context.request.post(`${shop.url}/api/user/create`, {
    data: { ...c, confirmation: c.password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function logInByApi(
  context: BrowserContext,
  shop: ShopServer,
  email: string,
  password: string,
): Promise<void> {
  const res = await context.request.post(`${shop.url}/api/user/login`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new browser context (1280 x 900 unless told) signed in as customer `c`, made through the API, and a page in it. */
export async function customerPage(
  { shop, browser }: ShopAndBrowser,
  c: Customer,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await signUpByApi(context, shop, c);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A new browser context (1340 x 900 unless told) logged in as the admin, with a page open on /admin. */
export async function adminPage(
  { shop, browser }: ShopAndBrowser,
  { timeout, ...options }: BrowserContextOptions & { timeout?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1340, height: 900 }, ...options });
  await logInByApi(context, shop, ADMIN_EMAIL, ADMIN_PASSWORD);
  const page = await context.newPage();
  if (timeout) page.setDefaultTimeout(timeout);
  await page.goto(`${shop.url}/admin`);
  await page.getByRole('tab', { name: 'Orders' }).waitFor();
  return { context, page };
}

/** Fills a labelled field the way a person does. */
export async function fill(page: Page, label: string | RegExp, value: string): Promise<void> {
  await page.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
}

/** Fills the sign-up form (/signup, or the checkout's guest entry) with `c` and presses Create My Account. */
export async function signUpInForm(page: Page, c: Customer): Promise<void> {
  await fill(page, 'First Name', c.firstName);
  await fill(page, 'Last Name', c.lastName);
  await fill(page, 'Email', c.email);
  await page.getByLabel('Phone', { exact: true }).pressSequentially(c.phone);
  await fill(page, 'Password', c.password);
  await fill(page, 'Confirm Password', c.password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
}

/** Fills the login form (/login) with `c`'s email and password and presses Login. */
export async function logInInForm(page: Page, c: Pick<Customer, 'email' | 'password'>): Promise<void> {
  await fill(page, 'Email', c.email);
  await fill(page, 'Password', c.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The error text shown beside the labelled field (its aria-describedby), once it matches `pattern`. */
export async function fieldError(page: Page, label: string, pattern: RegExp = /\S/): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  const read = async () => {
    if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
    const ids = ((await input.getAttribute('aria-describedby')) ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'));
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
    return texts.join(' ');
  };
  let text = '';
  await expect
    .poll(
      async () => {
        text = await read();
        return pattern.test(text);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return text;
}

/** The messages the shop wrote to DATA_DIR/outbox, newest first. */
export function readOutbox(shop: ShopServer): OutboxEntry[] {
  const dir = path.join(shop.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
}

/** Waits for a message to `to` whose subject matches. */
export async function waitForMail(shop: ShopServer, to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox(shop).find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * An order of `items` placed through the API with the test card, as the checkout page does it; answers its
 * number. `beforePaying` runs once the items are in the cart. Each answer is checked here.
 */
export async function placeOrderByApi(
  context: BrowserContext,
  shop: ShopServer,
  items: unknown[],
  beforePaying?: () => Promise<void>,
): Promise<string> {
  const paid = await orderByApi(context.request, shop.url, items, {
    beforePaying,
    check: async (answer, what) => expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200),
  });
  expect(paid.status).toBe('succeeded');
  return paid.order!.orderNumber;
}

/** A new customer (made through the API in a context closed after) who ordered one Small Square of `photo`. */
export async function customerWithOrder(
  { shop, browser }: Pick<ShopAndBrowser, 'shop' | 'browser'>,
  tag: string,
  photo: string,
): Promise<{ customer: Customer; orderNumber: string }> {
  const customer = newCustomer(tag);
  const buyer = await browser.newContext();
  await signUpByApi(buyer, shop, customer);
  const orderNumber = await placeOrderByApi(buyer, shop, [smallSquare(photo)]);
  await buyer.close();
  return { customer, orderNumber };
}

/** A grid of palette indices the size of `plates`, as the wizard would make it. */
export function colorMapFor(platesWide: number, platesHigh: number): string {
  const width = platesToStuds(platesWide);
  const height = platesToStuds(platesHigh);
  const indices = Array.from({ length: width * height }, (_, i) => ((i % width) >> 3) % PALETTE_SIZE);
  return JSON.stringify({ width, height, indices });
}

/** A Small Square (2 x 2 plates, 20 x 20 inches) NewCartItem, as the wizard stores it for visitors. */
export function smallSquare(imageUrl: string, quantity = 1) {
  return {
    shape: 'Square',
    size: 'Small',
    width: 20,
    height: 20,
    quantity,
    origImageUrl: imageUrl,
    pixImageUrl: imageUrl,
    colorMap: colorMapFor(2, 2),
  };
}

/** A Medium Square (3 x 3 plates, 30 x 30 inches). */
export function mediumSquare(imageUrl: string, quantity = 1) {
  return { ...smallSquare(imageUrl, quantity), size: 'Medium', width: 30, height: 30, colorMap: colorMapFor(3, 3) };
}

/** Puts items into the visitor cart (localStorage `order-info`) the way the wizard leaves them. */
export async function putVisitorCart(page: Page, shop: ShopServer, items: unknown[]): Promise<void> {
  await page.goto(`${shop.url}/contact`);
  await page.evaluate((json) => localStorage.setItem('order-info', json), JSON.stringify(items));
}

/**
 * A customer with an account (made through the API in a context closed after) who is back as a visitor: a new
 * browser context (1280 x 900), not logged in, whose visitor cart holds `items`, and a page in it.
 */
export async function returningVisitor(
  { shop, browser }: Pick<ShopAndBrowser, 'shop' | 'browser'>,
  tag: string,
  items: unknown[],
): Promise<{ customer: Customer; context: BrowserContext; page: Page }> {
  const customer = newCustomer(tag);
  const signup = await browser.newContext();
  await signUpByApi(signup, shop, customer);
  await signup.close();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await putVisitorCart(page, shop, items);
  return { customer, context, page };
}

/** axe-core's serious and critical findings on the page as it is now (empty when accessible). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy rightly refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} at ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}
