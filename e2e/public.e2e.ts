// The public screens in Chromium against the real shop: home (slider, before/after, carousel), how to
// (video and 4 steps), pricing rows from the API, the gallery's 13 mosaics with the room preview,
// Get Started, FAQ, terms and privacy.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { startShop } from './support/server';
import { DESKTOP, PHONE, TABLET, type TestPage, type Viewport, withPage } from './support/pages';
import { useShopAndBrowser } from './support/setup';
import { proportionsText, STANDARD_SIZES, type SizeRecord } from '@brixilated/shop';

const e2e = useShopAndBrowser({ start: startShop });

/** The shop's `path` on a page of its own (its main content shown); failed requests count as errors. */
function visit(path: string, viewport: Viewport, body: (open: TestPage) => Promise<void>): Promise<void> {
  return withPage(
    e2e,
    viewport,
    async (open) => {
      await open.page.goto(path);
      await open.page.locator('#main').waitFor();
      await body(open);
    },
    { failedRequests: true },
  );
}

/** Every <img> inside `selector` has loaded real pixels. */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  await page
    .locator(`${selector} img`)
    .evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode().catch(() => undefined))));
  const sizes = await page
    .locator(`${selector} img`)
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(
    sizes.every((w) => w > 0),
    `all images in ${selector} load`,
  ).toBe(true);
  return sizes.length;
}

describe('home', () => {
  it('slides every 15000 ms, compares before and after from 50 within 10..90, and moves the carousel', async () => {
    await visit('/', TABLET, async ({ page, errors }) => {
      await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
      const slider = page.locator('.slideshow');
      await expect(slider.getAttribute('data-interval')).resolves.toBe('15000');
      await expect(slider.locator('.slideshow-slide.is-current').getAttribute('aria-label')).resolves.toMatch(
        /^1 of 4/,
      );
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(slider.locator('.slideshow-slide.is-current').getAttribute('aria-label')).resolves.toMatch(
        /^2 of 4/,
      );
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByRole('button', { name: 'Play' }).waitFor();

      // Time runs on: with the fake clock the slider advances once per 15 s.
      await page.getByRole('button', { name: 'Play' }).click();
      await page.clock.install();
      await page.getByRole('button', { name: 'Show slide 1: Your photo, rebuilt brick by brick' }).click();
      await page.clock.runFor(14_000);
      await expect(slider.locator('.slideshow-slide.is-current').getAttribute('aria-label')).resolves.toMatch(
        /^1 of 4/,
      );
      await page.clock.runFor(1_100);
      await expect
        .poll(() => slider.locator('.slideshow-slide.is-current').getAttribute('aria-label'))
        .toMatch(/^2 of 4/);

      const range = page.getByLabel(/Compare the original photo of Chelsea the cat/);
      await expect(range.inputValue()).resolves.toBe('50');
      await expect(range.getAttribute('min')).resolves.toBe('0');
      await expect(range.getAttribute('max')).resolves.toBe('100');
      await range.focus();
      await page.keyboard.press('Home');
      await expect(range.inputValue()).resolves.toBe('10');
      await page.keyboard.press('End');
      await expect(range.inputValue()).resolves.toBe('90');
      await expect(page.locator('.before-after').count()).resolves.toBe(3);
      const aspects = await page
        .locator('.before-after')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width / e.getBoundingClientRect().height));
      expect(aspects[0]).toBeCloseTo(6 / 4, 1); // landscape
      expect(aspects[1]).toBeCloseTo(1, 1); // square
      expect(aspects[2]).toBeCloseTo(4 / 5.3, 1); // portrait

      const track = page.locator('.carousel-track');
      const shiftEm = () =>
        track.evaluate(
          (el) => new DOMMatrix(getComputedStyle(el).transform).m41 / -parseFloat(getComputedStyle(el).fontSize),
        );
      await expect(page.getByRole('button', { name: 'Previous images' }).isDisabled()).resolves.toBe(true);
      const next = page.getByRole('button', { name: 'Next images' });
      await next.click();
      await expect.poll(shiftEm).toBeCloseTo(10, 1);
      await next.click();
      await expect.poll(shiftEm).toBeCloseTo(20, 1);
      await next.click();
      await expect.poll(shiftEm).toBeCloseTo(27, 1);
      await expect(next.isDisabled()).resolves.toBe(true);

      await imagesLoaded(page, '.home-compare');
      await snap(page, 'home-768');
      expect(errors).toEqual([]);
    });
  });

  it('phone: the home page with its Get Started link', async () => {
    await visit('/', PHONE, async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
      await imagesLoaded(page, '.slideshow');
      await snap(page, 'home-375');
      // Get Started opens the order tool itself (it used to open a page with a Start Here button first).
      await page.locator('.home-intro').getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
    });
  });
});

