// The shopper's way in Chromium against the real shop: a photo dropped on or pasted into the Upload step,
// the home page's drop target, the wizard's actions in view at common screen sizes, and the facts of a kit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PALETTE } from 'mosaic-core/node';
import { describe, expect, it } from 'vitest';
import type { JSHandle, Locator, Page } from 'playwright-core';
import { screenshotDir, snap } from './support/browser';
import { adminPage, newCustomer, seriousA11yViolations, signUpByApi } from './support/accounts';
import { checkoutToPayment, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { type Viewport, withPage } from './support/pages';
import { pdfPageTexts } from './support/pdf';
import { startShop } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { photo, wizard, wizardPage, type Wizard } from './support/wizard';

const e2e = useShopAndBrowser({ start: startShop });

const LAPTOP: Viewport = { width: 1440, height: 900 };

/** A DataTransfer in the page holding one file of these bytes, as a drag from the desktop or a copy carries it. */
async function transferOfBytes(page: Page, bytes: Buffer, name: string, type: string): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    ({ base64, name, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { base64: bytes.toString('base64'), name, type },
  );
}

/** One of the sample photos, as dragged or copied. */
const transferOf = (page: Page, name: string) => transferOfBytes(page, readFileSync(photo(name)), name, 'image/jpeg');

/** A text file, which no photo step takes. */
const textTransfer = (page: Page) => transferOfBytes(page, Buffer.from('not a picture'), 'notes.txt', 'text/plain');

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
      expect(await ui.accessibilityProblems()).toEqual([]);
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
      const text = await textTransfer(page);
      await dropOn(page, '[data-testid="photo-drop"]', text);
      await expect.poll(() => ui.uploadError().textContent()).toMatch(/JPEG, PNG or WebP/);
      await expect(ui.cropper().count()).resolves.toBe(0);
    });
  });
});

/** The element's box, checked to lie wholly inside the window as it is (nothing scrolled). */
async function inView(page: Page, what: string, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY), `${what}: scrolled`).toBe(0);
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
}

