// The Colours cap and Tidy lone studs as a shopper uses them in Chromium, with a real photo: Colours 12 gives a
// preview and counts of at most 12 colours, Tidy lone studs turned off and on again remakes the picture and
// brings it back, and the Brix bought so keeps its 12 colours in the cart item and the paid order, whose
// blueprint legend lists the order item's colours.
import { describe, expect, it } from 'vitest';
import { PALETTE } from 'mosaic-core/node';
import { snap } from './support/browser';
import { checkoutToPayment, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { customerInWizard, photo } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });
const PHOTO = photo('colorful-cups.jpg');

/** Counts by palette index (40 numbers), as the server answers them. */
const byIndex = (counts: Record<string, number>) => PALETTE.map((c) => counts[c.name] ?? 0);

describe('Colours and Tidy lone studs', () => {
  it('Colours 12 keeps the preview and counts to 12 colours, through the cart to the order', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'colours');
      await ui.openEditor('Square', 'Small', PHOTO);
      const blending = page.getByRole('group', { name: 'Colour blending' });
      const colours = page.getByRole('group', { name: 'Colours' });
      const tidy = page.getByRole('switch', { name: 'Tidy lone studs' });
      await expect.poll(() => colours.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
      // Tidy is on by default, and waits for a blending.
      expect(await tidy.isChecked()).toBe(true);
      expect(await tidy.isDisabled()).toBe(true);

      /** Does `act` and waits until the preview has been redrawn. */
      async function redrawn(act: () => Promise<void>): Promise<number[]> {
        const before = JSON.stringify(await ui.mosaicPixels());
        await act();
        await expect
          .poll(async () => JSON.stringify(await ui.mosaicPixels()) !== before, { timeout: 30_000 })
          .toBe(true);
        await ui.waitForEditor();
        return ui.mosaicPixels();
      }

      const smooth = await redrawn(() => blending.getByRole('radio', { name: 'Smooth' }).check());
      const allCounts = await ui.colorCounts();
      expect(Object.keys(allCounts).length).toBeGreaterThan(12);
      expect(await tidy.isDisabled()).toBe(false);

      const capped = await redrawn(() => colours.getByRole('radio', { name: '12' }).check());
      const cappedCounts = await ui.colorCounts();
      expect(Object.keys(cappedCounts).length).toBeLessThanOrEqual(12);
      expect(Object.values(cappedCounts).reduce((a, b) => a + b, 0)).toBe(64 * 64);
      await snap(page, 'colours-12');

      // Tidy off remakes the picture; on again brings the same one back.
      await redrawn(() => tidy.uncheck());
      expect(Object.keys(await ui.colorCounts()).length).toBeLessThanOrEqual(12);
      expect(await redrawn(() => tidy.check())).toEqual(capped);
      expect(await ui.colorCounts()).toEqual(cappedCounts);
      expect(capped).not.toEqual(smooth);

      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as {
        data: { colorCounts: number[]; colorMap: string; colorCap: unknown; tidy: boolean }[];
      };
      expect(cart.data[0]).toMatchObject({ colorCap: 12, tidy: true });
      expect(cart.data[0].colorCounts).toEqual(byIndex(cappedCounts));
      expect(cart.data[0].colorCounts.filter((n) => n > 0).length).toBeLessThanOrEqual(12);

      await checkoutToPayment(page, e2e.shop.url);
      await payWith(page, '4242 4242 4242 4242');
      const orderNumber = await placedOrderNumber(page);
      const link = await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
      // The order page names how the picture was made.
      expect(await page.getByText('Colour blending: Smooth. Colours: 12. Lone studs tidied.').count()).toBe(1);
      const orders = (await (await context.request.get(`${e2e.shop.url}/api/orders`)).json()) as {
        data: {
          orderNumber: string;
          suborders: { items: { colorMap: string; colorCounts: number[]; colorCap: unknown; tidy: boolean }[] }[];
        }[];
      };
      const item = orders.data.find((o) => o.orderNumber === orderNumber)!.suborders[0].items[0];
      expect(item).toMatchObject({ colorCap: 12, tidy: true });
      expect(item.colorMap).toBe(cart.data[0].colorMap);
      expect(item.colorCounts.filter((n) => n > 0).length).toBeLessThanOrEqual(12);
      const pdf = await context.request.get(new URL((await link.getAttribute('href'))!, e2e.shop.url).href);
      expect(pdf.status()).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