describe('how to Brix', () => {
  it('plays a video of a Brix being built and lists the 4 steps', async () => {
    await visit('/how-to-brix', TABLET, async ({ page, errors }) => {
      await page.getByRole('heading', { level: 1, name: 'How to Brix' }).waitFor();
      const video = page.locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      const meta = await video.evaluate((v: HTMLVideoElement) => ({
        duration: v.duration,
        width: v.videoWidth,
        src: v.currentSrc,
      }));
      expect(meta.duration).toBeGreaterThan(3);
      expect(meta.width).toBeGreaterThan(0);
      for (const file of ['/media/how-to-brix.mp4', '/media/how-to-brix.webm']) {
        const res = await page.request.get(file);
        expect(res.status(), file).toBe(200);
        expect((await res.body()).length).toBeLessThan(1.5 * 1024 * 1024);
      }
      // The captions track loads (it describes the silent clip).
      await expect
        .poll(() =>
          video.evaluate((v: HTMLVideoElement) =>
            v.textTracks[0] ? ((v.textTracks[0].mode = 'showing'), v.textTracks[0].cues?.length ?? 0) : 0,
          ),
        )
        .toBeGreaterThan(3);
      await expect(page.locator('.how-to-steps > li').count()).resolves.toBe(4);
      await snap(page, 'how-to-768');
      expect(errors).toEqual([]);
    });
  });
});

