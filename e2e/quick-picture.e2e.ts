// The cropper's quick picture of a large JPEG turned by its EXIF orientation, in Chromium: from ImageDecoder, and
// from createImageBitmap where ImageDecoder is missing (as in Safari's engine; here the worker is served with
// ImageDecoder taken away). Either way the cropper shows the photo upright, in the shape the full decode has
// it, and the crop is cut from the same place of the photo as the cropper showed.
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startShop } from './support/server';
import { photo, wizardPage } from './support/wizard';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ start: startShop });

/** A 12 MP photo stored landscape (4240 x 2832) and marked turned a quarter round clockwise (orientation 6). */
let turned: Buffer;
/** The same photo as it stands upright (2832 x 4240), and its middle square (the crop a square size starts with), in small. */
let upright: Buffer;
let middle: Buffer;
const SAMPLE = 24;

beforeAll(async () => {
  turned = await sharp(photo('evening-glow.jpg'))
    .resize(4240, 2832, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const small = (picture: Sharp) => picture.resize(SAMPLE, SAMPLE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  upright = await small(sharp(turned).rotate());
  const stood = await sharp(turned).rotate().toBuffer();
  middle = await small(sharp(stood).extract({ left: 0, top: (4240 - 2832) / 2, width: 2832, height: 2832 }));
});

/** The mean difference of the channels of two SAMPLE x SAMPLE RGB pictures. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** Runs in the page: an image's natural size and its pixels drawn at `size` x `size`, as RGB. */
async function readPicture(img: HTMLImageElement, size: number) {
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, 0, 0, size, size);
  const rgba = ctx.getImageData(0, 0, size, size).data;
  return { width: img.naturalWidth, height: img.naturalHeight, rgb: [...rgba].filter((_, i) => i % 4 !== 3) };
}

/** A page whose editor worker has no ImageDecoder (its script served with the global taken away). */
async function withoutImageDecoder(context: BrowserContext) {
  await context.route(/\/assets\/editor\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `delete globalThis.ImageDecoder;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
}

describe.each([
  ['from ImageDecoder', false],
  ['from createImageBitmap where ImageDecoder is missing', true],
])("the cropper's quick picture of a turned 12 MP JPEG, %s", (_, missing) => {
  it('shows the photo upright in the shape of the full decode, and the crop is cut where it showed', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      if (missing) await withoutImageDecoder(context);
      const { page, ui, errors } = await wizardPage(context);
      const workerHasDecoder = new Promise<boolean>((resolve) =>
        page.on('worker', (worker) => void worker.evaluate(() => typeof ImageDecoder === 'function').then(resolve)),
      );
      await ui.open(e2e.shop.url);
      await ui.toSize('Square', 'Small');
      await ui.clickNext();
      await ui.upload({ name: 'turned.jpg', mimeType: 'image/jpeg', buffer: turned });
      expect(await workerHasDecoder).toBe(!missing);
      const image = ui.cropper().locator('img.reactEasyCrop_Image');
      await image.waitFor();
      // The picture as the page shows it: upright, 832 pixels on its longer side (a 1x screen), and the photo.
      const shown = await image.evaluate(readPicture, SAMPLE);
      // Upright (the photo's shape turned), and at least nine tenths of 832 pixels high (a 1x screen's cropper).
      expect(Math.abs(shown.width / shown.height - 2832 / 4240)).toBeLessThan(0.005);
      expect(shown.height).toBeGreaterThanOrEqual(0.9 * 832);
      expect(difference(Buffer.from(shown.rgb), upright)).toBeLessThan(12);
      await ui.crop();
      const cropped = await page.getByRole('img', { name: 'Your cropped picture' }).evaluate(readPicture, SAMPLE);
      expect(cropped.width).toBe(cropped.height);
      expect(difference(Buffer.from(cropped.rgb), middle)).toBeLessThan(12);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
