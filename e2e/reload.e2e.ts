// The wizard survives a page reload (IndexedDB in the browser): in the middle of the Edit step, a reload
// comes back to the Edit step with the same picture, sliders, blending and painted studs, and the Brix can
// still be finished and put in the cart; Add to Cart (through Start Over) forgets the kept wizard, and so
// does Logout (from any page), so the next person on the browser never gets it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PALETTE } from 'mosaic-core/node';
import { newCustomer, signUpByApi } from './support/accounts';
import { snap } from './support/browser';
import { withPage, WIZARD_DESKTOP } from './support/pages';
import { useShopAndBrowser } from './support/setup';
import { hexToRgb, near, photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser();
// Small Portrait: 2 x 3 plates.
const WIDE = 64;
const HIGH = 96;
const COLOR = PALETTE.find((c) => c.name === 'Bright Green')!;
const PAINTED = [[5, 5], [30, 60], [60, 90]] as const; // prettier-ignore

/** What the browser keeps of the wizard (read straight from its IndexedDB), or null when nothing is kept. */
function keptWizard(
  page: Page,
): Promise<{ step: string; size: string | null; contrast: number; edits: number; photo: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('keyval').objectStore('keyval').get('brix-wizard');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const r = read.result as
              | {
                  step: string;
                  choices: { sizeName: string | null };
                  photo: unknown;
                  editor: { adjustments: { contrast: number }; done: { edits: unknown[] }[] } | null;
                }
              | undefined;
            db.close();
            resolve(
              r
                ? {
                    step: r.step,
                    size: r.choices.sizeName,
                    contrast: r.editor?.adjustments.contrast ?? -1,
                    edits: r.editor?.done.reduce((n, a) => n + a.edits.length, 0) ?? 0,
                    photo: r.photo !== null,
                  }
                : null,
            );
          };
        };
      }),
  );
}

/** Nothing is kept in the browser any more, and the wizard opens at its first step. */
async function startsAfresh(page: Page) {
  await expect.poll(() => keptWizard(page)).toBeNull();
  const ui = wizard(page);
  await ui.open(e2e.shop.url);
  expect(await ui.stepTab('Shape').getAttribute('aria-current')).toBe('step');
}

/** The wizard on `page` with a Small Square's photo in the cropper, kept in the browser. */
async function cropperKept(page: Page) {
  const ui = wizard(page);
  await ui.open(e2e.shop.url);
  await ui.toSize('Square', 'Small');
  await ui.clickNext();
  await ui.upload(photo('astronaut.jpg'));
  await ui.cropper().waitFor();
  await expect.poll(() => keptWizard(page)).toMatchObject({ step: 'Upload', photo: true });
  return ui;
}

describe('a page reload in the wizard', () => {
  it('comes back to the Edit step with the same picture and edits, and Add to Cart forgets it', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ page, errors }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.openEditor('Portrait', 'Small', photo('coffee.jpg'));
      await ui.dragSlider('Contrast', 80);
      await page.getByRole('group', { name: 'Colour blending' }).getByRole('radio', { name: 'Crisp' }).check();
      await ui.waitForEditor();
      await ui.paintStuds(COLOR.name, PAINTED, WIDE, HIGH);
      const counts = await ui.colorCounts();
      const pixels = await ui.mosaicPixels();
      await expect
        .poll(() => keptWizard(page))
        .toEqual({ step: 'Edit', size: 'Small', contrast: 80, edits: PAINTED.length, photo: true });

      await page.reload();
      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor({ timeout: 60_000 });
      await ui.waitForEditor();
      expect(await ui.stepTab('Edit').getAttribute('aria-current')).toBe('step');
      expect(await ui.stepTab('Review').isDisabled()).toBe(true);
      expect(Number(await page.getByRole('slider', { name: 'Contrast' }).inputValue())).toBe(80);
      expect(
        await page.getByRole('group', { name: 'Colour blending' }).getByRole('radio', { name: 'Crisp' }).isChecked(),
      ).toBe(true);
      expect(await ui.mosaicPixels()).toEqual(pixels);
      expect(await ui.colorCounts()).toEqual(counts);
      for (const [x, y] of PAINTED) expect(near(await ui.studColor(x, y, WIDE, HIGH), hexToRgb(COLOR.hex))).toBe(true);
      await snap(page, 'reload-edit-step');

      // The edits are still one history: Undo takes the last stud back.
      await ui.setAdvanced(true);
      await page.getByRole('button', { name: 'Undo' }).click();
      expect(near(await ui.studColor(60, 90, WIDE, HIGH), hexToRgb(COLOR.hex))).toBe(false);
      await page.getByRole('button', { name: 'Redo' }).click();
      expect(near(await ui.studColor(60, 90, WIDE, HIGH), hexToRgb(COLOR.hex))).toBe(true);
      await ui.setAdvanced(false);

      // The same photo goes on to the Review step and into the cart.
      await ui.clickNext();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      await expect.poll(async () => (await keptWizard(page))?.step).toBe('Review');
      await page.reload();
      await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
      expect(await ui.stepTab('Review').getAttribute('aria-current')).toBe('step');
      await snap(page, 'reload-review-step');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(`${e2e.shop.url}/cart`);
      await page
        .getByText(/Small Portrait|Portrait/)
        .first()
        .waitFor();
      await startsAfresh(page);
      expect(errors).toEqual([]);
    });
  });

  it('Start Over forgets the kept wizard: a reload then starts afresh', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ page }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.toSize('Landscape', 'Medium');
      await expect.poll(() => keptWizard(page)).toMatchObject({ step: 'Size', size: 'Medium', photo: false });
      await page.reload();
      await page.getByRole('heading', { name: /size/i }).first().waitFor();
      expect(await ui.stepTab('Size').getAttribute('aria-current')).toBe('step');
      await expect.poll(() => ui.sizeOption('Medium').isChecked()).toBe(true);
      await ui.startOverButton().click();
      await expect.poll(() => keptWizard(page)).toBeNull();
      await page.reload();
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
    });
  });

  it('with the cropper open, a reload opens the cropper again on the same photo', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ page }) => {
      const ui = await cropperKept(page);
      await page.reload();
      await ui.cropper().waitFor({ timeout: 60_000 });
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      await ui.clickNext();
      await ui.waitForEditor();
    });
  });

  it('Logout forgets the kept wizard and its photo, from any page: the next person starts afresh', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ context, page, errors }) => {
      await signUpByApi(context, e2e.shop, newCustomer('logout-kept'));
      await cropperKept(page);
      // A new page load that never opens the wizard, then the header's Logout.
      await page.goto(`${e2e.shop.url}/pricing`);
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL(`${e2e.shop.url}/`);
      await startsAfresh(page);
      expect(errors).toEqual([]);
    });
  });

  it('after a reload, sizes the shop cannot give are said on the Edit step with Try again, and Next waits for them', async () => {
    const sizes = '**/api/inventory/sizes';
    await withPage(e2e, WIZARD_DESKTOP, async ({ page }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.openEditor('Square', 'Small', photo('astronaut.jpg'));
      await expect.poll(async () => (await keptWizard(page))?.step).toBe('Edit');
      await page.route(sizes, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'VALIDATION', message: 'The sizes could not be loaded.' } }),
        }),
      );
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: 'The sizes could not be loaded.' });
      await notice.waitFor({ timeout: 60_000 });
      expect(await ui.next().isDisabled()).toBe(true);
      await page.unroute(sizes);
      await notice.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor();
      await ui.waitForEditor();
      await expect.poll(() => ui.next().isEnabled()).toBe(true);
    });
  });
});
