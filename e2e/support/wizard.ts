// The order wizard, driven the way a person uses it: choose a shape, choose a size, upload a photo, crop,
// drag a slider, paint a stud. Each helper waits for what a person would wait for.
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newCustomer, signUpByApi } from './accounts';
import { type ShopServer } from './server';
import { PALETTE } from 'mosaic-core/node';
import { photoPath, photosDir } from '../../scripts/lib/photos.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export { photosDir };
export const photo = photoPath;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

let uploadDir: Promise<string> | null = null;

/** Writes an upload's bytes to a file of that name in a temporary folder of this test run. */
async function writeUpload(name: string, bytes: Buffer): Promise<string> {
  uploadDir ??= mkdtemp(path.join(tmpdir(), 'brix-e2e-upload-'));
  const file = path.join(await uploadDir, path.basename(name));
  await writeFile(file, bytes);
  return file;
}

export function wizard(page: Page) {
  const stage = page.getByTestId('mosaic-stage');
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  const ui = {
    page,
    stage,
    button,
    next: () => button('Next'),
    backButton: () => button('Back'),
    startOverButton: () => button('Start Over'),
    stepTab: (name: string) =>
      page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: new RegExp(`${name}$`) }),

    async open(baseUrl: string) {
      await page.goto(`${baseUrl}/order`);
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
    },

    async chooseShape(shape: 'Landscape' | 'Portrait' | 'Square') {
      await page
        .getByRole('radiogroup', { name: 'Shape' })
        .getByRole('radio', { name: new RegExp(`^${shape}`) })
        .click();
    },

    sizeOption: (size: string) =>
      page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}`) }),

    async chooseSize(size: 'Small' | 'Medium' | 'Large' | 'Custom') {
      const option = ui.sizeOption(size);
      await option.waitFor();
      await option.click();
    },

    async clickNext() {
      await expect.poll(() => ui.next().isEnabled()).toBe(true);
      await ui.next().click();
    },

    /** Chooses the file as a person would with the Upload button's file chooser. */
    async upload(file: string | { name: string; mimeType: string; buffer: Buffer }) {
      // A buffer is written to a file first: Chromium then reads it from disk, where a buffer would travel
      // base64-encoded through the DevTools protocol (10 MB of it can take longer than the chooser waits).
      const chosen = typeof file === 'string' ? file : await writeUpload(file.name, file.buffer);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /^(Upload|Re-upload)$/ }).click();
      await (await chooser).setFiles(chosen);
    },

    cropper: () => page.getByRole('dialog', { name: 'Crop your picture' }),

    /** Confirms the crop; waits until the picture is cropped and uploaded (or refused). */
    async crop() {
      await ui.cropper().getByRole('button', { name: 'Crop', exact: true }).click();
      await ui.cropper().waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: /^(Nice Choice|Upload Your Picture)$/ }).waitFor();
      await page.waitForFunction(() => !document.querySelector('progress'));
    },

    uploadError: () => page.locator('[role="alert"]').first(),

    /** axe-core's violations inside the page's main area, as "rule: target" lines (empty when clean). */
    async accessibilityProblems(): Promise<string[]> {
      // Evaluated through the DevTools protocol: the shop's Content-Security-Policy rightly refuses an inline script tag.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axePath, 'utf8'));
      return page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (el: Element, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document.querySelector('#main')!, { resultTypes: ['violations'] });
        return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
      });
    },

    /** Shape, size, photo, crop: the Edit step with the picture ready. */
    /** The Shape step's choice, then the Size step's (staying there). */
    async toSize(shape: 'Landscape' | 'Portrait' | 'Square', size: 'Small' | 'Medium' | 'Large') {
      await ui.chooseShape(shape);
      await ui.clickNext();
      await ui.chooseSize(size);
    },

    async openEditor(shape: 'Landscape' | 'Portrait' | 'Square', size: 'Small' | 'Medium' | 'Large', file: string) {
      await ui.toSize(shape, size);
      await ui.clickNext();
      await ui.upload(file);
      await ui.cropper().waitFor();
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      await ui.clickNext();
      await ui.waitForEditor();
    },

    /** Shape, size, photo, crop, straight through the editor to the review. */
    async makeBrix(shape: 'Landscape' | 'Portrait' | 'Square', size: 'Small' | 'Medium' | 'Large', file: string) {
      await ui.openEditor(shape, size, file);
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
    },

    /** Drags a slider to `value` and waits until the picture is repainted; answers the picture before. */
    async expectSliderRepaints(name: string, value: number): Promise<number[]> {
      const before = await ui.mosaicPixels();
      await ui.dragSlider(name, value);
      await expect.poll(async () => (await ui.mosaicPixels()).join() !== before.join()).toBe(true);
      return before;
    },

    /** From the Edit step on to the review, then Add to Cart, until the cart page shows. */
    async reviewAndAddToCart() {
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
    },

    async waitForEditor() {
      await page.locator('[data-ready="true"][data-processing="false"]').waitFor();
      await stage.locator('canvas').first().waitFor();
    },

    /** Drags the slider's thumb to `value` with the mouse, then settles it exactly with the arrow keys. */
    async dragSlider(label: string, value: number) {
      const slider = page.getByRole('slider', { name: label });
      const box = (await slider.boundingBox())!;
      const min = Number(await slider.getAttribute('min'));
      const max = Number(await slider.getAttribute('max'));
      const thumb = 16;
      const xOf = (v: number) => box.x + thumb / 2 + ((v - min) / (max - min)) * (box.width - thumb);
      const y = box.y + box.height / 2;
      const start = Number(await slider.inputValue());
      await page.mouse.move(xOf(start), y);
      await page.mouse.down();
      await page.mouse.move(xOf(value), y, { steps: 8 });
      await page.mouse.up();
      for (let i = 0; i < 40; i++) {
        const now = Number(await slider.inputValue());
        if (now === value) break;
        await slider.press(now < value ? 'ArrowRight' : 'ArrowLeft');
      }
      expect(Number(await slider.inputValue())).toBe(value);
      await ui.waitForEditor();
    },

    async setAdvanced(on: boolean) {
      const toggle = page.getByRole('switch', { name: 'Advanced Editor' });
      if ((await toggle.isChecked()) !== on) await toggle.click();
    },

    async pickColor(name: string) {
      await page.getByRole('group', { name: 'Palette' }).getByRole('button', { name, exact: true }).click();
    },

    async chooseTool(name: 'Paint' | 'Eyedropper' | 'Fill' | 'Replace colour') {
      await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true }).click();
    },

    /** Where the stage is on the page, in CSS pixels. */
    async geometry() {
      return (await stage.boundingBox())!;
    },

    /** The page position of the centre of stud (x, y) on an unzoomed stage of studsWide x studsHigh studs. */
    async studPoint(x: number, y: number, studsWide: number, studsHigh: number) {
      const box = await ui.geometry();
      const w = box.width / studsWide;
      const h = box.height / studsHigh;
      return { x: box.x + (x + 0.5) * w, y: box.y + (y + 0.5) * h };
    },

    async paintStud(x: number, y: number, studsWide: number, studsHigh: number) {
      const p = await ui.studPoint(x, y, studsWide, studsHigh);
      await page.mouse.click(p.x, p.y);
    },

    /** Paints `studs` (x, y) in the colour named `color` with the Advanced Editor, closes it and waits for the picture. */
    async paintStuds(
      color: string,
      studs: readonly (readonly [number, number])[],
      studsWide: number,
      studsHigh: number,
    ) {
      await ui.setAdvanced(true);
      await ui.pickColor(color);
      for (const [x, y] of studs) await ui.paintStud(x, y, studsWide, studsHigh);
      await ui.setAdvanced(false);
      await ui.waitForEditor();
    },

    /** Color drawn for stud (x, y), read from the mosaic layer's canvas near the stud's corner (off the stud highlight). */
    async studColor(x: number, y: number, studsWide: number, studsHigh: number): Promise<Rgb> {
      return stage.evaluate(
        (el, [x, y, sw, shh]) => {
          const canvas = el.querySelector('canvas') as HTMLCanvasElement;
          const w = canvas.width / sw;
          const h = canvas.height / shh;
          // Near the corner: outside the stud's round highlight and inside its outline.
          const px = Math.floor((x + 0.14) * w);
          const py = Math.floor((y + 0.14) * h);
          const [r, g, b] = canvas.getContext('2d')!.getImageData(px, py, 1, 1).data;
          return { r, g, b };
        },
        [x, y, studsWide, studsHigh] as const,
      );
    },

    /** The Edit step's "Colour counts" as { colour name: studs } (the list opened if closed). */
    async colorCounts(): Promise<Record<string, number>> {
      const counts = page.locator('details', { has: page.getByText(/^Colour counts/) });
      if ((await counts.getAttribute('open')) === null) await counts.locator('summary').click();
      await counts.locator('li').first().waitFor();
      const rows = await counts
        .locator('li')
        .evaluateAll((items) =>
          items.map((li) => [li.children[1]?.textContent ?? '', Number(li.children[2]?.textContent ?? 'NaN')] as const),
        );
      return Object.fromEntries(rows);
    },

    /**
     * Chooses a colour blending and waits until the preview has been redrawn with it (its pixels differ from
     * `differentFrom`, the preview before); answers the new preview's fingerprint.
     */
    async chooseBlending(name: string, differentFrom: number[]): Promise<number[]> {
      await page.getByRole('group', { name: 'Colour blending' }).getByRole('radio', { name }).check();
      await expect
        .poll(async () => JSON.stringify(await ui.mosaicPixels()) !== JSON.stringify(differentFrom), {
          timeout: 30_000,
        })
        .toBe(true);
      await ui.waitForEditor();
      return ui.mosaicPixels();
    },

    /** A fingerprint of the whole mosaic layer (a coarse sample of its pixels). */
    async mosaicPixels(): Promise<number[]> {
      return stage.evaluate((el) => {
        const canvas = el.querySelector('canvas') as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        const out: number[] = [];
        for (let i = 0; i < data.length; i += 4 * 97) out.push(data[i], data[i + 1], data[i + 2]);
        return out;
      });
    },
  };
  return ui;
}

/** The Edit step's colour counts by palette index (40 numbers), as the server answers an item's counts. */
export const countsByIndex = (counts: Record<string, number>): number[] => PALETTE.map((c) => counts[c.name] ?? 0);

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function near(a: Rgb, b: Rgb, tolerance = 14): boolean {
  return Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
}

export type Wizard = ReturnType<typeof wizard>;

/**
 * A new customer (signed up through the API) on the wizard's first step in a new page of `context`;
 * `errors` collects the page's uncaught errors, for a test to expect none.
 */
export async function customerInWizard(context: BrowserContext, shop: ShopServer, tag: string): Promise<WizardPage> {
  await signUpByApi(context, shop, newCustomer(tag));
  const open = await wizardPage(context);
  await open.ui.open(shop.url);
  return open;
}

export interface WizardPage {
  page: Page;
  ui: Wizard;
  /** The page's uncaught errors, for a test to expect none. */
  errors: string[];
}

/** A new page of `context` with the wizard's helpers, collecting its uncaught errors. */
export async function wizardPage(context: BrowserContext): Promise<WizardPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, ui: wizard(page), errors };
}