describe('pricing', () => {
  it('lists the API sizes by shape with width, height and 2-decimal prices, the shipping note and the shape descriptions', async () => {
    await visit('/pricing', TABLET, async ({ page, errors }) => {
      const { data } = (await (await page.request.get('/api/inventory/sizes')).json()) as { data: SizeRecord[] };
      expect(data.length).toBeGreaterThanOrEqual(9);
      await page.locator('.pricing-table').first().waitFor();
      for (const shape of ['Square', 'Portrait', 'Landscape']) {
        const rows = await page
          .locator(`.pricing-table[data-shape="${shape}"] tbody tr`)
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
          );
        const expected = data.filter((s) => s.shape === shape);
        expect(rows.length, shape).toBe(expected.length);
        for (const size of expected) {
          // Each size is named with its proportions (width:height in lowest terms).
          const { wide, high } = size.sizeData.plates;
          const row = rows.find(
            (r) => r[0].replace(/\s+/g, ' ') === `${size.sizeData.size} ${proportionsText(wide, high)}`,
          );
          expect(row, `${shape} ${size.sizeData.size}`).toBeTruthy();
          expect(row![1]).toContain(`${size.sizeData.imperial.width} in`);
          expect(row![2]).toContain(`${size.sizeData.imperial.height} in`);
          expect(row![3]).toBe(`$${(size.sizeData.priceCents / 100).toFixed(2)}`);
        }
      }
      const text = await page.locator('#main').innerText();
      expect(text).toContain('Shipping is excluded');
      expect(text).toContain('$149.99'); // Square Small, 4 plates
      expect(text).toContain('$509.99'); // Square Large, 16 plates
      // Each shape's heading gives the proportions of its standard sizes, as the shop defines them (the spec's
      // "Portrait 5.3x4" and "Landscape 4x6" named no size the shop makes).
      const headings = await page.locator('.pricing-shape-title').allInnerTexts();
      expect(headings.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual(
        ['Square', 'Portrait', 'Landscape'].map((shape) => {
          const ratios = STANDARD_SIZES.filter((s) => s.shape === shape).map((s) =>
            proportionsText(s.platesWide, s.platesHigh),
          );
          return `${shape} ${[...new Set(ratios)].join(' · ')}`;
        }),
      );
      expect(headings.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual([
        'Square 1:1',
        'Portrait 2:3 · 1:2 · 3:4',
        'Landscape 3:2 · 2:1 · 4:3',
      ]);
      for (const phrase of [
        /versatile for all your needs/i,
        /great for solo pictures and selfies/i,
        /great for group pictures and nature/i,
      ]) {
        expect(text).toMatch(phrase);
      }
      await snap(page, 'pricing-768');
      // On a phone the four columns still fit: nothing cut off or scrolled away.
      await page.setViewportSize({ width: 375, height: 812 });
      const overflow = await page
        .locator('.pricing .table-wrap')
        .evaluateAll((wraps) => wraps.map((w) => w.scrollWidth - w.clientWidth));
      expect(overflow).toEqual([0, 0, 0]);
      expect(errors).toEqual([]);
    });
  });

  it('says so when the prices cannot be loaded, and retries', async () => {
    await visit('/faq', TABLET, async ({ page }) => {
      let fail = true;
      await page.route('**/api/inventory/sizes', (route) => (fail ? route.abort() : route.continue()));
      await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
      await page.getByRole('alert').getByText('We could not load the prices.').waitFor();
      fail = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('.pricing-table').first().waitFor();
    });
  });
});

describe('gallery', () => {
  it('shows 13 mosaics with source and shape, a room preview with the four rooms, and a before/after', async () => {
    await visit('/gallery', DESKTOP, async ({ page, errors }) => {
      // The Gallery blade keeps its own address.
      expect(new URL(page.url()).pathname).toBe('/gallery');
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      expect(await imagesLoaded(page, '.gallery-grid')).toBe(13);
      const shapes = await page
        .locator('.gallery-grid .gallery-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-shape')));
      expect(new Set(shapes)).toEqual(new Set(['S', 'P', 'L']));
      await expect(page.locator('.gallery-grid .gallery-card-source').count()).resolves.toBe(13);
      const credits = await page.locator('.gallery-credits').innerText();
      for (const credit of [
        'NASA',
        'Stefan van der Walt',
        'Rachel Michetti',
        'SpaceX',
        'Ian Hex',
        'Martin Klapetek',
        'Risto Saukonpää',
        'Dmitri Popov',
        'Maciej Wiklo',
        'Sigi Sagi',
        'LGPL-3.0',
        'CC0',
      ]) {
        expect(credits).toContain(credit);
      }

      const rooms = page.getByRole('group', { name: 'Room' });
      const roomNames = await rooms
        .getByRole('radio')
        .evaluateAll((inputs) => inputs.map((i) => i.closest('label')?.textContent));
      expect(roomNames).toEqual(['Bedroom', 'Reading Room', 'Dining Room', 'Living Room']);
      const preview = page.locator('.gallery-feature svg.room-preview');
      await expect(preview.getAttribute('aria-label')).resolves.toContain('Bedroom');
      await rooms.getByRole('radio', { name: 'Dining Room' }).check();
      await expect(preview.getAttribute('aria-label')).resolves.toContain('Dining Room');

      // Choosing a picture hangs it, at its size, in the room.
      await page.locator('.gallery-card-button', { hasText: 'Kite' }).click();
      await expect(preview.getAttribute('aria-label')).resolves.toContain('3 x 4 plates');
      await expect(preview.locator('image').getAttribute('href')).resolves.toBe('/generated/gallery/kite.png');
      await page.getByRole('heading', { level: 2, name: 'Kite' }).waitFor();
      await imagesLoaded(page, '.gallery-detail');
      await snap(page, 'gallery-1280');
      expect(errors).toEqual([]);
    });
  });

  it('phone: one picture at a time with Previous and Next', async () => {
    await visit('/gallery', PHONE, async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      await expect(page.locator('.gallery-grid').isVisible()).resolves.toBe(false);
      await expect(page.locator('.gallery-mobile img').count()).resolves.toBe(1);
      const picker = page.getByRole('region', { name: 'Gallery pictures' });
      await picker.getByText('1 of 13').waitFor();
      await picker.getByRole('button', { name: 'Next' }).click();
      await picker.getByText('2 of 13').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Chelsea the cat' }).waitFor();
      await picker.getByRole('button', { name: 'Previous' }).click();
      await picker.getByRole('button', { name: 'Previous' }).click();
      await picker.getByText('13 of 13').waitFor();
      await imagesLoaded(page, '.gallery-mobile');
      await snap(page, 'gallery-375');
    });
  });
});

