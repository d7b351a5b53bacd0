// The building guide on a tablet: opened from the order page, stepped by touch and by a tap, picked up where the
// builder stopped in a new browser, the owner's alone; its counts are the blueprint's, each plate page's QR code
// opens its plate; marks from two browsers add up, and a mark made offline is saved when the network is back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  logInByApi,
  newCustomer,
  placeOrderByApi,
  seriousA11yViolations,
  signUpByApi,
  smallSquare,
} from './support/accounts';
import { snap } from './support/browser';
import { pdfPageTexts } from './support/pdf';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** A horizontal swipe by touch over the element, as a finger makes it (Chromium's touch input). */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 7 }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y, id: 7 }] });
  }
  // The finger rests before it lifts: no fling, which would take the next tap to stop it.
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(60);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y, id: 7 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const stepText = (page: Page) => page.getByTestId('build-step').innerText();

async function marksOnServer(context: BrowserContext, orderNumber: string) {
  const res = await context.request.get(`${e2e.shop.url}/api/build/${orderNumber}/1`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { marks: { plate: number; step: string }[] } }).data.marks;
}

describe('building guide', () => {
  it('steps by touch on a tablet, keeps the place in a new browser, and is the owner’s alone', async () => {
    const customer = newCustomer('build-guide');
    const context = await e2e.browser.newContext({ viewport: TABLET_LANDSCAPE, hasTouch: true });
    await signUpByApi(context, e2e.shop, customer);
    const orderNumber = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo)]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${e2e.shop.url}/account/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Build it' }).tap();
    const guideUrl = `${e2e.shop.url}/account/orders/${orderNumber}/build/1`;
    await page.waitForURL(guideUrl);
    // Nothing marked yet: the plate map first, every plate not started.
    await page.getByRole('button', { name: /^Plate 1\W+not started$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Plate \d\W+not started$/ }).count()).toBe(4);
    // The Brix named as the cart names it, with its proportions.
    expect(await page.getByText(`, order ${orderNumber}`).innerText()).toBe(
      `Small Square 1:1 Brix, 20 x 20 in (50.8 x 50.8 cm), order ${orderNumber}`,
    );
    expect(await seriousA11yViolations(page), 'plate map').toEqual([]);

    await page.getByRole('button', { name: /^Plate 1\W+not started$/ }).tap();
    await page.waitForURL(`${guideUrl}?plate=1`);
    // The first plate's colours are four bands of 256 studs: ties go in the legend's order, Black (code 1) first.
    expect(await stepText(page)).toMatch(
      /^Step 1 of 4\s+Black\s+code 1\s+256 studs on this plate\. 512 studs of Black left/,
    );
    await snap(page, 'build-guide-step-1');
    expect(await seriousA11yViolations(page), 'plate view').toEqual([]);

    await swipe(page, '[data-testid="plate-stage"]', -220);
    await expect.poll(() => stepText(page)).toMatch(/^Step 2 of 4\s+White\s+code 2/);
    // Black's studs on this plate are placed: 256 of it are left, on the second plate.
    expect(await page.getByTestId('build-step').innerText()).toContain('512 studs of White left');
    await page.getByRole('button', { name: 'Done, next →' }).tap();
    await expect.poll(() => stepText(page)).toMatch(/^Step 3 of 4\s+Light Bluish Gray\s+code 3/);
    await expect.poll(async () => (await marksOnServer(context, orderNumber)).length).toBe(2);

    // A swipe the other way takes the last step back; a tap on Done puts it again.
    await swipe(page, '[data-testid="plate-stage"]', 220);
    await expect.poll(() => stepText(page)).toMatch(/^Step 2 of 4\s+White/);
    await page.getByRole('button', { name: 'Done, next →' }).tap();
    await expect.poll(() => stepText(page)).toMatch(/^Step 3 of 4/);
    await expect
      .poll(async () => (await marksOnServer(context, orderNumber)).map((m) => m.step).sort())
      .toEqual(['c0', 'c1']);

    // Another browser (another device), the same customer: the guide opens on the third step of plate 1.
    const second = await e2e.browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
    await logInByApi(second, e2e.shop, customer.email, customer.password);
    const again = await second.newPage();
    await again.goto(guideUrl);
    await again.waitForURL(`${guideUrl}?plate=1`);
    expect(await stepText(again)).toMatch(/^Step 3 of 4\s+Light Bluish Gray\s+code 3/);
    await snap(again, 'build-guide-portrait');
    // The keyboard steps too: Space marks the step done.
    await again.locator('h1').click();
    await again.keyboard.press('Space');
    await expect.poll(() => stepText(again)).toMatch(/^Step 4 of 4/);
    await again.keyboard.press('ArrowLeft');
    await expect.poll(() => stepText(again)).toMatch(/^Step 3 of 4/);
    await second.close();

    // Another customer: the guide's address answers as a Brix that is not there.
    const other = await e2e.browser.newContext({ viewport: TABLET_LANDSCAPE });
    await signUpByApi(other, e2e.shop, newCustomer('build-guide-other'));
    const otherPage = await other.newPage();
    await otherPage.goto(guideUrl);
    expect(await otherPage.getByRole('alert').innerText()).toBe("We couldn't find that Brix.");
    expect((await other.request.get(`${e2e.shop.url}/api/build/${orderNumber}/1`)).status()).toBe(404);
    await other.close();
    await context.close();
  });

  it('counts what the blueprint counts, and each plate page’s QR code opens that plate', async () => {
    const context = await e2e.browser.newContext();
    await signUpByApi(context, e2e.shop, newCustomer('build-guide-pdf'));
    const orderNumber = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo)]);
    const guide = (await (await context.request.get(`${e2e.shop.url}/api/build/${orderNumber}/1`)).json()).data as {
      plates: { counts: [number, number][] }[];
      legend: { index: number; code: string }[];
    };
    const codeOf = new Map(guide.legend.map((entry) => [entry.index, entry.code]));
    let pdf: Buffer | null = null;
    await expect
      .poll(
        async () => {
          const res = await context.request.get(`${e2e.shop.url}/api/blueprints/${orderNumber}/${await itemId()}.pdf`);
          if (res.status() === 200) pdf = await res.body();
          return res.status();
        },
        { timeout: 30_000 },
      )
      .toBe(200);
    async function itemId() {
      const order = (await (await context.request.get(`${e2e.shop.url}/api/orders/${orderNumber}`)).json()).data;
      return order.suborders[0].items[0].id as string;
    }
    const pages = mkdtempSync(path.join(tmpdir(), 'brix-guide-pdf-'));
    try {
      const file = path.join(pages, 'blueprint.pdf');
      await import('node:fs/promises').then((fs) => fs.writeFile(file, pdf!));
      execFileSync('pdftoppm', ['-r', '110', '-png', file, path.join(pages, 'page')]);
      const pictures = readdirSync(pages)
        .filter((f) => f.endsWith('.png'))
        .sort();
      expect(pictures).toHaveLength(5);
      for (let plate = 0; plate < 4; plate++) {
        // The plate page's table of pieces: "{code}  {name}" then "x {count}".
        const texts = await pdfPageTexts(pdf!, plate + 1);
        const printed = new Map<string, number>();
        texts.forEach((text, i) => {
          const label = /^(\d+) {2}\S/.exec(text);
          const count = /^x ([\d,]+)$/.exec(texts[i + 1] ?? '');
          if (label && count) printed.set(label[1], Number(count[1].replace(/,/g, '')));
        });
        expect(printed).toEqual(new Map(guide.plates[plate].counts.map(([index, n]) => [codeOf.get(index)!, n])));

        const { data, info } = await sharp(readFileSync(path.join(pages, pictures[plate + 1])))
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
        expect(code?.data).toBe(`${e2e.shop.url}/account/orders/${orderNumber}/build/1?plate=${plate + 1}`);
        expect(texts).toContain(
          `Build this plate on screen: ${e2e.shop.url.replace(/^https?:\/\//, '')}/account/orders/${orderNumber}/build/1?plate=${plate + 1}`,
        );
      }
    } finally {
      rmSync(pages, { recursive: true, force: true });
    }
    await context.close();
  });

  it('keeps marks from two browsers at once, and saves a mark made offline once the network is back', async () => {
    const customer = newCustomer('build-guide-sync');
    const one = await e2e.browser.newContext({ viewport: TABLET_LANDSCAPE });
    await signUpByApi(one, e2e.shop, customer);
    const orderNumber = await placeOrderByApi(one, e2e.shop, [smallSquare(e2e.photo)]);
    const two = await e2e.browser.newContext({ viewport: TABLET_LANDSCAPE });
    await logInByApi(two, e2e.shop, customer.email, customer.password);
    const marks = `${e2e.shop.url}/api/build/${orderNumber}/1/marks`;
    const [a, b] = await Promise.all([
      one.request.put(marks, { data: { plate: 2, step: 'c1', done: true } }),
      two.request.put(marks, { data: { plate: 3, step: 'r0', done: true } }),
    ]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    expect((await marksOnServer(one, orderNumber)).map((m) => `${m.plate}:${m.step}`).sort()).toEqual(['2:c1', '3:r0']);

    const page = await one.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${e2e.shop.url}/account/orders/${orderNumber}/build/1?plate=1`);
    await expect.poll(() => stepText(page)).toMatch(/^Step 1 of 4/);
    await one.setOffline(true);
    await page.getByRole('button', { name: 'Done, next →' }).click();
    await expect.poll(() => stepText(page)).toMatch(/^Step 2 of 4/);
    await page.getByText('One mark is kept on this device').waitFor();
    await one.setOffline(false);
    await page.getByText('One mark is kept on this device').waitFor({ state: 'detached' });
    expect((await marksOnServer(two, orderNumber)).map((m) => `${m.plate}:${m.step}`).sort()).toEqual([
      '0:c0',
      '2:c1',
      '3:r0',
    ]);
    await one.close();
    await two.close();
  });
});
