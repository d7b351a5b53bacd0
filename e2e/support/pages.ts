// A page of its own for one test: a fresh browser context (no cookies, no storage) at a screen size,
// closed after the test whatever happened, with the page's errors collected for the test to check.
import type { BrowserContext, Page } from 'playwright-core';
import type { ShopAndBrowser } from './setup';

export type Viewport = { width: number; height: number };

export const PHONE = { width: 375, height: 740 };
export const TABLET = { width: 768, height: 1000 };
export const DESKTOP = { width: 1280, height: 900 };
/** The order wizard's tests: a common laptop screen, wide enough for the editor beside its controls. */
export const WIZARD_DESKTOP = { width: 1366, height: 900 };

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and, with `failedRequests`, every answer of status 400 or more ("404 /path"). */
  errors: string[];
}

/** Runs `body` on a new page of a fresh context at `viewport` (relative URLs go to the shop), then closes it. */
export async function withPage(
  e2e: ShopAndBrowser,
  viewport: Viewport,
  body: (open: TestPage) => Promise<void>,
  options: { failedRequests?: boolean } = {},
): Promise<void> {
  const context = await e2e.browser.newContext({ viewport, baseURL: e2e.shop.url });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    if (options.failedRequests) {
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
    }
    await body({ context, page, errors });
  } finally {
    await context.close();
  }
}
