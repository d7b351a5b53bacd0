// The editor's looks as a shopper uses them in Chromium, with real photos, each through the cart to a paid order
// whose item carries the very grid its blueprint is made from:
// - a new photo opens with Clean (the blending that does best both from afar and up close), drawn as Clean once
//   the editor is ready;
// - colour blending: Smooth and Crisp remake the preview and its colour counts with the core's dithering (a
//   painted stud stays painted), Off brings back exactly the plain picture, and View from a distance shows the
//   blurred preview (and paints nothing);
// - Best likeness (the searched blending): the same photo and settings always give the same picture (also after
//   a slider moved, when Smooth is shown until the slider rests);
// - the Colours cap and Tidy lone studs: Colours 12 gives a preview and counts of at most 12 colours, and Tidy
//   turned off and on again remakes the picture and brings it back.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PALETTE } from 'mosaic-core/node';
import { snap } from './support/browser';
import { buyCart, cartItems, type ItemSeen } from './support/checkout';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { countsByIndex, customerInWizard, hexToRgb, near, photo } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });
// A sunset sky: long gradients, where blending shows most.
const PHOTO = photo('evening-glow.jpg');
// Bright cups of many colours: more than 12 colours to cap.
const CUPS = photo('colorful-cups.jpg');
const STUDS = 64; // Small Square: 2 x 2 plates

/**
 * Buys the cart and checks that the order keeps the Brix as it was made: its blending (`named` on the order
 * page), the very grid of the cart item and its colour counts, with a blueprint PDF.
 */
