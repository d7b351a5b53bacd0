// Colours the shop has run out of, as a shopper meets them in Chromium: the admin marks colours
// unavailable through the admin API, and the Edit step's picture (its colour counts) and the Advanced
// Editor's palette show none of them; a colour running out while the shopper is on Review is refused on
// Add to Cart with the server's message, and opening the design again remakes it without that colour; one
// running out while the shopper is in another tab is gone when they come back.
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { decodePhoto, loadMosaicCoreNode, PALETTE } from 'mosaic-core/node';
import { logInByApi } from './support/accounts';
import { snap } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { customerInWizard, photo } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });
const PHOTO = photo('kite.jpg');

/** The colour names in the Edit step's "Colour counts" list (opened if closed). */
async function countedColors(page: Page): Promise<string[]> {
  const counts = page.locator('details', { has: page.getByText(/^Colour counts/) });
  if ((await counts.getAttribute('open')) === null) await counts.locator('summary').click();
  await counts.locator('li').first().waitFor();
  return counts.locator('li > span:nth-child(2)').allInnerTexts();
}

/** The colour names of the Advanced Editor's palette buttons. */
async function paletteColors(page: Page): Promise<string[]> {
  const palette = page.getByRole('group', { name: 'Palette' });
  await palette.getByRole('button').first().waitFor();
  return palette.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').trim()));
}

async function setAvailable(admin: APIRequestContext, index: number, available: boolean): Promise<void> {
  const res = await admin.put(`${e2e.shop.url}/api/admin/stock/${index + 1}`, { data: { available } });
  expect(res.status(), await res.text()).toBe(200);
}

describe('colours the shop has run out of', () => {
  it('never reach the Edit step, the palette, or the cart', async () => {
    // The photo's three commonest colours at 2 x 2 plates, as the core makes it with every colour.
    const core = await loadMosaicCoreNode();
    const decoded = await decodePhoto(PHOTO);
    const opened = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
    const plain = opened.pixelate({ platesWide: 2, platesHigh: 2 });
    opened.free();
    const commonest = PALETTE.map((c) => c.index)
      .sort((a, b) => plain.counts[b] - plain.counts[a])
      .slice(0, 3);
    expect(commonest.every((i) => plain.counts[i] > 64 * 64 * 0.05)).toBe(true);
    const names = (indices: number[]) => indices.map((i) => PALETTE[i].name);

    const adminContext = await e2e.browser.newContext();
    await logInByApi(adminContext, e2e.shop, ADMIN_EMAIL, ADMIN_PASSWORD);
    const admin = adminContext.request;
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      for (const i of commonest) await setAvailable(admin, i, false);
      const inventory = (await (await admin.get(`${e2e.shop.url}/api/inventory/colours`)).json()) as {
        data: { code: number; available: boolean }[];
      };
      expect(inventory.data.filter((c) => !c.available).map((c) => c.code - 1)).toEqual(
        [...commonest].sort((a, b) => a - b),
      );

      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'palette');
      await ui.openEditor('Square', 'Small', PHOTO);

      // The picture: none of the three, and still a picture of many colours.
      const shown = await countedColors(page);
      expect(shown.length).toBeGreaterThan(5);
      for (const name of names(commonest)) expect(shown).not.toContain(name);
      // The palette: every colour but those three (the picture's first, then the others).
      await ui.setAdvanced(true);
      const unavailable = new Set(commonest);
      expect((await paletteColors(page)).sort()).toEqual(
        PALETTE.filter((c) => !unavailable.has(c.index))
          .map((c) => c.name)
          .sort(),
      );
      await snap(page, 'palette-edit-without-three-colours');

      // The picture's commonest colour now runs out while the shopper goes on to Review.
      const next = PALETTE.find((c) => c.name === shown[0])!.index;
      await ui.setAdvanced(false);
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await setAvailable(admin, next, false);
      const refused = page.waitForResponse(
        (r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const answer = await refused;
      expect(answer.status()).toBe(409);
      const { error } = (await answer.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('COLOR_UNAVAILABLE');
      const alert = page.getByRole('alert').filter({ hasText: error.message });
      await alert.waitFor();
      await snap(page, 'palette-review-colour-unavailable');

      // Opening the design again remakes it without that colour too; then the cart takes it.
      await alert.getByRole('button', { name: 'Open the design again' }).click();
      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor();
      await ui.waitForEditor();
      await expect
        .poll(async () => (await countedColors(page)).includes(PALETTE[next].name), { timeout: 30_000 })
        .toBe(false);
      for (const name of names(commonest)) expect(await countedColors(page)).not.toContain(name);
      await ui.setAdvanced(true);
      expect(await paletteColors(page)).not.toContain(PALETTE[next].name);
      await expect(paletteColors(page)).resolves.toHaveLength(PALETTE.length - 4);

      // Another colour runs out while the shopper is in another tab: coming back remakes the picture.
      await ui.setAdvanced(false);
      const remade = await countedColors(page);
      const gone = PALETTE.find((c) => c.name === remade[0])!.index;
      await setAvailable(admin, gone, false);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect
        .poll(async () => (await countedColors(page)).includes(PALETTE[gone].name), { timeout: 30_000 })
        .toBe(false);
      await ui.waitForEditor();
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      expect(errors).toEqual([]);
    } finally {
      for (const i of PALETTE.map((c) => c.index)) await setAvailable(admin, i, true).catch(() => {});
      await context.close();
      await adminContext.close();
    }
  });
});
