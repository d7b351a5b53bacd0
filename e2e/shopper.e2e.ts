// The shopper's way in Chromium against the real shop: a photo dropped on or pasted into the Upload step,
// the home page's drop target, the wizard's actions in view at common screen sizes, and the facts of a kit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JSHandle, Page } from 'playwright-core';
import { snap } from './support/browser';
import { type Viewport, withPage } from './support/pages';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });

const LAPTOP: Viewport = { width: 1440, height: 900 };

/** A DataTransfer in the page holding one real photo, as a drag from the desktop or a copied image carries it. */
async function transferOf(page: Page, name: string, type = 'image/jpeg'): Promise<JSHandle<DataTransfer>> {
  const base64 = readFileSync(photo(name)).toString('base64');
  return page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64, name, type },
  );
}

/** Drags `transfer` onto the element as a person dragging a file there would, then drops it. */
async function dropOn(page: Page, selector: string, transfer: JSHandle<DataTransfer>) {
  for (const type of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent(selector, type, { dataTransfer: transfer });
}

describe('a photo without the file chooser', () => {
  it('dropped on the Upload box, or pasted, opens the cropper; a click on the box opens the chooser', async () => {
    await withPage(e2e, LAPTOP, async ({ page, errors }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.toSize('Square', 'Medium');
      await ui.clickNext();
      const box = page.getByTestId('photo-drop');
      await box.getByText('Drop a photo here, paste one, or click to choose').waitFor();

      // While a file is dragged over the page the box says where to drop it.
      const transfer = await transferOf(page, 'cat.jpg');
      await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
      await box.getByText('Drop your photo here').waitFor();
      await snap(page, 'upload-drag-over');
      await page.dispatchEvent('body', 'dragleave', { dataTransfer: transfer });
      await box.getByText('Drop your photo here').waitFor({ state: 'detached' });

      await dropOn(page, '[data-testid="photo-drop"]', transfer);
      await ui.cropper().waitFor();
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      await expect(box.getByRole('img', { name: 'Your cropped picture' }).count()).resolves.toBe(1);

      // A pasted image replaces it, through the same cropper.
      const pasted = await transferOf(page, 'rocket.jpg');
      await page.evaluate(
        (clipboardData) => document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true })),
        pasted,
      );
      await ui.cropper().waitFor();
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();

      // A click on the box opens the file chooser, as the Upload button does.
      const chooser = page.waitForEvent('filechooser');
      await box.click();
      await (await chooser).setFiles(photo('coffee.jpg'));
      await ui.cropper().waitFor();
      await ui.cropper().getByRole('button', { name: 'Cancel' }).click();
      expect(errors).toEqual([]);
    });
  });

  it('a dropped file that is not a picture gets the upload message, and nothing opens', async () => {
    await withPage(e2e, LAPTOP, async ({ page }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.toSize('Square', 'Small');
      await ui.clickNext();
      const text = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
        return transfer;
      });
      await dropOn(page, '[data-testid="photo-drop"]', text);
      await expect.poll(() => ui.uploadError().textContent()).toMatch(/JPEG, PNG or WebP/);
      await expect(ui.cropper().count()).resolves.toBe(0);
    });
  });
});
