// Saved designs in Chromium with a real photo: a customer saves a design (sliders, Smooth blending, painted
// studs), logs out, logs in on a fresh browser, opens it from My designs and finds it exactly as saved;
// saving again updates it, Delete removes it. A visitor's Save design goes through sign-up and is saved.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PALETTE } from 'mosaic-core/node';
import { MAX_DESIGNS_PER_CUSTOMER, SLIDER_DEFAULT } from '@brixilated/shop';
import { colorMapFor, fill, newCustomer, seriousA11yViolations, signUpByApi, signUpInForm } from './support/accounts';
import { snap } from './support/browser';
import { PHONE, TABLET, withPage, WIZARD_DESKTOP } from './support/pages';
import { uploadPhoto, useShopAndBrowser } from './support/setup';
import { hexToRgb, near, photo, wizard, wizardPage, type Wizard } from './support/wizard';

const e2e = useShopAndBrowser();
const STUDS = 64; // Small Square: 2 x 2 plates
const GREEN = PALETTE.find((c) => c.name === 'Bright Green')!;
const PAINTED = [[3, 3], [10, 40], [50, 20]] as const; // prettier-ignore

interface DesignRow {
  id: string;
  size: string;
  updatedAt: string;
}

async function savedDesigns(context: BrowserContext): Promise<DesignRow[]> {
  const res = await context.request.get(`${e2e.shop.url}/api/designs`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: DesignRow[] }).data;
}

/** What the Edit step shows of a design: sliders, blending, size, colour counts and the picture itself. */
async function editState(page: Page, ui: Wizard) {
  const slider = async (name: string) => Number(await page.getByRole('slider', { name }).inputValue());
  const blending = page.getByRole('group', { name: 'Colour blending' });
  const checked = [];
  for (const name of ['Off', 'Smooth', 'Crisp'])
    if (await blending.getByRole('radio', { name }).isChecked()) checked.push(name);
  return {
    sliders: [await slider('Brightness'), await slider('Contrast'), await slider('Saturation')],
    blending: checked,
    size: await page.getByText(/^(Small|Medium|Large|Custom) \d+ x \d+ in/).innerText(),
    counts: await ui.colorCounts(),
    pixels: await ui.mosaicPixels(),
  };
}

async function paintedStudsAreGreen(ui: Wizard) {
  for (const [x, y] of PAINTED) expect(near(await ui.studColor(x, y, STUDS, STUDS), hexToRgb(GREEN.hex))).toBe(true);
}

/** The wizard on `page` at the Edit step of a Small Square with `file`, the PAINTED studs painted green; its picture. */
async function paintedDesign(page: Page, file: string) {
  const ui = wizard(page);
  await ui.open(e2e.shop.url);
  await ui.openEditor('Square', 'Small', photo(file));
  await ui.paintStuds(GREEN.name, PAINTED, STUDS, STUDS);
  return { ui, pixels: await ui.mosaicPixels() };
}

async function openMyDesigns(page: Page) {
  await page.goto(`${e2e.shop.url}/account`);
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('heading', { name: 'My Designs' }).waitFor();
}

