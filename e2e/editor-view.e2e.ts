// The picture stays in view while editing: the controls scroll beside the stage at 1024 x 768, Zoom in keeps
// the stud at the centre in the centre, the size's price is shown, and Start Over asks before a design goes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCents, platesToStuds, priceCents } from '@brixilated/shop';
import { snap } from './support/browser';
import { withPage } from './support/pages';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });

/** Whether the box lies wholly inside the window as it is scrolled now. */
async function wholeInView(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const { width, height } = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

/**
 * The colours of the mosaic at the centres of the 3 x 3 studs around the stage's centre, as drawn now at `zoom`
 * (1 before Zoom in, 2 after): the same studs are read both times when the zoom keeps the centre.
 */
function centreStuds(page: Page, zoom: number, studs: number): Promise<number[][]> {
  return page.getByTestId('mosaic-stage').evaluate(
    (el, [zoom, studs]) => {
      const canvas = el.querySelector('canvas') as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const stud = canvas.clientWidth / studs;
      const [cx, cy] = [canvas.clientWidth / 2, canvas.clientHeight / 2];
      const ctx = canvas.getContext('2d')!;
      const out: number[][] = [];
      for (const dy of [-1, 0, 1])
        for (const dx of [-1, 0, 1]) {
          // A stud's centre in the unzoomed picture, and where the zoom about the centre draws it.
          const px = (Math.floor(cx / stud) + dx + 0.5) * stud;
          const py = (Math.floor(cy / stud) + dy + 0.5) * stud;
          const [sx, sy] = [cx + (px - cx) * zoom, cy + (py - cy) * zoom];
          out.push([...ctx.getImageData(Math.round(sx * ratio), Math.round(sy * ratio), 1, 1).data.slice(0, 3)]);
        }
      return out;
    },
    [zoom, studs],
  );
}

/** Runs `body` at 1440 x 900 in the editor on a Small Square of the astronaut. */
function inSmallSquareEditor(body: (page: Page, ui: ReturnType<typeof wizard>) => Promise<void>) {
  return withPage(e2e, { width: 1440, height: 900 }, async ({ page }) => {
    const ui = wizard(page);
    await ui.open(e2e.shop.url);
    await ui.openEditor('Square', 'Small', photo('astronaut.jpg'));
    await body(page, ui);
  });
}

describe('the editor keeps the picture in view', () => {
  it('1024 x 768: the stage and the Colours control are both in view after scrolling to the control', async () => {
    await withPage(e2e, { width: 1024, height: 768 }, async ({ page, errors }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.openEditor('Portrait', 'Medium', photo('astronaut.jpg'));
      // The size's price is in view while editing.
      expect(await page.getByTestId('edit-price').innerText()).toBe(formatCents(priceCents(2, 4)));
      const colours = page.getByRole('group', { name: 'Colours' });
      await colours.scrollIntoViewIfNeeded();
      expect(await wholeInView(page, await colours.boundingBox())).toBe(true);
      expect(await wholeInView(page, await page.locator('[data-ready="true"]').boundingBox())).toBe(true);
      expect(await wholeInView(page, await ui.next().boundingBox())).toBe(true);
      await snap(page, 'edit-colours-1024');
      expect(errors).toEqual([]);
    });
  });

  it('Zoom in keeps the stud at the centre in the centre', async () => {
    await inSmallSquareEditor(async (page) => {
      // Square Small: 2 x 2 plates.
      const studs = platesToStuds(2);
      const before = await centreStuds(page, 1, studs);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByText('200%').waitFor();
      await expect.poll(() => centreStuds(page, 2, studs)).toEqual(before);
    });
  });

  it('Start Over asks before a design that is not saved goes', async () => {
    await inSmallSquareEditor(async (page, ui) => {
      await ui.startOverButton().click();
      const ask = page.getByRole('alert').filter({ hasText: 'Start over?' });
      await ask.getByRole('button', { name: 'Keep my design' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await page.locator('[data-ready="true"]').count()).toBe(1);
      await ui.startOverButton().click();
      await ask.getByRole('button', { name: 'Yes, start over' }).click();
      await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
    });
  });
});
