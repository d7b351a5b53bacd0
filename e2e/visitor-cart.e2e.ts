// A visitor's cart outlives the shop's sweep of unused uploads: the browser keeps a copy of each picture while
// the cart is shown, and at login a picture the shop swept meanwhile is uploaded again from that copy, so the
// Brix reaches the customer's cart with its quantity and no notice of anything left out.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CartItem } from '@brixilated/shop';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInInForm, returningVisitor, smallSquare } from './support/accounts';
import { snap } from './support/browser';
import type { ShopServer } from './support/server';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

/** What the shop's sweep does to an upload nothing on the server refers to: the file and its records go. */
function sweep(shop: ShopServer, url: string): void {
  rmSync(path.join(shop.dataDir, ...url.replace(/^\//, '').split('/')), { force: true });
  const db = new Database(`${shop.dataDir}/brixilated.sqlite`);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('delete from image_owners where url = ?').run(url);
    db.prepare('delete from uploaded_images where url = ?').run(url);
  } finally {
    db.close();
  }
}

/** The pictures this browser keeps for its visitor cart. */
const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('brix-visitor-pictures');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pictures')) return resolve(0);
          const count = db.transaction('pictures').objectStore('pictures').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

describe('a visitor cart whose pictures were swept', () => {
  it('reaches the customer’s cart at login, its pictures sent again from the browser', async () => {
    const { customer, context, page } = await returningVisitor(e2e, 'swept-cart', [smallSquare(e2e.photo, 2)]);
    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    await expect.poll(() => keptCopies(page), { timeout: 15_000 }).toBe(1);

    sweep(e2e.shop, e2e.photo);
    expect((await context.request.get(`${e2e.shop.url}${e2e.photo}`)).status()).toBe(404);

    await page.goto(`${e2e.shop.url}/login`);
    await logInInForm(page, customer);
    await page.waitForURL(`${e2e.shop.url}/checkout`);

    const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()).data as CartItem[];
    expect(cart.map((item) => [item.size, item.quantity])).toEqual([['Small', 2]]);
    const [item] = cart;
    expect(item.origImageUrl).not.toBe(e2e.photo);
    expect(item.pixImageUrl).toBe(item.origImageUrl);
    const picture = await context.request.get(`${e2e.shop.url}${item.origImageUrl}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);

    await page.goto(`${e2e.shop.url}/cart`);
    await page.getByTestId('cart-total').waitFor();
    expect(await page.getByTestId('skipped-cart').count()).toBe(0);
    expect(await page.getByLabel('Quantity of Small Square 1:1 Brix').inputValue()).toBe('2');
    await snap(page, 'cart-after-sweep-login');
    // Handed over: the copies are forgotten.
    await expect.poll(() => keptCopies(page)).toBe(0);
    await context.close();
  });
});