describe('the wizard keeps its actions in view', () => {
  for (const viewport of [{ width: 1024, height: 768 }, LAPTOP]) {
    it(`${viewport.width} x ${viewport.height}: Next on Edit, the price and Add to Cart on Review, without scrolling`, async () => {
      await withPage(e2e, viewport, async ({ page, errors }) => {
        const ui = wizard(page);
        await ui.open(e2e.shop.url);
        // Portrait is the tallest stage for a given screen.
        await ui.openEditor('Portrait', 'Medium', photo('astronaut.jpg'));
        await snap(page, `edit-page-${viewport.width}`);
        await inView(page, 'Next', await ui.next().boundingBox());
        await inView(page, 'Back', await ui.backButton().boundingBox());
        await inView(page, 'Start Over', await ui.startOverButton().boundingBox());
        // The stage and its zoom controls are in view and the button bar does not lie over the stage.
        const stage = await page.locator('[data-ready="true"]').boundingBox();
        await inView(page, 'stage', stage);
        await inView(page, 'Zoom in', await page.getByRole('button', { name: 'Zoom in' }).boundingBox());
        const bar = (await ui.next().locator('xpath=..').boundingBox())!;
        const zoom = (await page.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
        expect(stage!.y + stage!.height, 'stage under the bar').toBeLessThanOrEqual(bar.y);
        expect(zoom.y + zoom.height, 'zoom under the bar').toBeLessThanOrEqual(bar.y);
        await inView(page, 'Brightness', await page.getByRole('slider', { name: 'Brightness' }).boundingBox());
        await page.screenshot({ path: path.join(screenshotDir, `edit-in-view-${viewport.width}.png`) });

        await ui.clickNext();
        await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        const price = page.getByTestId('bar-price');
        await inView(page, 'price', await price.boundingBox());
        await inView(page, 'Add to Cart', await ui.button('Add to Cart').boundingBox());
        // The bar's price is the size's price, as Your Selection says it.
        const selection = page.getByRole('region', { name: 'Your Selection' });
        expect(await price.locator('.price').textContent()).toBe(
          await selection.locator('.price').first().textContent(),
        );
        await page.screenshot({ path: path.join(screenshotDir, `review-in-view-${viewport.width}.png`) });
        expect(errors).toEqual([]);
      });
    });
  }
});

/** A fact's number as a list shows it ("9,216 (…)" reads 9216). */
async function fact(scope: Locator, name: string): Promise<number> {
  const text = await scope.locator(`[data-fact="${name}"]`).innerText();
  return Number(/^[\d,]+/.exec(text)![0].replace(/,/g, ''));
}

describe('the facts of a kit', () => {
  it('the size cards and the pricing page give plates, studs, connectors and build time for each size', async () => {
    await withPage(e2e, LAPTOP, async ({ page }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.toSize('Landscape', 'Large');
      // Landscape Large is 4 x 3 plates: 12 plates of 32 x 32 studs.
      const large = ui.sizeOption('Large');
      await expect(large.getByTestId('kit-facts-line').innerText()).resolves.toBe(
        '12 plates · 12,288 studs · about 25 hours to build',
      );
      await snap(page, 'size-step-facts');
      await page.goto(`${e2e.shop.url}/pricing`);
      const box = page.getByRole('region', { name: 'What each size holds' });
      await box.locator('tbody tr').first().waitFor();
      const rows = await box
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
          ),
        );
      // Square Small, Medium and Large are 2 x 2, 3 x 3 and 4 x 4 plates; Landscape Large 4 x 3.
      expect(rows).toContainEqual(['Square Small', '4 (2 x 2)', '4,096', '4', 'about 8 hours']);
      expect(rows).toContainEqual(['Square Medium', '9 (3 x 3)', '9,216', '12', 'about 18 hours']);
      expect(rows).toContainEqual(['Square Large', '16 (4 x 4)', '16,384', '24', 'about 33 hours']);
      expect(rows).toContainEqual(['Landscape Large', '12 (4 x 3)', '12,288', '17', 'about 25 hours']);
      expect(rows).toHaveLength(9);
    });
  });

  it('the Review step and the cart give the design’s studs and colours, and the blueprint’s legend agrees', async () => {
    const context = await e2e.browser.newContext({ viewport: LAPTOP });
    try {
      await signUpByApi(context, e2e.shop, newCustomer('facts'));
      const page = await context.newPage();
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.makeBrix('Square', 'Small', photo('cat.jpg'));
      const facts = page.getByRole('region', { name: 'Your Selection' }).getByTestId('kit-facts');
      const studs = await fact(facts, 'studs');
      const colors = await fact(facts, 'colors');
      expect(await fact(facts, 'plates')).toBe(4);
      expect(studs).toBe(64 * 64);
      expect(colors).toBeGreaterThan(1);
      expect(await fact(facts, 'connectors')).toBe(4);
      // Bricks in the box: every stud and the spares packed for each colour.
      expect(await fact(facts, 'pieces')).toBeGreaterThan(studs + 2 * colors - 1);
      await snap(page, 'review-facts');

      await ui.button('Add to Cart').click();
      await page.waitForURL(/\/cart$/);
      // The cart says the same of the item, beside a picture of 96 px.
      await expect(page.getByTestId('kit-facts-line').innerText()).resolves.toBe(
        `4 plates · 4,096 studs · ${colors} colours · about 8 hours to build`,
      );
      const thumb = (await page.getByRole('img', { name: 'Your Small Square 1:1 Brix' }).boundingBox())!;
      expect(Math.min(thumb.width, thumb.height)).toBeGreaterThanOrEqual(96);
      await checkoutToPayment(page, e2e.shop.url);
      await payWith(page, '4242 4242 4242 4242');
      const orderNumber = await placedOrderNumber(page);
      const link = await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
      const pdf = await context.request.get(new URL((await link.getAttribute('href'))!, e2e.shop.url).href);
      expect(pdf.status()).toBe(200);
      const cover = await pdfPageTexts(await pdf.body(), 0);
      expect(cover).toContain(`${studs.toLocaleString('en-US')} pieces in ${colors} colours`);
    } finally {
      await context.close();
    }
  });
});