describe('weight', () => {
  it('the home page loads under 200 KB of gzipped JavaScript, without the editor or Konva', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await e2e.browser.newContext({ viewport, baseURL: e2e.shop.url });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; gzipped: number }>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script')
          scripts.push(r.body().then((b) => ({ url: r.url(), gzipped: gzipSync(b).length })));
      });
      try {
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
        await page.waitForLoadState('networkidle');
        const loaded = await Promise.all(scripts);
        const total = loaded.reduce((sum, s) => sum + s.gzipped, 0);
        console.log(`home at ${viewport.width} px: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
        expect(total).toBeLessThan(200 * 1024);
        expect(loaded.some((s) => /OrderPage|konva|editor/i.test(s.url))).toBe(false);
      } finally {
        await context.close();
      }
    }
  });
});

describe('layout', () => {
  it('phone and tablet: no public screen scrolls sideways', async () => {
    for (const viewport of [PHONE, TABLET]) {
      await visit('/', viewport, async ({ page }) => {
        for (const path of [
          '/',
          '/how-to-brix',
          '/pricing',
          '/gallery',
          '/start-order',
          '/faq',
          '/terms-and-conditions',
          '/privacy-policy',
          '/nowhere',
        ]) {
          await page.goto(path);
          await page.locator('#main h1').first().waitFor();
          await page.waitForLoadState('load');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
});

describe('get started, FAQ, terms, privacy', () => {
  it('Get Started: Start Here goes to /order; small screens see the desktop notice', async () => {
    await visit('/start-order', TABLET, async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
      await page.getByText('This tool needs a desktop browser (Chrome recommended)').waitFor();
      await snap(page, 'start-order-768');
      await page.getByRole('link', { name: 'Start Here' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
    });
  });

  it('FAQ: nine questions with the shop facts', async () => {
    await visit('/faq', TABLET, async ({ page }) => {
      const questions = page.locator('.faq-question');
      await questions.first().waitFor();
      await expect(questions.count()).resolves.toBe(9);
      await questions.first().click();
      await expect(page.locator('.faq-item').first().getAttribute('open')).resolves.toBe('');
      const text = await page.locator('#main').evaluate((el) => el.textContent ?? '');
      for (const fact of [
        'within 24 hours',
        // Delivery as the shop's rule says it everywhere (3 business days to make, Ground's 5-7 to ship).
        'within 10 business days',
        'within 48 hours',
        'only for defects',
        'Chicago, Illinois',
        'support@brixilated.example',
      ]) {
        expect(text).toContain(fact);
      }
      await snap(page, 'faq-768');
    });
  });

  it('Terms and Privacy: effective December 01, 2020, Illinois', async () => {
    await visit('/privacy-policy', TABLET, async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      let text = await page.locator('#main').innerText();
      expect(text).toContain('December 01, 2020');
      expect(text).toContain('Illinois');
      await page.goto('/terms-and-conditions');
      await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      text = await page.locator('#main').innerText();
      expect(text).toContain('Brixilated LLC');
      expect(text).toContain('Illinois');
      await snap(page, 'terms-768');
    });
  });
});
