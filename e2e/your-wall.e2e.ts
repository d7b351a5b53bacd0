// "Your wall" in the Review step: the shopper's own wall photo, scaled by a ruler across something of known
// width, with the Brix at its true size; bad input is refused with a message; Download picture gives a PNG.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { snap } from './support/browser';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

describe('your wall', () => {
  it('hangs the Brix at the size the ruler and the typed width give, and downloads the picture', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      // The page never sends the wall photo anywhere.
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET') posts.push(r.url());
      });
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.makeBrix('Landscape', 'Medium', photo('kite.jpg')); // 4 x 2 plates: 40 x 20 in
      const postsBefore = posts.length;
      await page.getByRole('group', { name: 'Room' }).getByRole('radio', { name: 'Your wall' }).check();
      const wall = page.getByTestId('your-wall');
      const input = page.getByTestId('wall-input');

      // Not a picture.
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a wall, honestly') });
      await wall.getByRole('alert').filter({ hasText: 'That file is not a picture.' }).waitFor();
      await input.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
      await wall.getByRole('alert').filter({ hasText: 'That file is not a picture.' }).waitFor();

      // A real photo as the wall: 2048 x 1280, kept at that size.
      const wallPhoto = photo('grey.jpg');
      await input.setInputFiles(wallPhoto);
      const frame = wall.getByRole('img', { name: /^Your wall/ });
      await frame.locator('canvas').first().waitFor();
      const k = Number(await frame.getAttribute('data-display-scale'));
      expect(k).toBeGreaterThan(0);
      await frame.scrollIntoViewIfNeeded();
      const origin = (await frame.boundingBox())!;
      const toScreen = (p: { x: number; y: number }) => ({ x: origin.x + p.x * k, y: origin.y + p.y * k });
      const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 6 });
        await page.mouse.up();
      };

      // The ruler's ends dragged 320 screen pixels apart, across something 80 inches wide.
      const [a, b] = JSON.parse((await frame.getAttribute('data-ruler'))!) as { x: number; y: number }[];
      await drag(toScreen(a), { x: origin.x + 100, y: origin.y + 300 });
      await drag(toScreen(b), { x: origin.x + 420, y: origin.y + 300 });
      const ruler = JSON.parse((await frame.getAttribute('data-ruler'))!) as { x: number; y: number }[];
      const rulerPx = Math.hypot(ruler[1].x - ruler[0].x, ruler[1].y - ruler[0].y);
      expect(rulerPx * k).toBeCloseTo(320, 0);

      const width = wall.getByLabel('Width under the ruler');
      const download = wall.getByRole('button', { name: 'Download picture' });
      await expect(download.isDisabled()).resolves.toBe(true);
      // Bad widths: too small, zero, absurdly large, not a number.
      for (const [text, unit] of [
        ['4', 'in'],
        ['0', 'in'],
        ['700', 'in'],
        ['2000', 'cm'],
        ['wide', 'in'],
      ]) {
        await wall.getByLabel('Unit').selectOption(unit);
        await width.fill(text);
        await wall
          .getByRole('alert')
          .filter({ hasText: 'The width under the ruler must be from 5 in (12.7 cm) to 50 ft (1524 cm).' })
          .waitFor();
        await expect(download.isDisabled()).resolves.toBe(true);
        await expect(frame.getAttribute('data-brix-box')).resolves.toBe('');
      }

      // 80 in under the ruler: the 40 in Brix is half the ruler's length wide, 20 in high.
      await wall.getByLabel('Unit').selectOption('in');
      await width.fill('80');
      const boxOf = async () => JSON.parse((await frame.getAttribute('data-brix-box'))!) as Box;
      let box = await boxOf();
      expect(box.w).toBeCloseTo((rulerPx * 40) / 80, 1);
      expect(box.h).toBeCloseTo((rulerPx * 20) / 80, 1);
      // The same width in centimetres gives the same size.
      await wall.getByLabel('Unit').selectOption('cm');
      await width.fill('203.2');
      box = await boxOf();
      expect(box.w).toBeCloseTo((rulerPx * 40) / 80, 1);
      expect(await page.getByRole('alert').filter({ hasText: 'width under the ruler' }).count()).toBe(0);

      // The Brix is dragged into place.
      const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
      await drag(toScreen(centre), { x: toScreen(centre).x - 60, y: toScreen(centre).y + 40 });
      const moved = await boxOf();
      expect((moved.x - box.x) * k).toBeCloseTo(-60, 0);
      expect((moved.y - box.y) * k).toBeCloseTo(40, 0);
      expect(moved.w).toBeCloseTo(box.w, 6);
      await snap(page, 'order-5-your-wall');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      // Download picture: a PNG of the wall photo's size, the Brix where it hangs, the wall elsewhere.
      const downloaded = page.waitForEvent('download');
      await download.click();
      const file = await (await downloaded).path();
      const png = await readFile(file);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 2048, 1280]);
      const out = await sharp(png).removeAlpha().raw().toBuffer();
      const original = await sharp(wallPhoto).removeAlpha().raw().toBuffer();
      const at = (buf: Buffer, x: number, y: number) => {
        const i = (Math.round(y) * 2048 + Math.round(x)) * 3;
        return [buf[i], buf[i + 1], buf[i + 2]];
      };
      const differs = (x: number, y: number) =>
        at(out, x, y).reduce((sum, v, i) => sum + Math.abs(v - at(original, x, y)[i]), 0);
      // Well outside the Brix and its shadow: the wall as photographed; across the Brix: something else.
      expect(differs(moved.x - moved.w * 0.3, moved.y + moved.h / 2)).toBeLessThan(30);
      expect(differs(moved.x + moved.w * 1.3, moved.y + moved.h / 2)).toBeLessThan(30);
      const inside = [0.2, 0.4, 0.6, 0.8].map((f) => differs(moved.x + moved.w * f, moved.y + moved.h * f));
      expect(Math.max(...inside)).toBeGreaterThan(60);
      expect(posts.length).toBe(postsBefore);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
