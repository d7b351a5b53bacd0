// The shop and the browser an end-to-end file starts before its tests and stops after them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { photoPath } from '../../scripts/lib/photos.mjs';
import { launchBrowser } from './browser';
import { startShop, type ShopServer } from './server';

/**
 * The web build these tests run against: web/dist (what `npm test` builds), or the folder in WEB_DIST,
 * e.g. WEB_DIST=/tmp/brix-dist-accounts after `vite build --outDir /tmp/brix-dist-accounts` while others
 * work in the same tree.
 */
export const WEB_DIST = process.env.WEB_DIST || '';

/**
 * The shop under test: a fresh server serving WEB_DIST, or, when BRIX_E2E_URL and BRIX_E2E_DATA_DIR are set,
 * a shop that is already running (handy while developing a screen).
 */
export async function openShop(): Promise<ShopServer> {
  const url = process.env.BRIX_E2E_URL;
  if (url) {
    return { url, dataDir: process.env.BRIX_E2E_DATA_DIR ?? '', log: () => '', stop: async () => {} };
  }
  return startShop(WEB_DIST ? { WEB_DIST } : {});
}

/** Uploads one of the sample photos (POST /api/images) and answers its URL (cart items must name stored pictures). */
export async function uploadPhoto(shop: ShopServer, name = 'cat.jpg'): Promise<string> {
  const bytes = readFileSync(photoPath(name));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await fetch(`${shop.url}/api/images`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`The photo upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

export interface ShopAndBrowser {
  shop: ShopServer;
  browser: Browser;
  /** A sample photo uploaded through the API (only with `{ photo: true }`). */
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
