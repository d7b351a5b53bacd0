// The shop and the browser an end-to-end file starts before its tests and stops after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { openShop, uploadPhoto } from './accounts';
import { launchBrowser } from './browser';
import type { ShopServer } from './server';

export interface ShopAndBrowser {
  shop: ShopServer;
  browser: Browser;
  /** A shared photo uploaded through the API (only with `{ photo: true }`). */
  photo: string;
}

/**
 * Registers the file's beforeAll (start the shop, launch Chromium, upload a photo if asked) and afterAll
 * (close both); the answer is filled in by the time the tests run.
 */
export function useShopAndBrowser(
  options: { start?: () => Promise<ShopServer>; photo?: boolean } = {},
): ShopAndBrowser {
  const { start = openShop, photo = false } = options;
  const e2e = {} as ShopAndBrowser;
  beforeAll(async () => {
    e2e.shop = await start();
    e2e.browser = await launchBrowser();
    if (photo) e2e.photo = await uploadPhoto(e2e.shop);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.shop?.stop();
  });
  return e2e;
}
