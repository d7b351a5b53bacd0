// Blueprints off the request path and off the event loop: paying answers before the PDFs exist, a
// download waits for the job already under way, and the worker pool leaves the event loop free.
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Grid } from 'mosaic-core';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { makeBlueprintPdf, type BlueprintDetails } from '../src/blueprint/pdf.ts';
import { BlueprintPool, type BlueprintRenderer } from '../src/blueprint/pool.ts';
import { cartItem } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';

/** A renderer that makes real PDFs (on the pool) only once the test opens the gate, counting its calls. */
function gatedRenderer(pool: BlueprintPool) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls: string[] = [];
  const render: BlueprintRenderer = async (grid, details, options) => {
    calls.push(details.orderNumber);
    await gate;
    return pool.render(grid, details, options);
  };
  return { render, calls, open };
}

const pool = new BlueprintPool(2);
afterAll(() => pool.close());

describe('blueprints after paying', () => {
  it('confirm answers before the PDFs exist; a download waits for the blueprint job under way instead of starting another', async () => {
    const gated = gatedRenderer(pool);
    const shop = await createCheckoutShop({ extra: { blueprintRenderer: gated.render } });
    try {
      const { token } = await shop.customerWithCart([cartItem(), cartItem({ size: 'Custom' }, 4, 4)]);
      const { order } = await shop.pay(token);
      // Paid and answered; the blueprints are jobs, none started yet.
      expect(gated.calls).toEqual([]);
      expect(await shop.storedFiles('blueprints')).toEqual([]);
      // Runners claim the order's three jobs (the confirmation first); both blueprints start and wait.
      const running = Promise.all([shop.app.jobs.runOne(), shop.app.jobs.runOne(), shop.app.jobs.runOne()]);
      while (gated.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(gated.calls).toEqual([order.orderNumber, order.orderNumber]);

      const big = order.suborders[0].items[1];
      let answered = false;
      const download = Promise.resolve(
        shop.app.request(`http://shop.test${big.instructionsUrl}`, { headers: { cookie: `auth-token=${token}` } }),
      ).then((res) => ((answered = true), res));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      gated.open();
      const res = await download;
      expect(res.status).toBe(200);
      expect((await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount()).toBe(16 + 1);
      expect(await running).toEqual([true, true, true]);
      // Joined, not made twice; both stored, every job done.
      expect(gated.calls).toHaveLength(2);
      expect(await shop.db.selectFrom('jobs').select('state').execute()).toEqual([
        { state: 'done' },
        { state: 'done' },
        { state: 'done' },
      ]);
      expect((await shop.storedFiles(`blueprints/${order.orderNumber}`)).sort()).toEqual(
        order.suborders[0].items.map((i: { id: string }) => `${i.id}.pdf`).sort(),
      );
      expect(shop.errors).toEqual([]);
    } finally {
      await shop.cleanup();
    }
  });
});

/** How long `work` takes and the longest the event loop was kept from a 5 ms timer meanwhile. */
async function measure(work: () => Promise<unknown>): Promise<{ ms: number; maxLagMs: number }> {
  let maxLagMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxLagMs = Math.max(maxLagMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  last = started;
  await work();
  const ms = performance.now() - started;
  // One more tick, so a block that ended with the work is counted too.
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(timer);
  return { ms, maxLagMs };
}

describe('the blueprint worker pool', () => {
  const grid: Grid = {
    width: 256,
    height: 256,
    indices: Uint8Array.from({ length: 256 * 256 }, (_, i) => (i * 7 + (i >> 8)) % 40),
  };
  const details: BlueprintDetails = {
    orderNumber: '00000008',
    title: 'Square Custom Brix, 80 x 80 in (203.2 x 203.2 cm)',
  };

  it('keeps the event loop responsive while 8 x 8 blueprints are made', { timeout: 300_000 }, async () => {
    // Both threads started and mosaic-core loaded in each.
    const small: Grid = { width: 32, height: 32, indices: new Uint8Array(1024) };
    await Promise.all([pool.render(small, details), pool.render(small, details)]);
    const core = await loadMosaicCoreNode();
    // The same work on the event loop, as before: the timer waits about as long as the PDF takes.
    const onLoop = await measure(() => makeBlueprintPdf(core, grid, details));
    expect(onLoop.maxLagMs).toBeGreaterThan(onLoop.ms / 3);

    let pdfs: Uint8Array[] = [];
    const pooled = await measure(async () => {
      pdfs = await Promise.all(Array.from({ length: pool.size }, () => pool.render(grid, details)));
    });
    console.log(
      `8x8 blueprint on the event loop: ${onLoop.ms.toFixed(0)} ms, timer lag ${onLoop.maxLagMs.toFixed(0)} ms; ` +
        `${pool.size} on ${pool.size} threads: ${pooled.ms.toFixed(0)} ms, timer lag ${pooled.maxLagMs.toFixed(0)} ms`,
    );
    // Relative, not absolute: the longest stall is a small part of one PDF's time.
    expect(pooled.maxLagMs).toBeLessThan(onLoop.ms / 5);
    for (const pdf of pdfs) expect((await PDFDocument.load(pdf)).getPageCount()).toBe(64 + 1);
  });

  it('answers a failed job with its error and keeps serving', async () => {
    await expect(pool.render({ width: 3, height: 3, indices: new Uint8Array(9) }, details)).rejects.toThrow();
    expect(
      (
        await PDFDocument.load(await pool.render({ width: 32, height: 32, indices: new Uint8Array(1024) }, details))
      ).getPageCount(),
    ).toBe(2);
  });
});