describe('saved designs', () => {
  it('a customer saves a design, opens it on a fresh browser exactly as saved, saves it again (updated) and deletes it', async () => {
    const customer = newCustomer('designs');
    const first = await e2e.browser.newContext({ viewport: WIZARD_DESKTOP });
    let before: Awaited<ReturnType<typeof editState>>;
    try {
      await signUpByApi(first, e2e.shop, customer);
      const { page, ui, errors } = await wizardPage(first);
      await ui.open(e2e.shop.url);
      await ui.openEditor('Square', 'Small', photo('kite.jpg'));
      await ui.dragSlider('Brightness', 130);
      await ui.dragSlider('Saturation', 150);
      await page.getByRole('group', { name: 'Colour blending' }).getByRole('radio', { name: 'Smooth' }).check();
      await ui.waitForEditor();
      await ui.paintStuds(GREEN.name, PAINTED, STUDS, STUDS);
      await paintedStudsAreGreen(ui);
      before = await editState(page, ui);
      expect(before.sliders).toEqual([130, 100, 150]);
      expect(before.blending).toEqual(['Smooth']);

      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByRole('status').filter({ hasText: 'Design saved.' }).waitFor();
      await snap(page, 'designs-saved-edit-step');
      const saved = await savedDesigns(first);
      expect(saved).toHaveLength(1);
      expect(saved[0].size).toBe('Small');
      expect(errors).toEqual([]);

      // Log out (the header's Logout).
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${e2e.shop.url}/`);
    } finally {
      await first.close();
    }

    // A fresh browser: no cookies, no storage.
    const second = await e2e.browser.newContext({ viewport: WIZARD_DESKTOP });
    try {
      const { page, ui, errors } = await wizardPage(second);
      await page.goto(`${e2e.shop.url}/login`);
      await fill(page, 'Email', customer.email);
      await fill(page, 'Password', customer.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${e2e.shop.url}/account`);
      await openMyDesigns(page);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Small Square 1:1', exact: true }) });
      await card.waitFor();
      await card.getByText('20 x 20 in (50.8 x 50.8 cm)').waitFor();
      await card.getByText(/^Saved [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
      const thumb = card.getByRole('img', { name: 'Your Small Square 1:1 design' });
      await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snap(page, 'designs-my-designs-desktop');

      await card.getByRole('button', { name: 'Open' }).click();
      await page.waitForURL(`${e2e.shop.url}/order`);
      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor({ timeout: 60_000 });
      await ui.waitForEditor();
      const after = await editState(page, ui);
      expect(after.sliders).toEqual(before.sliders);
      expect(after.blending).toEqual(before.blending);
      expect(after.size).toBe(before.size);
      expect(after.counts).toEqual(before.counts);
      expect(after.counts[GREEN.name]).toBeGreaterThanOrEqual(PAINTED.length);
      expect(after.pixels).toEqual(before.pixels);
      await paintedStudsAreGreen(ui);
      expect(await ui.stepTab('Edit').getAttribute('aria-current')).toBe('step');
      // Opened as saved, and still saved after a reload.
      const savedNote = page.getByRole('status').filter({ hasText: 'Design saved.' });
      await savedNote.waitFor();
      await page.reload();
      await ui.waitForEditor();
      await savedNote.waitFor({ timeout: 60_000 });

      // Saving again updates the design rather than adding one.
      const [{ id, updatedAt }] = await savedDesigns(second);
      await ui.paintStuds(GREEN.name, [[60, 60]], STUDS, STUDS);
      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByRole('status').filter({ hasText: 'Design saved.' }).waitFor();
      const again = await savedDesigns(second);
      expect(again).toHaveLength(1);
      expect(again[0].id).toBe(id);
      expect(again[0].updatedAt > updatedAt).toBe(true);
      const full = await second.request.get(`${e2e.shop.url}/api/designs/${id}`);
      const design = ((await full.json()) as { data: { edits: { x: number; y: number; to: number }[] } }).data;
      expect(design.edits.map((e) => [e.x, e.y, e.to])).toEqual(
        [...PAINTED, [60, 60]].map(([x, y]) => [x, y, GREEN.index]),
      );

      // Opening the same design again over changes not saved asks first, as another design would.
      await ui.dragSlider('Contrast', 80);
      await ui.waitForEditor();
      await expect.poll(() => savedNote.count()).toBe(0);
      await page.getByRole('link', { name: 'Account' }).first().click();
      await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: 'My Designs' }).click();
      await page.getByRole('button', { name: 'Open' }).click();
      await page.getByText('Open your saved design?', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Keep working on this one' }).click();
      await ui.waitForEditor();
      expect(Number(await page.getByRole('slider', { name: 'Contrast' }).inputValue())).toBe(80);

      // The list on a tablet and a phone.
      for (const [viewport, name] of [
        [TABLET, 'tablet'],
        [PHONE, 'phone'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${e2e.shop.url}/account`);
        await page.getByLabel('Account menu').selectOption({ label: 'My Designs' });
        await page.getByRole('heading', { name: 'Small Square 1:1', exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await snap(page, `designs-my-designs-${name}`);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Delete, with a confirmation.
      await page.setViewportSize({ width: 1366, height: 900 });
      await openMyDesigns(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Delete this design? This cannot be undone.').waitFor();
      await snap(page, 'designs-delete-confirm');
      await page.getByRole('button', { name: 'Keep it' }).click();
      expect(await savedDesigns(second)).toHaveLength(1);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Yes, delete it' }).click();
      await page.getByText("You haven't saved any designs yet.", { exact: false }).waitFor();
      expect(await savedDesigns(second)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snap(page, 'designs-my-designs-empty');
      expect(errors).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('a photo the shop no longer has is sent again from this browser and the design saved, unseen', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ context, page, errors }) => {
      await signUpByApi(context, e2e.shop, newCustomer('designs-photo-gone'));
      await paintedDesign(page, 'cat.jpg');
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/images') uploads.push(r.url());
      });
      // The shop's refusal of a photo it has deleted (unused uploads go after a week), once.
      const gone = 'Upload your photo again: the shop no longer has it.';
      const refusal = { error: { code: 'VALIDATION', message: gone, fields: { photoUrl: gone } } };
      await page.route(
        '**/api/designs',
        (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }),
        { times: 1 },
      );
      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByRole('status').filter({ hasText: 'Design saved.' }).waitFor();
      expect(uploads).toHaveLength(1);
      expect(await page.getByText(gone).count()).toBe(0);
      expect(await savedDesigns(context)).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  it("a visitor's Save design goes through sign-up, comes back to the same design and saves it", async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ context, page, errors }) => {
      const { ui, pixels } = await paintedDesign(page, 'cat.jpg');

      await page.getByRole('button', { name: 'Save design' }).click();
      await page.waitForURL(`${e2e.shop.url}/login`);
      await page.getByText('Log in or create an account to save your design.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Create an account.' }).click();
      await page.waitForURL(`${e2e.shop.url}/signup`);
      await page.getByText('Log in or create an account to save your design.', { exact: false }).waitFor();
      await snap(page, 'designs-visitor-signup');
      await signUpInForm(page, newCustomer('designs-visitor'));

      await page.waitForURL(`${e2e.shop.url}/order`);
      await page.getByRole('status').filter({ hasText: 'Design saved.' }).waitFor({ timeout: 60_000 });
      expect(await ui.stepTab('Edit').getAttribute('aria-current')).toBe('step');
      expect(await ui.mosaicPixels()).toEqual(pixels);
      await paintedStudsAreGreen(ui);
      const saved = await savedDesigns(context);
      expect(saved).toHaveLength(1);

      await page.getByRole('link', { name: 'See My designs' }).click();
      await page.getByRole('heading', { name: 'My Designs' }).waitFor();
      await page.getByRole('heading', { name: 'Small Square 1:1', exact: true }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('at the most designs a customer keeps, the refusal is shown and the design is kept to save once there is room', async () => {
    await withPage(e2e, WIZARD_DESKTOP, async ({ context, page, errors }) => {
      await signUpByApi(context, e2e.shop, newCustomer('designs-limit'));
      const photoUrl = await uploadPhoto(e2e.shop, 'cat.jpg', context);
      // A Small Square as the wizard makes it, unchanged: the whole photo's centre, no slider moved, no stud painted.
      const sliders = { brightness: SLIDER_DEFAULT, contrast: SLIDER_DEFAULT, saturation: SLIDER_DEFAULT };
      const square = {
        shape: 'Square',
        size: 'Small',
        plates: { wide: 2, high: 2 },
        crop: { x: 0, y: 0, width: 400, height: 400 },
      };
      const design = { ...square, photoUrl, sliders, blending: 'off', edits: [], colorMap: colorMapFor(2, 2) };
      for (let i = 0; i < MAX_DESIGNS_PER_CUSTOMER; i++) {
        const res = await context.request.post(`${e2e.shop.url}/api/designs`, { data: design });
        expect(res.status(), await res.text()).toBe(201);
      }
      const { ui, pixels } = await paintedDesign(page, 'rocket.jpg');

      await page.getByRole('button', { name: 'Save design' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: `You can keep ${MAX_DESIGNS_PER_CUSTOMER} designs.` });
      await refusal.waitFor();
      expect(await refusal.getByRole('link', { name: 'Open My designs' }).getAttribute('href')).toBe('/account');
      expect(await ui.accessibilityProblems()).toEqual([]);
      await snap(page, 'designs-limit-refused');
      expect(await ui.mosaicPixels()).toEqual(pixels);
      expect(await savedDesigns(context)).toHaveLength(MAX_DESIGNS_PER_CUSTOMER);

      // Room made (in another tab, say): the same design saves.
      const [oldest] = (await savedDesigns(context)).slice(-1);
      const gone = await context.request.delete(`${e2e.shop.url}/api/designs/${oldest.id}`, {
        headers: { 'Content-Type': 'application/json' },
      });
      expect(gone.status(), await gone.text()).toBe(204);
      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByRole('status').filter({ hasText: 'Design saved.' }).waitFor();
      expect(await refusal.count()).toBe(0);
      expect(await savedDesigns(context)).toHaveLength(MAX_DESIGNS_PER_CUSTOMER);

      // A change not saved yet is not replaced by opening another design without the customer's word.
      await ui.setAdvanced(true);
      await ui.paintStud(30, 30, STUDS, STUDS);
      await ui.setAdvanced(false);
      await ui.waitForEditor();
      const unsaved = await ui.mosaicPixels();
      const another = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Open' }) })
        .last();
      await openMyDesigns(page);
      await another.getByRole('button', { name: 'Open' }).click();
      const ask = page.getByRole('alert').filter({ hasText: 'Open your saved design?' });
      await ask.waitFor();
      await snap(page, 'designs-replace-ask');
      await ask.getByRole('button', { name: 'Keep working on this one' }).click();
      await ui.waitForEditor();
      expect(await ui.mosaicPixels()).toEqual(unsaved);
      await openMyDesigns(page);
      await another.getByRole('button', { name: 'Open' }).click();
      await ask.getByRole('button', { name: 'Open the saved design' }).click();
      await page.getByRole('heading', { name: 'Need a little touch-up?' }).waitFor();
      await ui.waitForEditor();
      expect(await ui.mosaicPixels()).not.toEqual(unsaved);
      expect(await page.getByRole('slider', { name: 'Brightness' }).inputValue()).toBe('100');
      expect(errors).toEqual([]);
    });
  });
});
