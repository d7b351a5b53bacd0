// The short way in: the home page's price and Get Started, a home gallery piece opening as itself, and
// "Make one from my photo" beside a gallery piece opening the wizard at that piece's size.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents, FROM_PRICE_CENTS } from '@brixilated/shop';
import { snap } from './support/browser';
import { seriousA11yViolations } from './support/accounts';
import { type Viewport, withPage } from './support/pages';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });

const LAPTOP: Viewport = { width: 1440, height: 900 };

/** The checked choice of the wizard's Shape or Size step, read there. */
async function chosen(page: Page, group: 'Shape' | 'Size'): Promise<string> {
  await wizard(page).stepTab(group).click();
  return page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }).innerText();
}

describe('the way in', () => {
  it('the home page gives the price from the shop and Get Started opens the order tool', async () => {
    await withPage(e2e, LAPTOP, async ({ page, errors }) => {
      await page.goto('/');
      const price = page.getByTestId('home-price');
      expect(await price.innerText()).toContain(`From ${formatCents(FROM_PRICE_CENTS)}`);
      expect(formatCents(FROM_PRICE_CENTS)).toBe('$149.99');
      await page.locator('.home-intro').getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      await page.getByRole('radiogroup', { name: 'Shape' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('a home gallery piece opens as itself, and "Make one from my photo" starts at its size', async () => {
    await withPage(e2e, LAPTOP, async ({ page, errors }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Morning coffee' }).click();
      await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('piece') === 'coffee');
      await page.locator('.gallery-detail-title', { hasText: 'Morning coffee' }).waitFor();
      expect(await page.locator('.gallery-card-button[aria-pressed="true"]').innerText()).toContain('Morning coffee');

      // Another piece: the address follows, so the piece can be linked to.
      await page.locator('.gallery-card-button', { hasText: 'Astronaut' }).click();
      await page.waitForURL((url) => url.searchParams.get('piece') === 'astronaut');
      await page.locator('.gallery-detail-title', { hasText: 'Astronaut' }).waitFor();
      expect(await page.locator('.gallery-detail .gallery-compare').count()).toBe(1);
      await snap(page, 'gallery-make-one');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The customer's 3:2 photo opens at the Astronaut's size (Square Medium), not the one that fits the photo.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Make one from my photo' }).click();
      await (await chooser).setFiles(photo('cat.jpg'));
      await page.waitForURL((url) => url.pathname === '/order');
      await wizard(page).cropper().waitFor();
      await wizard(page).crop();
      expect(await chosen(page, 'Size')).toMatch(/^Medium 1:1/);
      expect(await chosen(page, 'Shape')).toMatch(/^Square/);
      expect(errors).toEqual([]);
    });
  });
});
