// The shop and the browser an end-to-end file starts before its tests and stops after them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
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

/**
 * Uploads one of the sample photos (POST /api/images) and answers its URL (cart items must name stored pictures).
 * A picture is used only by the browser (or account) that uploaded it: given a `context`, the upload is that
 * browser's (with its session, if any); without, a fresh visitor's, whose cookie `uploadVisitorPhoto` answers.
 */
export async function uploadPhoto(shop: ShopServer, name = 'cat.jpg', context?: BrowserContext): Promise<string> {
  if (context) {
    const res = await context.request.post(`${shop.url}/api/images`, {
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: readFileSync(photoPath(name)) } },
    });
    if (!res.ok()) throw new Error(`The photo upload answered ${res.status()}: ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  }
  return (await uploadVisitorPhoto(shop, name)).url;
}

/** Uploads a sample photo as a new visitor: its URL and that visitor's cookie value. */
export async function uploadVisitorPhoto(
  shop: ShopServer,
  name = 'cat.jpg',
): Promise<{ url: string; visitor: string }> {
  const bytes = readFileSync(photoPath(name));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await fetch(`${shop.url}/api/images`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`The photo upload answered ${res.status}: ${await res.text()}`);
  const visitor = res.headers
    .getSetCookie()
    .map((line) => /^brix-visitor=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  if (!visitor) throw new Error('The photo upload set no visitor cookie');
  return { url: ((await res.json()) as { url: string }).url, visitor };
}

export interface ShopAndBrowser {
  shop: ShopServer;
  browser: Browser;
  /**
   * A sample photo uploaded through the API (only with `{ photo: true }`). Every browser context of the file is
   * then the browser that uploaded it (its visitor cookie), so each customer who signs up or logs in there may use it.
   */
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
    if (photo) {
      const uploaded = await uploadVisitorPhoto(e2e.shop);
      e2e.photo = uploaded.url;
      const newContext = e2e.browser.newContext.bind(e2e.browser);
      e2e.browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await context.addCookies([{ name: 'brix-visitor', value: uploaded.visitor, url: e2e.shop.url }]);
        return context;
      };
    }
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.shop?.stop();
  });
  return e2e;
}
