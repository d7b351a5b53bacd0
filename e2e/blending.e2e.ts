// Colour blending as a shopper uses it in Chromium, with a real photo: Smooth and Crisp remake the preview
// and its colour counts with the core's dithering (a painted stud stays painted), Off brings back exactly
// the plain picture, View from a distance shows the blurred preview (and paints nothing), and the Brix bought with Smooth keeps it: the cart says so, and the cart item and the
// paid order carry the blended grid the blueprint is made from.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { PALETTE } from 'mosaic-core/node';
import { snap } from './support/browser';
import { checkoutToPayment, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { customerInWizard, hexToRgb, near, photo } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });
// A sunset sky: long gradients, where blending shows most.
const PHOTO = photo('evening-glow.jpg');
const STUDS = 64; // Small Square: 2 x 2 plates

/** Mean difference in green between points one stud apart across a canvas of `studs` studs a side. */
function roughness(canvas: Locator, studs: number): Promise<number> {
  return canvas.evaluate((el, n) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const step = c.width / n;
    let total = 0;
    let count = 0;
    for (let y = step / 2; y < c.height; y += step / 3) {
      for (let x = step / 2; x + step < c.width; x += step / 3) {
        const a = (Math.floor(y) * c.width + Math.floor(x)) * 4 + 1;
        const b = (Math.floor(y) * c.width + Math.floor(x + step)) * 4 + 1;
        total += Math.abs(data[a] - data[b]);
        count += 1;
      }
    }
    return total / count;
  }, studs);
}

/** Counts by palette index (40 numbers), as the server answers them. */
const byIndex = (counts: Record<string, number>) => PALETTE.map((c) => counts[c.name] ?? 0);

describe('colour blending', () => {
  it('Smooth and Crisp remake the preview and counts, Off restores it, and the order keeps the blended grid', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'blending');
      await ui.openEditor('Square', 'Small', PHOTO);

      const blending = page.getByRole('group', { name: 'Colour blending' });
      await expect.poll(() => blending.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
      await page
        .getByText(/Mixes neighbouring studs so shades and skin tones look smooth from across the room/)
        .waitFor();

      // Paint one stud first: it must survive every reprocess.
      const painted = PALETTE.find((c) => c.name === 'Bright Green')!;
      await ui.paintStuds(painted.name, [[3, 3]], STUDS, STUDS);
      const offPixels = await ui.mosaicPixels();
      const offCounts = await ui.colorCounts();
      expect(offCounts[painted.name]).toBeGreaterThanOrEqual(1);

      /** Chooses a blending and waits until the preview has been redrawn with it. */
      async function choose(name: 'Off' | 'Smooth' | 'Crisp', differentFrom: number[]): Promise<number[]> {
        await blending.getByRole('radio', { name }).check();
        await expect
          .poll(async () => JSON.stringify(await ui.mosaicPixels()) !== JSON.stringify(differentFrom), {
            timeout: 30_000,
          })
          .toBe(true);
        await ui.waitForEditor();
        return ui.mosaicPixels();
      }

      const smoothPixels = await choose('Smooth', offPixels);
      const smoothCounts = await ui.colorCounts();
      expect(smoothCounts).not.toEqual(offCounts);
      expect(Object.values(smoothCounts).reduce((a, b) => a + b, 0)).toBe(STUDS * STUDS);
      // Error diffusion mixes colours: the blended picture uses more of them.
      expect(Object.keys(smoothCounts).length).toBeGreaterThan(Object.keys(offCounts).length);
      expect(near(await ui.studColor(3, 3, STUDS, STUDS), hexToRgb(painted.hex))).toBe(true);
      await snap(page, 'blending-smooth');

      const crispPixels = await choose('Crisp', smoothPixels);
      expect(crispPixels).not.toEqual(offPixels);
      expect(await ui.colorCounts()).not.toEqual(smoothCounts);

      // Off gives back exactly the first picture, the painted stud included.
      expect(await choose('Off', crispPixels)).toEqual(offPixels);
      expect(await ui.colorCounts()).toEqual(offCounts);

      // Smooth again, and on to the cart: the cart item is the blended grid, counted by the server alike.
      expect(await choose('Smooth', offPixels)).toEqual(smoothPixels);

      // View from a distance: the preview as seen from 3 m, far smoother from stud to stud than up close;
      // a click on it paints nothing.
      const distance = page.getByRole('switch', { name: 'View from a distance' });
      await distance.check();
      const far = page.getByRole('img', { name: 'Your Brix as it looks from about 3 metres (10 feet) away' });
      await page.locator('[data-drawn="true"]').waitFor();
      const roughFar = await roughness(far, STUDS);
      const roughNear = await roughness(ui.stage.locator('canvas').first(), STUDS);
      expect(roughFar).toBeLessThan(roughNear * 0.7);
      await snap(page, 'blending-smooth-from-a-distance');
      const before = await ui.studColor(20, 20, STUDS, STUDS);
      const spot = await ui.studPoint(20, 20, STUDS, STUDS);
      await page.mouse.click(spot.x, spot.y);
      await distance.uncheck();
      await expect.poll(() => far.count()).toBe(0);
      expect(await ui.studColor(20, 20, STUDS, STUDS)).toEqual(before);
      expect(await ui.mosaicPixels()).toEqual(smoothPixels);
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText('Colour blending: Smooth').waitFor();
      const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as {
        data: { blending: string; colorCounts: number[]; colorMap: string }[];
      };
      expect(cart.data).toHaveLength(1);
      expect(cart.data[0].blending).toBe('smooth');
      expect(cart.data[0].colorCounts).toEqual(byIndex(smoothCounts));
      await snap(page, 'blending-cart');

      // Paid: the order keeps the blending and the very grid, which its blueprint is drawn from.
      await checkoutToPayment(page, e2e.shop.url);
      await payWith(page, '4242 4242 4242 4242');
      const orderNumber = await placedOrderNumber(page);
      const link = await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
      await page.getByText(/Colour blending: Smooth\./).waitFor();
      const orders = (await (await context.request.get(`${e2e.shop.url}/api/orders`)).json()) as {
        data: {
          orderNumber: string;
          suborders: { items: { blending: string; colorMap: string; colorCounts: number[] }[] }[];
        }[];
      };
      const item = orders.data.find((o) => o.orderNumber === orderNumber)!.suborders[0].items[0];
      expect(item).toMatchObject({
        blending: 'smooth',
        colorMap: cart.data[0].colorMap,
        colorCounts: byIndex(smoothCounts),
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
