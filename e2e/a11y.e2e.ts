// axe-core on the shell and the public screens at phone and desktop widths: no serious or critical
// violations. Also checks that the shell works by keyboard (skip link, visible focus).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startShop } from './support/server';
import { seriousA11yViolations } from './support/accounts';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ start: startShop });

async function settle(page: Page) {
  await page.locator('#main').waitFor();
  await page.waitForFunction(() => !document.querySelector('.route-loading'));
  await page.waitForLoadState('networkidle');
}

const SCREENS = [
  '/',
  '/how-to-brix',
  '/pricing',
  '/gallery',
  '/start-order',
  '/faq',
  '/terms-and-conditions',
  '/privacy-policy',
  '/no-such-page',
];

describe('axe-core', () => {
  it('phone (375 px): every public screen and the open slide-out menu', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: e2e.shop.url });
    const page = await context.newPage();
    try {
      const found: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(screen);
        await settle(page);
        for (const v of await seriousA11yViolations(page)) found.push(`${screen}: ${v}`);
      }
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.waitForTimeout(500);
      for (const v of await seriousA11yViolations(page)) found.push(`menu: ${v}`);
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('desktop (1280 px): each blade of the navigator and the information screens', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: e2e.shop.url });
    const page = await context.newPage();
    try {
      const found: string[] = [];
      await page.goto('/');
      await settle(page);
      for (const blade of ['Home', 'How to Brix', 'Pricing', 'Gallery', 'Get Started']) {
        await page.locator('.blade-tab', { hasText: blade }).click();
        await settle(page);
        for (const v of await seriousA11yViolations(page)) found.push(`blade ${blade}: ${v}`);
      }
      for (const screen of ['/faq', '/terms-and-conditions', '/privacy-policy', '/no-such-page']) {
        await page.goto(screen);
        await settle(page);
        for (const v of await seriousA11yViolations(page)) found.push(`${screen}: ${v}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard', () => {
  it('the skip link comes first and moves focus to the content; focus is visible', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: e2e.shop.url });
    const page = await context.newPage();
    try {
      await page.goto('/faq');
      await settle(page);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main');
      // Tab order reaches the header buttons with a visible outline.
      await page.goto('/faq');
      await settle(page);
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: el.textContent, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.outline).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      // The FAQ answers open by keyboard.
      await page.locator('.faq-item summary').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.faq-item').first().getAttribute('open')).resolves.toBe('');
    } finally {
      await context.close();
    }
  });
});
