#!/usr/bin/env node
// Benchmark of the building guide in Chromium at a tablet's 1024 x 768: opening a plate from the plate map and
// moving a step, for a Small Brix (2 x 2 plates) and the largest, an 8 x 8-plate custom Brix (64 plates, up to
// 40 colours a plate here). Prints medians and the slowest of several runs and the machine's load; never asserts
// a time (docs/benchmarks.md records runs).
//
//   node scripts/bench-guide.mjs          BENCH_GUIDE_STEPS=30 (steps timed per Brix)  BENCH_GUIDE_OPENS=8
//
// Each figure is timed in the page, from just before the click or key press is handed to the page to the end
// of the plate's drawing (the guide's `guide-repaint` measure), so the driver's round trips do not count.
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { build } from './build.mjs';
import { importE2e } from './lib/e2e.mjs';
import { photoPath } from './lib/photos.mjs';
import { median } from './lib/stats.mjs';

const { startShop } = await importE2e('support/server.ts');
const { launchBrowser } = await importE2e('support/browser.ts');
const { orderByApi } = await importE2e('support/orderByApi.ts');

const STEPS = Number(process.env.BENCH_GUIDE_STEPS || 30);
const OPENS = Number(process.env.BENCH_GUIDE_OPENS || 8);
const BRIXES = [
  { name: 'Small, 2 x 2 plates', shape: 'Square', size: 'Small', plates: 2 },
  { name: 'Custom, 8 x 8 plates', shape: 'Square', size: 'Custom', plates: 8 },
];

/** A grid of diagonal bands, up to 40 colours on a plate: many colour steps, as a busy photo gives. */
function colorMap(plates) {
  const side = plates * 32;
  const indices = Array.from(
    { length: side * side },
    (_, i) => (((i % side) >> 2) + (Math.floor(i / side) >> 2) * 3) % 40,
  );
  return JSON.stringify({ width: side, height: side, indices });
}

/** A new customer in `context` who ordered one Brix of `brix`'s size with the busy grid; answers its number. */
async function placeOrder(context, url, brix) {
  const email = `bench-guide-${Date.now()}-${brix.plates}@example.com`;
  const password = 'Bench-guide-1!';
  const customer = { firstName: 'Ada', lastName: 'Lovelace', email, phone: '3125550123', password };
  const signedUp = await context.request.post(`${url}/api/user/create`, {
    data: { ...customer, confirmation: password },
  });
  if (!signedUp.ok()) throw new Error(`sign-up answered ${signedUp.status()}: ${await signedUp.text()}`);
  const uploaded = await context.request.post(`${url}/api/images`, {
    multipart: { file: { name: 'cat.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photoPath('cat.jpg')) } },
  });
  if (!uploaded.ok()) throw new Error(`the upload answered ${uploaded.status()}: ${await uploaded.text()}`);
  const { url: picture } = await uploaded.json();
  const inches = brix.plates * 10;
  const item = {
    shape: brix.shape,
    size: brix.size,
    width: inches,
    height: inches,
    quantity: 1,
    origImageUrl: picture,
    pixImageUrl: picture,
    colorMap: colorMap(brix.plates),
  };
  const paid = await orderByApi(context.request, url, [item]);
  if (paid.status !== 'succeeded') throw new Error(`the payment ${paid.status}: ${paid.message ?? ''}`);
  return paid.order.orderNumber;
}

/** Runs `act` in the page and answers the ms from just before it to the end of the next plate drawing. */
async function timed(page, act) {
  return page.evaluate(async (source) => {
    const drawn = () => performance.getEntriesByName('guide-repaint', 'measure');
    const before = drawn().length;
    const start = performance.now();
    new Function(source)();
    const deadline = start + 10_000;
    while (drawn().length === before) {
      if (performance.now() > deadline) throw new Error('the plate was not drawn within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const entry = drawn()[before];
    return entry.startTime + entry.duration - start;
  }, act);
}

const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const ms = (value) => `${value.toFixed(1)} ms`;

build(['wasm', 'assets', 'web', 'server']);
const shop = await startShop();
const browser = await launchBrowser();
const rows = [];
try {
  for (const brix of BRIXES) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    console.log(`${brix.name}: placing an order`);
    const orderNumber = await placeOrder(context, shop.url, brix);
    console.log(`${brix.name}: order ${orderNumber}, timing ${OPENS} plate openings and ${STEPS} steps`);
    const page = await context.newPage();
    const guide = `${shop.url}/account/orders/${orderNumber}/build/1`;
    const opens = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(guide);
      const plate = 1 + ((i * 7) % (brix.plates * brix.plates));
      const tile = page.getByRole('button', { name: new RegExp(`^Plate ${plate}\\W`) });
      await tile.waitFor();
      await tile.evaluate((el) => el.setAttribute('data-bench', 'open'));
      opens.push(await timed(page, "document.querySelector('[data-bench=open]').click()"));
    }
    const steps = [];
    await page.goto(`${guide}?plate=1`);
    await page.getByTestId('build-step').waitFor();
    await page.locator('h1').click();
    for (let i = 0; i < STEPS; i++) {
      // Forward, and every third step back, as a builder does.
      const key = i % 3 === 2 ? 'ArrowLeft' : ' ';
      steps.push(
        await timed(
          page,
          `document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(key)}, bubbles: true }))`,
        ),
      );
      await page.waitForTimeout(30);
    }
    rows.push({ brix: brix.name, opens, steps });
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(
  `\nBuilding guide, Chromium at 1024 x 768, ${new Date().toISOString()}, ${os.cpus().length} x ${os.cpus()[0]?.model}, load ${load}`,
);
console.log('| Brix | open a plate: median / p95 / max | move a step: median / p95 / max | runs |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.brix} | ${ms(median(row.opens))} / ${ms(p95(row.opens))} / ${ms(Math.max(...row.opens))} | ${ms(median(row.steps))} / ${ms(p95(row.steps))} / ${ms(Math.max(...row.steps))} | ${row.opens.length} opens, ${row.steps.length} steps |`,
  );
}