async function expectBoughtAsMade(
  page: Page,
  context: BrowserContext,
  made: { named: string; blending: string; cart: ItemSeen; counts: Record<string, number> },
) {
  const { item, blueprint } = await buyCart(page, context, e2e.shop.url);
  await page.getByText(`Colour blending: ${made.named}.`).waitFor();
  expect(item).toMatchObject({
    blending: made.blending,
    colorMap: made.cart.colorMap,
    colorCounts: countsByIndex(made.counts),
  });
  expect(blueprint.status()).toBe(200);
  expect((await blueprint.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

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

describe('colour blending', () => {
  it('Smooth and Crisp remake the preview and counts, Off restores it, and the order keeps the blended grid', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'blending');
      await ui.openEditor('Square', 'Small', PHOTO);

      const blending = page.getByRole('group', { name: 'Colour blending' });
      await expect.poll(() => blending.getByRole('radio', { name: 'Clean' }).isChecked()).toBe(true);
      await page
        .getByText(/Mixes neighbouring studs so shades and skin tones look smooth from across the room/)
        .waitFor();
      // A new photo opens with Clean: Off first, for the plain picture the test starts from.
      await ui.chooseBlending('Off', await ui.mosaicPixels());

      // Paint one stud first: it must survive every reprocess.
      const painted = PALETTE.find((c) => c.name === 'Bright Green')!;
      await ui.paintStuds(painted.name, [[3, 3]], STUDS, STUDS);
      const offPixels = await ui.mosaicPixels();
      const offCounts = await ui.colorCounts();
      expect(offCounts[painted.name]).toBeGreaterThanOrEqual(1);

      const smoothPixels = await ui.chooseBlending('Smooth', offPixels);
      const smoothCounts = await ui.colorCounts();
      expect(smoothCounts).not.toEqual(offCounts);
      expect(Object.values(smoothCounts).reduce((a, b) => a + b, 0)).toBe(STUDS * STUDS);
      // Error diffusion mixes colours: the blended picture uses more of them.
      expect(Object.keys(smoothCounts).length).toBeGreaterThan(Object.keys(offCounts).length);
      expect(near(await ui.studColor(3, 3, STUDS, STUDS), hexToRgb(painted.hex))).toBe(true);
      await snap(page, 'blending-smooth');

      const crispPixels = await ui.chooseBlending('Crisp', smoothPixels);
      expect(crispPixels).not.toEqual(offPixels);
      expect(await ui.colorCounts()).not.toEqual(smoothCounts);

      // Off gives back exactly the first picture, the painted stud included.
      expect(await ui.chooseBlending('Off', crispPixels)).toEqual(offPixels);
      expect(await ui.colorCounts()).toEqual(offCounts);

      // Smooth again, and on to the cart: the cart item is the blended grid, counted by the server alike.
      expect(await ui.chooseBlending('Smooth', offPixels)).toEqual(smoothPixels);

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
      await ui.reviewAndAddToCart();
      await page.getByText('Colour blending: Smooth').waitFor();
      const cart = { data: await cartItems(context, e2e.shop.url) };
      expect(cart.data).toHaveLength(1);
      expect(cart.data[0].blending).toBe('smooth');
      expect(cart.data[0].colorCounts).toEqual(countsByIndex(smoothCounts));
      await snap(page, 'blending-cart');

      // Paid: the order keeps the blending and the very grid, which its blueprint is drawn from.
      await expectBoughtAsMade(page, context, {
        named: 'Smooth',
        blending: 'smooth',
        cart: cart.data[0],
        counts: smoothCounts,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Waits until every blending's preview is drawn beside its name; answers how many there are. */
async function previewsDrawn(page: Page): Promise<number> {
  const previews = page.getByRole('group', { name: 'Colour blending' }).locator('..').getByRole('img');
  const names = ['Off', 'Smooth', 'Crisp', 'Best likeness', 'Clean'];
  for (const name of names) {
    await page
      .getByRole('img', { name: `Preview: ${name}`, exact: true })
      .and(page.locator('[data-preview="drawn"]'))
      .waitFor();
  }
  return previews.count();
}

/** The sliders as shown. */
async function sliders(page: Page): Promise<number[]> {
  return Promise.all(
    ['Brightness', 'Contrast', 'Saturation'].map(async (name) =>
      Number(await page.getByRole('slider', { name }).inputValue()),
    ),
  );
}

/** A sample photo made grey (no colour at all), as a file to upload. */
async function greyPhoto(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'brix-e2e-grey-')), 'grey-ripple.jpg');
  await sharp(photo('cold-ripple.jpg')).grayscale().jpeg({ quality: 90 }).toFile(file);
  return file;
}

describe('the first blending', () => {
  it('a new photo opens with Clean, the same picture Clean gives when chosen again, with a preview of each blending', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'first-blending');
      await ui.openEditor('Square', 'Small', PHOTO);
      const blending = page.getByRole('group', { name: 'Colour blending' });
      expect(await blending.getByRole('radio', { name: 'Clean' }).isChecked()).toBe(true);
      const opened = await ui.mosaicPixels();
      // Once the sliders rest, a small picture of the photo with each blending beside its name and its line.
      expect(await previewsDrawn(page)).toBe(5);
      await page.getByText(/Like your photo from across the room and tidy up close/).waitFor();
      await snap(page, 'blending-first-clean');
      const smooth = await ui.chooseBlending('Smooth', opened);
      expect(await ui.chooseBlending('Clean', smooth)).toEqual(opened);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Auto-adjust on a grey photo changes the sliders only for a picture better on both halves, and says what it did', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'auto-adjust');
      await ui.openEditor('Square', 'Small', await greyPhoto());
      await previewsDrawn(page);
      const report = page.getByRole('status', { name: 'Auto-adjust' });
      // From the sliders at rest, and from a photo made too dark by hand.
      for (const brightness of [100, 60]) {
        if (brightness !== 100) await ui.dragSlider('Brightness', brightness);
        const start = await sliders(page);
        const before = await ui.mosaicPixels();
        await page.getByRole('button', { name: 'Auto-adjust' }).click();
        await expect.poll(() => report.innerText()).toMatch(/needs no adjustment|closer to your photo/);
        await ui.waitForEditor();
        await snap(page, `blending-auto-adjust-${brightness}`);
        const text = await report.innerText();
        if (text.includes('needs no adjustment')) {
          // Nothing was better on both halves: nothing changed.
          expect(await sliders(page)).toEqual(start);
          expect(await ui.mosaicPixels()).toEqual(before);
          continue;
        }
        // It says what it changed ("Contrast +20") and both measures, before -> after: each no worse, likeness better.
        const changed = await report.locator('strong').innerText();
        expect(changed).toMatch(/^(Brightness|Contrast|Saturation) [+\u2212]\d+(, .+)?$/);
        expect(await sliders(page)).not.toEqual(start);
        const figures = [...text.matchAll(/([\d.]+)( %)? \u2192 ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[3])]);
        expect(figures).toHaveLength(3);
        expect(figures[0][1]).toBeLessThanOrEqual(figures[0][0]);
        for (const [was, now] of figures.slice(1)) expect(now).toBeLessThanOrEqual(was);
        // Undo puts the sliders back, and the picture with them.
        await report.getByRole('button', { name: 'Undo' }).click();
        await ui.waitForEditor();
        expect(await sliders(page)).toEqual(start);
        await expect.poll(async () => (await ui.mosaicPixels()).join()).toBe(before.join());
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Best likeness', () => {
  it('changes the preview and counts, gives the same grid for the same settings, and the order keeps it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'likeness');
      await ui.openEditor('Square', 'Small', PHOTO);
      const blending = page.getByRole('group', { name: 'Colour blending' });
      await expect.poll(() => blending.getByRole('radio', { name: 'Clean' }).isChecked()).toBe(true);

      const offPixels = await ui.chooseBlending('Off', await ui.mosaicPixels());
      const smoothPixels = await ui.chooseBlending('Smooth', offPixels);
      const smoothCounts = await ui.colorCounts();
      const likenessPixels = await ui.chooseBlending('Best likeness', smoothPixels);
      const likenessCounts = await ui.colorCounts();
      expect(likenessCounts).not.toEqual(smoothCounts);
      expect(Object.values(likenessCounts).reduce((a, b) => a + b, 0)).toBe(STUDS * STUDS);
      await snap(page, 'likeness');

      // The same photo and settings: the same picture, chosen again or after a slider moved away and back.
      expect(await ui.chooseBlending('Smooth', likenessPixels)).toEqual(smoothPixels);
      expect(await ui.chooseBlending('Best likeness', smoothPixels)).toEqual(likenessPixels);
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

      await ui.reviewAndAddToCart();
      await page.getByText('Colour blending: Best likeness').waitFor();
      const cart = { data: await cartItems(context, e2e.shop.url) };
      expect(cart.data).toHaveLength(1);
      expect(cart.data[0].blending).toBe('likeness');
      expect(cart.data[0].colorCounts).toEqual(countsByIndex(likenessCounts));

      await expectBoughtAsMade(page, context, {
        named: 'Best likeness',
        blending: 'likeness',
        cart: cart.data[0],
        counts: likenessCounts,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Colours and Tidy lone studs', () => {
  it('Colours 12 keeps the preview and counts to 12 colours, through the cart to the order', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await customerInWizard(context, e2e.shop, 'colours');
      await ui.openEditor('Square', 'Small', CUPS);
      const blending = page.getByRole('group', { name: 'Colour blending' });
      const colours = page.getByRole('group', { name: 'Colours' });
      const tidy = page.getByRole('switch', { name: 'Tidy lone studs' });
      await expect.poll(() => colours.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
      // Tidy is on by default, and waits for a blending: a new photo has one (Clean), Off has none.
      expect(await blending.getByRole('radio', { name: 'Clean' }).isChecked()).toBe(true);
      expect(await tidy.isChecked()).toBe(true);
      expect(await tidy.isDisabled()).toBe(false);
      await ui.chooseBlending('Off', await ui.mosaicPixels());
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

      await ui.reviewAndAddToCart();
      const cart = { data: await cartItems(context, e2e.shop.url) };
      expect(cart.data[0]).toMatchObject({ colorCap: 12, tidy: true });
      expect(cart.data[0].colorCounts).toEqual(countsByIndex(cappedCounts));
      expect(cart.data[0].colorCounts.filter((n) => n > 0).length).toBeLessThanOrEqual(12);

      const { item, blueprint: pdf } = await buyCart(page, context, e2e.shop.url);
      // The order page names how the picture was made.
      expect(await page.getByText('Colour blending: Smooth. Colours: 12. Lone studs tidied.').count()).toBe(1);
      expect(item).toMatchObject({ colorCap: 12, tidy: true });
      expect(item.colorMap).toBe(cart.data[0].colorMap);
      expect(item.colorCounts.filter((n) => n > 0).length).toBeLessThanOrEqual(12);
      expect(pdf.status()).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
