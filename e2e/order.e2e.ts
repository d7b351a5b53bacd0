// The order wizard in Chromium against the real shop: shape, size, upload and crop, the editor, the
// review and the cart, with real photos from assets/photos.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { snap } from './support/browser';
import { startShop } from './support/server';
import { hexToRgb, near, photo, wizard, wizardPage, type Wizard } from './support/wizard';
import { newCustomer, signUpByApi } from './support/accounts';
import { useShopAndBrowser } from './support/setup';
import { loadMosaicCoreNode, PALETTE } from 'mosaic-core/node';

// The built web app: web/dist by default, or WEB_DIST (inherited by the server) for a build elsewhere.
const e2e = useShopAndBrowser({ start: startShop });

async function freshPage(): Promise<{ context: BrowserContext; page: Page; ui: Wizard; errors: string[] }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const { page, ui, errors } = await wizardPage(context);
  await ui.open(e2e.shop.url);
  return { context, page, ui, errors };
}

describe('order wizard', () => {
  it('shape and size: buttons enable with their data, Back and Start Over, units, custom sizes', async () => {
    const { context, page, ui, errors } = await freshPage();
    try {
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      for (const later of ['Size', 'Upload', 'Edit', 'Review'])
        await expect(ui.stepTab(later).isDisabled()).resolves.toBe(true);
      await expect(ui.backButton().count()).resolves.toBe(0);
      await expect(ui.startOverButton().count()).resolves.toBe(0);
      for (const text of [
        'Landscape',
        'Portrait',
        'Square',
        'Great for group pictures and nature',
        'Great for solo pictures and selfies',
        'Versatile for all your needs',
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      await snap(page, 'order-1-shape');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      const analytics: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/analytics')) analytics.push(r.postDataJSON());
      });
      await ui.chooseShape('Square');
      await ui.clickNext();
      await page.getByRole('heading', { name: 'Choose your size' }).waitFor();
      await expect
        .poll(() => analytics)
        .toContainEqual(
          expect.objectContaining({ type: 'event', category: 'Order Process', action: 'Next', label: 'Shape' }),
        );
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await expect(ui.startOverButton().isVisible()).resolves.toBe(true);
      await expect(ui.stepTab('Upload').isDisabled()).resolves.toBe(true);

      await ui.sizeOption('Small').waitFor();
      // Each size is named with its proportions (width:height) beside its price and inches.
      await expect(ui.sizeOption('Small').innerText()).resolves.toMatch(/Small 1:1 - \$149\.99\s+20 x 20 in/);
      await expect(ui.sizeOption('Large').innerText()).resolves.toMatch(/Large 1:1 - \$509\.99\s+40 x 40 in/);
      await page.getByText('The larger the size, the better the resolution of your Brix.').waitFor();
      await page.getByRole('button', { name: 'Centimetres' }).click();
      await expect(ui.sizeOption('Small').innerText()).resolves.toMatch(/50\.8 x 50\.8 cm/);
      await page.getByRole('button', { name: 'Inches' }).click();

      await ui.chooseSize('Large');
      await expect(ui.next().isEnabled()).resolves.toBe(true);
      await page.locator('svg.room-preview').first().waitFor();
      await snap(page, 'order-2-size');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      // Back keeps the choices; the Size tab stays reachable.
      await ui.backButton().click();
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
      await expect(page.getByRole('radio', { name: /^Square/ }).getAttribute('aria-checked')).resolves.toBe('true');
      await ui.stepTab('Size').click();
      await expect(ui.sizeOption('Large').getAttribute('aria-checked')).resolves.toBe('true');

      // Custom: a landscape must be wider than tall; its price comes from the server.
      await ui.startOverButton().click();
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await expect(ui.stepTab('Size').isDisabled()).resolves.toBe(true);
      await ui.chooseShape('Landscape');
      await ui.clickNext();
      await ui.chooseSize('Custom');
      await page.getByLabel('Width (plates)').selectOption('6');
      await page.getByLabel('Height (plates)').selectOption('3');
      await expect.poll(() => ui.sizeOption('Custom').innerText()).toMatch(/Custom 2:1 - \$569\.99\s+60 x 30 in/);
      await expect(ui.next().isEnabled()).resolves.toBe(true);
      await page.getByLabel('Height (plates)').selectOption('6');
      await page.getByText('A landscape Brix is wider than it is tall.').waitFor();
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await snap(page, 'order-2-size-custom');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the desktop-only notice on tablets and phones', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 820, height: 1100 } });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.shop.url}/order`);
      await page.getByText('This tool needs a desktop browser (Chrome recommended)').waitFor();
      await expect(page.getByRole('button', { name: 'Next', exact: true }).count()).resolves.toBe(0);
      await snap(page, 'order-0-tablet');
      // Not a dead end: the gallery, pricing and how-to pages are a tap away.
      await page.locator('#main').getByRole('link', { name: 'Gallery', exact: true }).click();
      await page.waitForURL(/\/gallery$/);
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("upload: refuses files that are not pictures, photos of too many pixels and photos too small for the size, with the core's message", async () => {
    const { context, page, ui } = await freshPage();
    try {
      await ui.chooseShape('Square');
      await ui.clickNext();
      await ui.chooseSize('Large');
      await ui.clickNext();
      await page.getByRole('heading', { name: 'Upload Your Picture' }).waitFor();
      for (const tip of [
        'Choose a well-lit photo without heavy shadows.',
        'Crop as close as possible to what matters most.',
        'Complex detail may not work well.',
        'Keep images under 10MB and expect a slight extra crop.',
      ]) {
        await page.getByText(tip).waitFor();
      }
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await snap(page, 'order-3-upload-empty');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      await ui.upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect.poll(() => ui.uploadError().innerText()).toMatch(/not a picture/);
      await ui.upload({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) });
      await expect.poll(() => ui.uploadError().innerText()).toMatch(/larger than 10MB/);
      await ui.upload({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('still not a picture') });
      await expect.poll(() => ui.uploadError().innerText()).toMatch(/not a picture/);
      // More pixels than the shop takes (a small file of one colour): refused with the limit, no cropper shown.
      const tooManyPixels = await sharp({ create: { width: 8200, height: 6200, channels: 3, background: '#3a6ea5' } })
        .png()
        .toBuffer();
      await ui.upload({ name: 'wide.png', mimeType: 'image/png', buffer: tooManyPixels });
      await expect.poll(() => ui.uploadError().innerText()).toMatch(/more than \d+ megapixels/);
      await expect(ui.cropper().count()).resolves.toBe(0);

      // 100 x 100 pixels cannot make a 4 x 4 plate (128 x 128 stud) Brix: the core says why.
      const tiny = await sharp(photo('astronaut.jpg')).resize(100, 100).png().toBuffer();
      const core = await loadMosaicCoreNode();
      const { data } = await sharp(tiny).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let coreMessage = '';
      try {
        core.openPhoto(new Uint8Array(data), 100, 100).pixelate({ platesWide: 4, platesHigh: 4 });
      } catch (err) {
        coreMessage = (err as Error).message;
      }
      expect(coreMessage).not.toBe('');
      await ui.upload({ name: 'tiny.png', mimeType: 'image/png', buffer: tiny });
      await ui.cropper().waitFor();
      await ui.crop();
      await expect.poll(() => ui.uploadError().innerText()).toBe(coreMessage);
      const color = await ui.uploadError().evaluate((el) => getComputedStyle(el).color);
      expect(color).toMatch(/rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await page.getByRole('heading', { name: 'Upload Your Picture' }).waitFor();
      await snap(page, 'order-3-upload-too-small');
    } finally {
      await context.close();
    }
  });

  it("crop: the cropper holds the size's aspect ratio and cannot be skipped", async () => {
    const { context, page, ui } = await freshPage();
    try {
      await ui.chooseShape('Landscape');
      await ui.clickNext();
      await ui.chooseSize('Medium'); // 4 x 2 plates
      await ui.clickNext();
      // The photo itself goes up while the visitor crops; the crop is what the mosaic is made from.
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.request().method() === 'POST');
      await ui.upload(photo('kite.jpg'));
      await ui.cropper().waitFor();
      const area = page.locator('[data-testid="cropper"] .reactEasyCrop_CropArea');
      await area.waitFor();
      const box = (await area.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(2, 1);
      // No way past the cropper but Crop or Cancel.
      await expect(ui.cropper().getByRole('button').allInnerTexts()).resolves.toEqual(['Cancel', 'Crop']);
      await expect(ui.next().isDisabled()).resolves.toBe(true);
      await snap(page, 'order-3-crop');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);
      const body = (await (await uploaded).json()) as { url: string; width: number; height: number };
      expect([body.width, body.height]).toEqual([2048, 1280]);
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      const cropped = page.getByRole('img', { name: 'Your cropped picture' });
      const ratio = await cropped.evaluate(
        (img) => (img as HTMLImageElement).naturalWidth / (img as HTMLImageElement).naturalHeight,
      );
      expect(ratio).toBeCloseTo(2, 1);
      await page.getByRole('button', { name: 'Re-upload' }).waitFor();
      await expect(ui.next().isEnabled()).resolves.toBe(true);
      await snap(page, 'order-3-upload-done');

      // Back to a new size: the same photo is cropped again for it, without a second upload.
      let uploads = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/images') && r.method() === 'POST') uploads++;
      });
      await ui.backButton().click();
      await ui.chooseSize('Large'); // 4 x 3 plates
      await expect(ui.stepTab('Upload').isDisabled()).resolves.toBe(true);
      await ui.clickNext();
      await ui.cropper().waitFor();
      const box43 = (await area.boundingBox())!;
      expect(box43.width / box43.height).toBeCloseTo(4 / 3, 1);
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      const ratio43 = await cropped.evaluate(
        (img) => (img as HTMLImageElement).naturalWidth / (img as HTMLImageElement).naturalHeight,
      );
      expect(ratio43).toBeCloseTo(4 / 3, 1);
      expect(uploads).toBe(0);
      await ui.clickNext();
      await ui.waitForEditor();
      await page.getByText('40 x 30 in (101.6 x 76.2 cm)').waitFor();
    } finally {
      await context.close();
    }
  });

  it('edit, review and cart: sliders, painting, undo and redo, edits re-applied, add to cart', async () => {
    const { context, page, ui, errors } = await freshPage();
    try {
      await ui.chooseShape('Square');
      await ui.clickNext();
      await ui.chooseSize('Small'); // 2 x 2 plates = 64 x 64 studs
      await ui.clickNext();
      await ui.upload(photo('astronaut.jpg'));
      await ui.cropper().waitFor();
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      await ui.clickNext();

      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor();
      await page.getByText('20 x 20 in (50.8 x 50.8 cm)').waitFor();
      await ui.waitForEditor();
      await page.getByText('Is the Brixilation not fabulous enough?').click();
      await page.locator('#main').getByRole('link', { name: 'support@brixilated.example' }).waitFor();
      await snap(page, 'order-4-edit');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      // Sliders repaint the picture.
      const before = await ui.expectSliderRepaints('Brightness', 140);
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await ui.waitForEditor();
      await expect(page.getByRole('slider', { name: 'Brightness' }).inputValue()).resolves.toBe('100');
      await expect.poll(async () => (await ui.mosaicPixels()).join()).toBe(before.join());

      // Auto-adjust measures the photo and says what it did: a slider change better on both halves of the
      // fidelity measure (which Undo takes back), or that the photo needs none.
      await page.getByRole('button', { name: 'Auto-adjust' }).click();
      const report = page.getByRole('status', { name: 'Auto-adjust' });
      await expect.poll(() => report.innerText()).toMatch(/needs no adjustment|closer to your photo/);
      await ui.waitForEditor();
      if (!(await report.innerText()).includes('needs no adjustment')) {
        await report.getByRole('button', { name: 'Undo' }).click();
        await ui.waitForEditor();
      }
      for (const label of ['Brightness', 'Contrast', 'Saturation'])
        await expect(page.getByRole('slider', { name: label }).inputValue()).resolves.toBe('100');
      await expect.poll(async () => (await ui.mosaicPixels()).join()).toBe(before.join());

      // The Advanced Editor: a color, a painted stud, undo and redo (buttons and keyboard).
      await ui.setAdvanced(true);
      await expect(page.getByRole('button', { name: 'Undo' }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Redo' }).isDisabled()).resolves.toBe(true);
      const color = PALETTE.find((c) => c.name.toLowerCase().includes('lime')) ?? PALETTE[10];
      const original = await ui.studColor(3, 3, 64, 64);
      await ui.pickColor(color.name);
      await expect(
        page.getByRole('button', { name: color.name, exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await ui.paintStud(3, 3, 64, 64);
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), hexToRgb(color.hex))).toBe(true);
      await expect(page.getByRole('button', { name: 'Undo' }).isEnabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), original, 2)).toBe(true);
      await expect(page.getByRole('button', { name: 'Redo' }).isEnabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), hexToRgb(color.hex))).toBe(true);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), original, 2)).toBe(true);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), hexToRgb(color.hex))).toBe(true);
      // A drag paints every stud it crosses, as one undo step.
      const a = await ui.studPoint(10, 20, 64, 64);
      const b = await ui.studPoint(20, 20, 64, 64);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 3 });
      await page.mouse.up();
      for (const x of [10, 15, 20])
        await expect.poll(async () => near(await ui.studColor(x, 20, 64, 64), hexToRgb(color.hex))).toBe(true);
      // The keyboard: arrows move a stud cursor from the centre, Space paints; Ctrl+Z takes it back.
      const keyed = await ui.studColor(34, 33, 64, 64);
      await ui.stage.focus();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Space']) await page.keyboard.press(key);
      await expect.poll(async () => near(await ui.studColor(34, 33, 64, 64), hexToRgb(color.hex))).toBe(true);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => near(await ui.studColor(34, 33, 64, 64), keyed, 2)).toBe(true);
      // Clicking the selected color again deselects it.
      await ui.pickColor(color.name);
      await expect(
        page.getByRole('button', { name: color.name, exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('false');
      await snap(page, 'order-4-edit-advanced');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      // A slider change reprocesses the photo and re-applies the edits, with a toast saying so.
      await ui.setAdvanced(false);
      await ui.dragSlider('Contrast', 60);
      await page.getByRole('status').filter({ hasText: 're-applied' }).waitFor();
      await expect.poll(async () => near(await ui.studColor(3, 3, 64, 64), hexToRgb(color.hex))).toBe(true);
      await expect.poll(async () => near(await ui.studColor(15, 20, 64, 64), hexToRgb(color.hex))).toBe(true);
      await snap(page, 'order-4-edit-reapplied');

      // Zoom: the icons and the wheel; Reset zoom goes back to the whole picture.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByText('200%').waitFor();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByText('100%').waitFor();
      const centre = await ui.studPoint(32, 32, 64, 64);
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.wheel(0, -400);
      await expect
        .poll(async () => Number((await page.getByText(/^\d+%$/).innerText()).replace('%', '')))
        .toBeGreaterThan(100);
      // Zoomed in, a drag pans the picture.
      const zoomed = await ui.mosaicPixels();
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 120, centre.y + 80, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await ui.mosaicPixels()).join() !== zoomed.join()).toBe(true);
      await page.getByRole('button', { name: 'Reset zoom' }).click();
      await page.getByText('100%').waitFor();

      // The other tools, each undone again.
      await ui.setAdvanced(true);
      const other = PALETTE[0];
      const lime = hexToRgb(color.hex);
      const untouched = await ui.studColor(40, 40, 64, 64);
      await ui.paintStud(40, 40, 64, 64); // no color selected: nothing happens
      expect(near(await ui.studColor(40, 40, 64, 64), untouched, 2)).toBe(true);
      await ui.chooseTool('Eyedropper');
      await ui.paintStud(15, 20, 64, 64);
      await expect(
        page.getByRole('button', { name: color.name, exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expect(page.getByRole('button', { name: 'Paint', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await ui.pickColor(other.name);
      await ui.chooseTool('Fill');
      await ui.paintStud(12, 20, 64, 64);
      for (const x of [10, 15, 20])
        await expect.poll(async () => near(await ui.studColor(x, 20, 64, 64), hexToRgb(other.hex))).toBe(true);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => near(await ui.studColor(15, 20, 64, 64), lime)).toBe(true);
      await ui.chooseTool('Replace colour');
      await ui.paintStud(3, 3, 64, 64);
      // The studs of the colour replaced: the one clicked and two more.
      const replaced = [
        [3, 3],
        [10, 20],
        [20, 20],
      ];
      for (const [x, y] of replaced)
        await expect.poll(async () => near(await ui.studColor(x, y, 64, 64), hexToRgb(other.hex))).toBe(true);
      await page.getByRole('button', { name: 'Undo' }).click();
      for (const [x, y] of replaced)
        await expect.poll(async () => near(await ui.studColor(x, y, 64, 64), lime)).toBe(true);
      // Pan mode: clicks move the picture instead of painting.
      await ui.chooseTool('Paint');
      await page.getByRole('checkbox', { name: 'Enable Pan Mode' }).check();
      await ui.paintStud(40, 40, 64, 64);
      expect(near(await ui.studColor(40, 40, 64, 64), untouched, 2)).toBe(true);
      await page.getByRole('checkbox', { name: 'Enable Pan Mode' }).uncheck();
      await ui.pickColor(other.name); // deselect
      await ui.setAdvanced(false);

      // Review.
      await ui.clickNext();
      await page.getByRole('heading', { name: 'Check out your Brix' }).waitFor();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByText('Select a room to see how your Brix looks in different spaces').waitFor();
      // The five sample rooms, then the shopper's own wall.
      const rooms = await page
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent?.trim() ?? ''),
        );
      expect(rooms).toHaveLength(6);
      expect(rooms[5]).toMatch(/Your wall/);
      const selection = page.getByRole('region', { name: 'Your Selection' });
      await expect(selection.innerText()).resolves.toMatch(
        /Small[\s\S]*\$149\.99[\s\S]*20 x 20 in \(50\.8 x 50\.8 cm\)/,
      );
      const finalWidth = await page
        .getByTestId('final-image')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth);
      expect(finalWidth).toBe(400);
      await page.getByRole('radio').nth(2).check();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).resolves.toBe(true);
      await snap(page, 'order-5-review');
      await expect(ui.accessibilityProblems()).resolves.toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText('Review your order').waitFor();
      const thumb = page.locator('#main img').first();
      await thumb.waitFor();
      const src = await thumb.getAttribute('src');
      expect(src).toMatch(/\/images\//);
      await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('#main').innerText()).resolves.toMatch(/\$149\.99/);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('order-info') || '[]'));
      expect(stored).toHaveLength(1);
      const map = JSON.parse(stored[0].colorMap);
      expect([map.width, map.height, map.indices.length]).toEqual([64, 64, 64 * 64]);
      expect(map.indices[3 * 64 + 3]).toBe(color.index);
      await snap(page, 'order-6-cart');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a signed-in customer's Brix goes into the cart on their account", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      await signUpByApi(context, e2e.shop, newCustomer('wizard'));
      const page = await context.newPage();
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.makeBrix('Portrait', 'Medium', photo('rocket.jpg'));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText('Review your order').waitFor();
      const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as {
        data: { size: string; shape: string; priceCents: number; pixImageUrl: string; colorMap: string }[];
      };
      expect(cart.data).toHaveLength(1);
      expect(cart.data[0]).toMatchObject({ shape: 'Portrait', size: 'Medium', priceCents: 26999 });
      const map = JSON.parse(cart.data[0].colorMap);
      expect([map.width, map.height]).toEqual([64, 128]);
      await expect(page.locator('#main').innerText()).resolves.toMatch(/\$269\.99/);
      // The wizard starts afresh after adding to the cart.
      await page.goto(`${e2e.shop.url}/order`);
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
      await expect(ui.next().isDisabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
  /** Routes the photo's uploads (not the finished picture's, which is named by a timestamp) through `onPhoto`. */
  async function routePhotoUploads(page: Page, onPhoto: (route: Route) => Promise<void>) {
    await page.route('**/api/images', (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      return route.request().method() === 'POST' && /filename="(?!\d+\.png")/.test(body)
        ? onPhoto(route)
        : route.continue();
    });
  }

  /** Square, Small and the photo chosen: the cropper is open. */
  async function smallSquareCropper(ui: Wizard, file: string) {
    await ui.chooseShape('Square');
    await ui.clickNext();
    await ui.chooseSize('Small');
    await ui.clickNext();
    await ui.upload(photo(file));
    await ui.cropper().waitFor();
  }

  /** Adds the reviewed Brix to the cart; the cart item refers to the stored photo. */
  async function addedWithStoredPhoto(page: Page) {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('order-info') || '[]'));
    expect(stored).toHaveLength(1);
    expect(stored[0].origImageUrl).toMatch(/^\/images\/[0-9a-f]{32}\.jpg$/);
  }

  it('upload: the photo goes up in the background; the editor opens at once and the review waits for it', async () => {
    const { context, page, ui, errors } = await freshPage();
    try {
      // The photo's upload is held back until the test lets it go, as on a slow connection.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let photoPosts = 0;
      await routePhotoUploads(page, async (route) => {
        photoPosts++;
        await held;
        await route.continue();
      });
      await smallSquareCropper(ui, 'cat.jpg');
      await ui.cropper().getByRole('button', { name: 'Crop', exact: true }).click();
      await ui.cropper().waitFor({ state: 'detached' });
      // Cropped, still uploading: the progress shows, and Next already leads to the editor.
      await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await expect.poll(() => ui.next().isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Re-upload' }).waitFor();
      await ui.clickNext();
      await ui.waitForEditor();
      await ui.expectSliderRepaints('Brightness', 140);
      // The review waits for the photo: the order is prepared once both pictures are stored.
      await ui.clickNext();
      await page
        .getByText("One moment while we prepare your order... Please don't refresh or leave the page.")
        .waitFor();
      await page.waitForTimeout(500);
      await expect(page.getByText('Look at what you created!').count()).resolves.toBe(0);
      release();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await addedWithStoredPhoto(page);
      expect(photoPosts).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('upload: a photo upload that fails after the crop keeps the crop and is sent again for the review', async () => {
    const { context, page, ui } = await freshPage();
    try {
      // The first photo upload is cut off; the one the review sends again goes through.
      let photoPosts = 0;
      await routePhotoUploads(page, (route) => (++photoPosts === 1 ? route.abort() : route.continue()));
      await smallSquareCropper(ui, 'coffee.jpg');
      await ui.crop();
      // The failure shows in red on the Upload step; the crop is kept and the editor still opens.
      await expect.poll(() => ui.uploadError().innerText()).toMatch(/connection|network|try again/i);
      await page.getByRole('img', { name: 'Your cropped picture' }).waitFor();
      await ui.clickNext();
      await ui.waitForEditor();
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      expect(photoPosts).toBe(2);
      await addedWithStoredPhoto(page);
    } finally {
      await context.close();
    }
  });

  it('review: when the finished picture cannot be uploaded, Try again prepares it again', async () => {
    const { context, page, ui } = await freshPage();
    try {
      // The photo's upload goes through; the finished picture's (the second POST) fails once.
      let posts = 0;
      await page.route('**/api/images', (route) =>
        route.request().method() === 'POST' && ++posts === 2 ? route.abort() : route.continue(),
      );
      await smallSquareCropper(ui, 'coffee.jpg');
      await ui.crop();
      await ui.clickNext();
      await ui.waitForEditor();
      await ui.clickNext();
      const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
      await alert.waitFor();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).resolves.toBe(true);
      await snap(page, 'order-5-review-failed');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).resolves.toBe(true);
      expect(posts).toBe(3);
    } finally {
      await context.close();
    }
  });
});
