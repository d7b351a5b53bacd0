#!/usr/bin/env node
// Benchmark of the order wizard's editor in Chromium, on a 12-megapixel photo at 4 x 4 plates (128 x 128
// studs). Prints figures; never asserts a time (machines differ; the README records one run).
//
//   node scripts/bench-editor.mjs            builds the web app into a temp folder, then measures
//   WEB_DIST=/path/to/dist node scripts/bench-editor.mjs   measures an existing build
//
// Measured:
//   - photo chosen -> editor ready: file chosen, cropper shown, Crop, upload, Next, first mosaic drawn
//   - slider movement -> repainted preview: 50 slider steps, each from the input event to the mosaic layer's draw
//   - painted stud -> repaint: 50 clicks, from the pointerdown event to the mosaic layer's draw
//   - the longest main-thread task while editing (PerformanceObserver 'longtask', which sees tasks over 50 ms)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { startShop } = await import(path.join(root, 'e2e/support/server.ts'));
const { launchBrowser } = await import(path.join(root, 'e2e/support/browser.ts'));
const { default: sharp } = await import('sharp');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-'));
let webDist = process.env.WEB_DIST;
if (!webDist) {
  webDist = path.join(tmp, 'dist');
  console.log('Building the web app into', webDist);
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// A real photo scaled to 12 megapixels (4240 x 2832), as a phone camera would take it.
const photoPath = path.join(tmp, 'photo-12mp.jpg');
await sharp(path.join(root, '..', 'shared', 'photos', 'evening-glow.jpg'))
  .resize(4240, 2832, { fit: 'cover' })
  .jpeg({ quality: 88 })
  .toFile(photoPath);
console.log(`Photo: 4240 x 2832 (${((4240 * 2832) / 1e6).toFixed(1)} MP), ${(statSync(photoPath).size / 1e6).toFixed(1)} MB JPEG`);

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => `${x.toFixed(1)} ms`;

const shop = await startShop({ WEB_DIST: webDist });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__bench = { longTasks: [], draws: 0, lastDraw: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.addEventListener('brix:mosaic-drawn', () => {
      window.__bench.draws++;
      window.__bench.lastDraw = performance.now();
    });
  });
  await page.goto(`${shop.url}/order`);
  await page.getByRole('radio', { name: /^Square/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: /^Large/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Upload Your Picture' }).waitFor();

  // Photo chosen -> editor ready.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const fileChooser = await chooser;
  const tChosen = await page.evaluate(() => performance.now());
  await fileChooser.setFiles(photoPath);
  await page.getByRole('dialog', { name: 'Crop your picture' }).waitFor();
  await page.locator('.reactEasyCrop_CropArea').waitFor();
  const tCropper = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
  const tUploaded = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('[data-ready="true"][data-processing="false"]').waitFor();
  await page.waitForFunction(() => window.__bench.draws > 0);
  const tReady = await page.evaluate(() => window.__bench.lastDraw);
  const photoLongest = await page.evaluate(() => Math.max(0, ...window.__bench.longTasks.map((t) => t.duration)));

  // Editing starts here: long tasks from now on count as "while editing".
  const editStart = await page.evaluate(() => performance.now());

  // Slider: 50 steps of 10 (the minimum gap), each from the input event to the repainted mosaic.
  const sliderTimes = await page.evaluate(async () => {
    const input = document.querySelector('input[aria-label="Brightness"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    let value = 100;
    let dir = 1;
    for (let i = 0; i < 50; i++) {
      if (value + dir * 10 > 200 || value + dir * 10 < 0) dir = -dir;
      value += dir * 10;
      const drawsBefore = window.__bench.draws;
      const drawn = new Promise((resolve) => {
        const onDraw = () => {
          window.removeEventListener('brix:mosaic-drawn', onDraw);
          resolve(performance.now());
        };
        window.addEventListener('brix:mosaic-drawn', onDraw);
      });
      const t0 = performance.now();
      setValue.call(input, String(value));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const t1 = await drawn;
      if (window.__bench.draws > drawsBefore) times.push(t1 - t0);
      // Let the frame settle before the next movement, as a hand on a slider would.
      await new Promise((r) => setTimeout(r, 20));
    }
    return times;
  });

  const dragStart = await page.evaluate(() => performance.now());
  // A fast drag: 50 input events 8 ms apart; newest request wins, so the last value is drawn promptly.
  const fastDrag = await page.evaluate(async () => {
    const input = document.querySelector('input[aria-label="Contrast"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const frame = document.querySelector('[data-processing]');
    let draws = 0;
    const onDraw = () => draws++;
    window.addEventListener('brix:mosaic-drawn', onDraw);
    for (let i = 0; i < 50; i++) {
      setValue.call(input, String((i % 21) * 10));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 8));
    }
    const tLast = performance.now();
    while (frame.getAttribute('data-processing') === 'true') await new Promise((r) => setTimeout(r, 1));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    window.removeEventListener('brix:mosaic-drawn', onDraw);
    return { settle: window.__bench.lastDraw - tLast, draws };
  });

  const paintStart = await page.evaluate(() => performance.now());
  // Painting: the Advanced Editor, a colour, 50 clicked studs.
  await page.getByRole('switch', { name: 'Advanced Editor' }).click();
  await page.getByRole('group', { name: 'Palette' }).getByRole('button').nth(20).click();
  await page.evaluate(() => {
    const stage = document.querySelector('[data-testid="mosaic-stage"]');
    window.__paint = { pending: null, times: [] };
    stage.addEventListener('pointerdown', (e) => (window.__paint.pending = e.timeStamp), { capture: true });
    window.addEventListener('brix:mosaic-drawn', () => {
      if (window.__paint.pending !== null) {
        window.__paint.times.push(performance.now() - window.__paint.pending);
        window.__paint.pending = null;
      }
    });
  });
  const box = await page.getByTestId('mosaic-stage').boundingBox();
  const stud = box.width / 128;
  for (let i = 0; i < 50; i++) {
    const x = box.x + (10 + i * 2 + 0.5) * stud;
    const y = box.y + (20 + (i % 7) * 9 + 0.5) * stud;
    await page.mouse.click(x, y);
    await page.waitForFunction((n) => window.__paint.times.length >= n || window.__paint.pending === null, i + 1, { timeout: 2000 }).catch(() => {});
  }
  const paintTimes = await page.evaluate(() => window.__paint.times);
  const editTasks = await page.evaluate((start) => window.__bench.longTasks.filter((t) => t.start >= start), editStart);

  console.log('');
  console.log('Order wizard editor benchmark (Chromium, 12 MP photo, 4 x 4 plates = 128 x 128 studs)');
  console.log(`  photo chosen -> editor ready:           ${ms(tReady - tChosen)}`);
  console.log(`    chosen -> cropper shown:              ${ms(tCropper - tChosen)}`);
  console.log(`    Crop -> cropped and uploaded:         ${ms(tUploaded - tCropper)}`);
  console.log(`    Next -> first mosaic drawn:           ${ms(tReady - tUploaded)}`);
  console.log(`  slider step -> repainted preview:       p95 ${ms(p95(sliderTimes))}, median ${ms(median(sliderTimes))} (${sliderTimes.length} steps)`);
  console.log(`  fast drag (50 inputs, 8 ms apart):      last value drawn ${ms(fastDrag.settle)} after the last input, ${fastDrag.draws} repaints`);
  console.log(`  painted stud -> repaint:                p95 ${ms(p95(paintTimes))}, median ${ms(median(paintTimes))} (${paintTimes.length} studs)`);
  const longest = Math.max(0, ...editTasks.map((t) => t.duration));
  const phaseOf = (t) => (t.start >= paintStart ? 'painting' : t.start >= dragStart ? 'fast drag' : 'slider steps');
  const byPhase = {};
  for (const t of editTasks) byPhase[phaseOf(t)] = Math.max(byPhase[phaseOf(t)] ?? 0, t.duration);
  console.log(
    `  longest main-thread task while editing: ${editTasks.length ? `${ms(longest)} (${editTasks.length} tasks over 50 ms)` : 'none over 50 ms'}`,
  );
  for (const [phase, d] of Object.entries(byPhase)) console.log(`    longest during ${phase}: ${ms(d)}`);
  const load = os.loadavg()[0];
  console.log(`  machine load average during the run: ${load.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`  longest main-thread task, photo to editor: ${photoLongest ? ms(photoLongest) : 'none over 50 ms'}`);
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
  rmSync(tmp, { recursive: true, force: true });
}