describe('the Stock tab', () => {
  it('lists the colours compactly, filters those that need attention, and changes several at once', async () => {
    const { context, page } = await adminPage(e2e, { viewport: LAPTOP });
    try {
      await page.getByRole('tab', { name: 'Stock' }).click();
      const rows = page.locator('tr[data-code]');
      await expect.poll(() => rows.count()).toBe(40);
      // One line a colour: the whole table of 40 is far shorter than a row and a form per colour was.
      const rowHeights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
      expect(Math.max(...rowHeights)).toBeLessThan(48);

      // Select three colours and count them at once; then add a delivery to two of them.
      for (const name of ['Black (1)', 'White (2)', 'Red (5)']) await page.getByLabel(`Select ${name}`).check();
      await page.getByText('3 selected: Black (1), White (2), Red (5)').waitFor();
      await page.getByLabel('Pieces', { exact: true }).fill('1,000');
      await page.getByRole('button', { name: 'Set free stock' }).click();
      const free = (code: number) => page.locator(`tr[data-code="${code}"] td`).nth(2);
      await expect.poll(() => free(5).innerText()).toBe('1,000');
      expect(await free(1).innerText()).toBe('1,000');
      expect(await free(2).innerText()).toBe('1,000');
      expect(await free(3).innerText()).toBe('not counted');
      await page.getByLabel('Select Black (1)').uncheck();
      await page.getByLabel('Pieces', { exact: true }).fill('250');
      await page.getByRole('button', { name: 'Add received' }).click();
      await expect.poll(() => free(2).innerText()).toBe('1,250');
      expect(await free(1).innerText()).toBe('1,000');
      // A word instead of a number is refused with a message, nothing changed.
      await page.getByLabel('Pieces', { exact: true }).fill('lots');
      await page.getByRole('button', { name: 'Set free stock' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Enter a whole number of pieces.' }).count(),
      ).resolves.toBe(1);
      expect(await free(2).innerText()).toBe('1,250');

      // The three counted colours are below the threshold: Needs attention shows just them, on one screen.
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await page.getByLabel('Needs attention').check();
      await expect.poll(() => rows.count()).toBe(3);
      const table = (await page.getByRole('table', { name: 'Stock of each colour' }).boundingBox())!;
      expect(table.y + table.height).toBeLessThanOrEqual(900);
      await page.getByLabel('Not counted').check();
      await expect.poll(() => rows.count()).toBe(37);

      // Select every colour shown (the 37 not counted) and switch them off together, then on again.
      await page.getByLabel('Select every colour shown').check();
      await page.getByText(/^37 selected/).waitFor();
      await page.getByRole('button', { name: 'Make unavailable' }).click();
      await expect.poll(() => page.locator('tr[data-code="3"] td').nth(6).innerText()).toBe('No (switched off)');
      await page.getByLabel('Unavailable').check();
      await expect.poll(() => rows.count()).toBe(40);
      await snap(page, 'admin-stock-compact');
      await page.getByLabel('Not counted').check();
      await page.getByLabel('Select every colour shown').check();
      await page.getByRole('button', { name: 'Make available' }).click();
      await expect.poll(() => page.locator('tr[data-code="3"] td').nth(6).innerText()).toBe('Yes');
      const colours = (await (await context.request.get(`${e2e.shop.url}/api/inventory/colours`)).json()).data as {
        code: number;
        available: boolean;
      }[];
      expect(colours.filter((c) => !c.available).map((c) => c.code)).toEqual([1, 2, 5]);
    } finally {
      await context.close();
    }
  });
});

describe('a photo dropped on the home page', () => {
  /** A picture made here, `width` x `height` pixels of PNG, as dragged. */
  async function pictureTransfer(page: Page, width: number, height: number): Promise<JSHandle<DataTransfer>> {
    const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    return transferOfBytes(page, png, 'tall.png', 'image/png');
  }

  /** The wizard's choice on the Shape or Size step, read back by going there. */
  async function chosen(page: Page, group: 'Shape' | 'Size'): Promise<string> {
    const ui = wizard(page);
    await ui.stepTab(group).click();
    return (
      await page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }).innerText()
    ).split(/[\n-]/)[0];
  }

  it('opens the wizard at Upload with the size that crops least of it, shape and size changeable', async () => {
    await withPage(e2e, LAPTOP, async ({ page, errors }) => {
      const ui = wizard(page);
      await page.goto('/');
      await page.getByTestId('home-drop').getByText('Drop a photo to start').waitFor();
      await snap(page, 'home-drop');
      // Serious and critical problems, as the shop's other public pages are checked.
      expect(await seriousA11yViolations(page)).toEqual([]);
      // A landscape photo (451 x 300).
      await dropOn(page, '[data-testid="home-drop"]', await transferOf(page, 'cat.jpg'));
      await page.waitForURL((url) => url.pathname === '/order');
      await ui.cropper().waitFor();
      await ui.crop();
      await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
      // The 3:2 photo starts at the 3:2 size (Small), not the Medium 2:1 that cut a third of its height.
      expect(await chosen(page, 'Size')).toMatch(/^Small 3:2/);
      // Each size's card shows the photo as that size crops it, and how much of it the crop keeps.
      const crops = page.getByRole('radiogroup', { name: 'Size' }).getByTestId('size-crop');
      await expect.poll(() => crops.count()).toBe(3);
      const shown = await crops.evaluateAll((cards) =>
        cards.map((card) => {
          const img = card.querySelector('img')!;
          const box = img.getBoundingClientRect();
          const [w, h] = (img.getAttribute('data-proportions') ?? '0:1').split(':').map(Number);
          return {
            drawn: img.complete && img.naturalWidth > 0,
            inProportion: Math.abs(box.width / box.height - w / h) < 0.05,
            text: card.textContent,
          };
        }),
      );
      expect(shown).toEqual([
        { drawn: true, inProportion: true, text: 'Keeps all of your photo' },
        { drawn: true, inProportion: true, text: 'Keeps 75% of your photo' },
        { drawn: true, inProportion: true, text: 'Keeps 89% of your photo' },
      ]);
      await snap(page, 'size-step-crops');
      expect(await chosen(page, 'Shape')).toMatch(/^Landscape/);
      // Both stay the customer's to change: a Square instead starts the crop again.
      await ui.chooseShape('Square');
      await ui.clickNext();
      await ui.chooseSize('Large');
      expect(errors).toEqual([]);
    });
  });

  it('a tall picture starts as a Portrait; work not saved is replaced only when the customer says so', async () => {
    await withPage(e2e, LAPTOP, async ({ page }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.toSize('Square', 'Small');
      await page.goto('/');
      await dropOn(page, '[data-testid="home-drop"]', await pictureTransfer(page, 600, 900));
      const question = page.getByRole('alert').filter({ hasText: 'changes that are not saved' });
      await question.waitFor();
      // Keeping the design leaves it as it was.
      await question.getByRole('button', { name: 'Keep my design' }).click();
      await question.waitFor({ state: 'detached' });
      await dropOn(page, '[data-testid="home-drop"]', await pictureTransfer(page, 600, 900));
      await question.getByRole('button', { name: 'Start a new Brix' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      await ui.cropper().waitFor();
      await ui.crop();
      expect(await chosen(page, 'Shape')).toMatch(/^Portrait/);
    });
  });

  it('a file that is not a picture is refused on the home page with a message', async () => {
    await withPage(e2e, LAPTOP, async ({ page }) => {
      await page.goto('/');
      const text = await textTransfer(page);
      await dropOn(page, '[data-testid="home-drop"]', text);
      await page.getByTestId('home-drop').getByRole('alert').filter({ hasText: 'JPEG, PNG or WebP' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
});

describe('the Advanced Editor palette', () => {
  it('lists the picture’s colours first with names and counts, picks out a colour’s studs, and zooms by doubling', async () => {
    await withPage(e2e, LAPTOP, async ({ page, errors }) => {
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.openEditor('Square', 'Small', photo('cat.jpg'));
      await ui.setAdvanced(true);
      const used = page.getByTestId('palette-used').getByRole('button');
      await used.first().waitFor();
      const rows = (await page.getByTestId('palette-used').getByRole('listitem').allInnerTexts()).map((t) => {
        const [name, count] = t.split('\n');
        return { name, count: Number(count.replace(/,/g, '')) };
      });
      // Every stud is counted under its colour, most studs first; the other colours follow, named.
      expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(64 * 64);
      expect(rows.map((r) => r.count)).toEqual([...rows.map((r) => r.count)].sort((a, b) => b - a));
      const others = await page.getByTestId('palette-others').getByRole('button').allInnerTexts();
      // Only the colours the shop has now (another test here switches some off).
      const colours = (await (await page.request.get(`${e2e.shop.url}/api/inventory/colours`)).json()).data as {
        available: boolean;
      }[];
      expect(rows.length + others.length).toBe(colours.filter((c) => c.available).length);
      expect(others.every((name) => name.length > 0)).toBe(true);

      // Pointing at the commonest colour dims every other stud on the stage, and only those.
      const colour = PALETTE.find((c) => c.name === rows[0].name)!;
      await used.first().hover();
      const picked = await ui.stage.evaluate((el, hex) => {
        const [mosaic, , highlight] = [...el.querySelectorAll('canvas')] as HTMLCanvasElement[];
        const studs = 64;
        const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
        let same = 0;
        let wrong = 0;
        for (let y = 0; y < studs; y += 3)
          for (let x = 0; x < studs; x += 3) {
            const at = (c: HTMLCanvasElement, fx: number, fy: number) =>
              c.getContext('2d')!.getImageData(Math.floor(fx * c.width), Math.floor(fy * c.height), 1, 1).data;
            const m = at(mosaic, (x + 0.14) / studs, (y + 0.14) / studs);
            const h = at(highlight, (x + 0.5) / studs, (y + 0.5) / studs);
            const isColour = Math.abs(m[0] - want[0]) + Math.abs(m[1] - want[1]) + Math.abs(m[2] - want[2]) < 12;
            if (isColour) same += 1;
            if (isColour !== (h[3] === 0)) wrong += 1;
          }
        return { same, wrong };
      }, colour.hex);
      expect(picked.same).toBeGreaterThan(0);
      expect(picked.wrong).toBe(0);
      await snap(page, 'palette-highlight');

      // Zoom doubles: three clicks take a 64-stud picture's studs past 40 px on screen.
      const stage = (await page.locator('[data-ready="true"]').boundingBox())!;
      for (const percent of ['200%', '400%', '800%']) {
        await page.getByRole('button', { name: 'Zoom in' }).click();
        await page.getByText(percent, { exact: true }).waitFor();
      }
      const scale = Number((await page.getByText(/^\d+%$/).innerText()).replace('%', '')) / 100;
      expect((stage.width / 64) * scale).toBeGreaterThanOrEqual(40);
      expect(await ui.accessibilityProblems()).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

describe('the cart opens a design again', () => {
  const GREEN = PALETTE.find((c) => c.name === 'Bright Green')!;
  const PAINTED = [[5, 5], [40, 12]] as const; // prettier-ignore

  /** What the Edit step shows: sliders, blending, colour counts and the picture itself. */
  async function editState(page: Page, ui: Wizard) {
    const slider = async (name: string) => Number(await page.getByRole('slider', { name }).inputValue());
    const blending = page.getByRole('group', { name: 'Colour blending' });
    return {
      sliders: [await slider('Brightness'), await slider('Contrast'), await slider('Saturation')],
      smooth: await blending.getByRole('radio', { name: 'Smooth' }).isChecked(),
      counts: await ui.colorCounts(),
      pixels: await ui.mosaicPixels(),
    };
  }

  for (const who of ['visitor', 'customer'] as const)
    it(`a ${who}'s cart picture opens the design as it was made, and Update Cart puts it back in its place`, async () => {
      const context = await e2e.browser.newContext({ viewport: LAPTOP });
      try {
        if (who === 'customer') await signUpByApi(context, e2e.shop, newCustomer('reopen'));
        const { page, ui, errors } = await wizardPage(context);
        await ui.open(e2e.shop.url);
        await ui.openEditor('Square', 'Small', photo('kite.jpg'));
        await ui.dragSlider('Brightness', 130);
        await page.getByRole('group', { name: 'Colour blending' }).getByRole('radio', { name: 'Smooth' }).check();
        await ui.waitForEditor();
        await ui.paintStuds(GREEN.name, PAINTED, 64, 64);
        const made = await editState(page, ui);
        expect(made.sliders).toEqual([130, 100, 100]);
        expect(made.smooth).toBe(true);

        await ui.clickNext();
        await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
        await ui.button('Add to Cart').click();
        await page.waitForURL(/\/cart$/);
        // Work not saved in the wizard meanwhile is replaced only when the customer says so.
        await page.getByRole('link', { name: 'Keep Shopping' }).click();
        await page.getByRole('heading', { name: 'Choose your shape' }).waitFor();
        await ui.chooseShape('Landscape');
        await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
        await page.waitForURL(/\/cart$/);
        await page.getByLabel('Quantity of Small Square 1:1 Brix').fill('2');
        await expect
          .poll(() => page.getByRole('banner').getByRole('link', { name: /^Cart/ }).innerText())
          .toContain('2');
        await page.getByRole('link', { name: 'Open your Small Square 1:1 Brix again' }).click();
        await page.waitForURL(`${e2e.shop.url}/order`);
        await page.getByText('Open the design from your cart?', { exact: false }).waitFor();
        await page.getByRole('button', { name: 'Open the design from your cart' }).click();
        await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor({ timeout: 60_000 });
        await ui.waitForEditor();
        expect(await ui.stepTab('Edit').getAttribute('aria-current')).toBe('step');
        const opened = await editState(page, ui);
        expect(opened).toEqual(made);
        await snap(page, 'cart-design-opened');

        // Changed and put back: the cart's line is replaced, with its quantity, not joined by a second Brix.
        await ui.paintStuds(GREEN.name, [[60, 60]], 64, 64);
        await ui.clickNext();
        await page.getByText('Look at what you created!').waitFor({ timeout: 60_000 });
        await ui.button('Update Cart').click();
        await page.waitForURL(/\/cart$/);
        await expect.poll(() => page.getByRole('link', { name: /^Open your .* Brix again$/ }).count()).toBe(1);
        expect(await page.getByLabel('Quantity of Small Square 1:1 Brix').inputValue()).toBe('2');
        type Line = { recipe: { edits: { x: number; y: number; to: number }[] } };
        const lines: Line[] =
          who === 'customer'
            ? ((await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as { data: Line[] }).data
            : await page.evaluate(() => JSON.parse(localStorage.getItem('order-info') ?? '[]'));
        expect(lines).toHaveLength(1);
        const [line] = lines;
        expect(line.recipe.edits.map((e) => [e.x, e.y, e.to])).toContainEqual([60, 60, GREEN.index]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
