// Best likeness (the searched colour blending) as a shopper uses it in Chromium, with a real photo: choosing it
// remakes the preview and its colour counts, the same photo and settings always give the same picture (also
// after a slider moved, when Smooth is shown until the slider rests), and the Brix bought with it keeps it:
// the cart says so, and the cart item and the paid order carry the very grid the blueprint is made from.
import { describe, expect, it } from 'vitest';
import { PALETTE } from 'mosaic-core/node';
import { snap } from './support/browser';
import { checkoutToPayment, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { customerInWizard, photo } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });
// A sunset sky: long gradients, where blending shows most.
const PHOTO = photo('evening-glow.jpg');
const STUDS = 64; // Small Square: 2 x 2 plates

/** Counts by palette index (40 numbers), as the server answers them. */
const byIndex = (counts: Record<string, number>) => PALETTE.map((c) => counts[c.name] ?? 0);

describe('Best likeness', () => {
  it('changes the preview and counts, gives the same grid for the same settings, and the order keeps it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'likeness');
      await ui.openEditor('Square', 'Small', PHOTO);
      const blending = page.getByRole('group', { name: 'Colour blending' });
      await expect.poll(() => blending.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);

      /** Chooses a blending and waits until the preview has been redrawn with it. */
      async function choose(name: 'Smooth' | 'Best likeness', differentFrom: number[]): Promise<number[]> {
        await blending.getByRole('radio', { name }).check();
        await expect
          .poll(async () => JSON.stringify(await ui.mosaicPixels()) !== JSON.stringify(differentFrom), {
            timeout: 30_000,
          })
          .toBe(true);
        await ui.waitForEditor();
        return ui.mosaicPixels();
      }

      const offPixels = await ui.mosaicPixels();
      const smoothPixels = await choose('Smooth', offPixels);
      const smoothCounts = await ui.colorCounts();
      const likenessPixels = await choose('Best likeness', smoothPixels);
      const likenessCounts = await ui.colorCounts();
      expect(likenessCounts).not.toEqual(smoothCounts);
      expect(Object.values(likenessCounts).reduce((a, b) => a + b, 0)).toBe(STUDS * STUDS);
      await snap(page, 'likeness');

      // The same photo and settings: the same picture, chosen again or after a slider moved away and back.
      expect(await choose('Smooth', likenessPixels)).toEqual(smoothPixels);
      expect(await choose('Best likeness', smoothPixels)).toEqual(likenessPixels);
      expect(await ui.colorCounts()).toEqual(likenessCounts);
      await ui.dragSlider('Brightness', 130);
      const brighter = await ui.mosaicPixels();
      expect(brighter).not.toEqual(likenessPixels);
      await ui.dragSlider('Brightness', 100);
      expect(await ui.mosaicPixels()).toEqual(likenessPixels);
      expect(await ui.colorCounts()).toEqual(likenessCounts);

      // View from a distance shows it too.
      const distance = page.getByRole('switch', { name: 'View from a distance' });
      await distance.check();
      await page.locator('[data-drawn="true"]').waitFor();
      await snap(page, 'likeness-from-a-distance');
      await distance.uncheck();

      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText('Colour blending: Best likeness').waitFor();
      const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as {
        data: { blending: string; colorCounts: number[]; colorMap: string }[];
      };
      expect(cart.data).toHaveLength(1);
      expect(cart.data[0].blending).toBe('likeness');
      expect(cart.data[0].colorCounts).toEqual(byIndex(likenessCounts));

      await checkoutToPayment(page, e2e.shop.url);
      await payWith(page, '4242 4242 4242 4242');
      const orderNumber = await placedOrderNumber(page);
      const link = await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
      await page.getByText(/Colour blending: Best likeness\./).waitFor();
      const orders = (await (await context.request.get(`${e2e.shop.url}/api/orders`)).json()) as {
        data: {
          orderNumber: string;
          suborders: { items: { blending: string; colorMap: string; colorCounts: number[] }[] }[];
        }[];
      };
      const item = orders.data.find((o) => o.orderNumber === orderNumber)!.suborders[0].items[0];
      expect(item).toMatchObject({
        blending: 'likeness',
        colorMap: cart.data[0].colorMap,
        colorCounts: byIndex(likenessCounts),
      });
      const pdf = await context.request.get(new URL((await link.getAttribute('href'))!, e2e.shop.url).href);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
