import {
  BLENDING_NAMES,
  blueprintFilePath,
  brixSizeName,
  inchesToCm,
  readColorMap,
  type Blending,
  type ColorCap,
} from '@brixilated/shop';
import type { Grid } from 'mosaic-core';
import type { Histogram } from 'prom-client';
import type { FileStorage } from '../storage/storage.ts';
import type { BlueprintCore } from './pdf.ts';
import type { BlueprintRenderer } from './pool.ts';

/**
 * The item fields a blueprint is made from: its size for the title, how its grid was made (the colour blending,
 * the Colours cap and Tidy lone studs; Off, all and no tidying when left out, as for items from before them)
 * and its grid of palette indices.
 */
export interface BlueprintItem {
  id: string;
  shape: string;
  size: string;
  width: number;
  height: number;
  blending?: Blending;
  colorCap?: ColorCap;
  tidy?: boolean;
  colorMap: string;
  /** Its place in the order, from 1: with the shop's address, the plate pages link to its building guide. */
  position?: number;
}

export const blueprintUrl = blueprintFilePath;
const blueprintKey = (orderNumber: string, itemId: string): string => `blueprints/${orderNumber}/${itemId}.pdf`;

/** The grid of a stored colorMap (checked when the item was added, so a failure here is damage). */
export function gridOf(colorMap: string): Grid {
  const parsed = readColorMap(colorMap);
  if (!parsed.ok) throw new Error(`A stored colorMap is damaged: ${parsed.message}`);
  return parsed.grid;
}

/**
 * The Brix the blueprint's cover and the building guide are for, named as the cart names it, with its print size:
 * "Small Square 1:1 Brix, 20 x 20 in (50.8 x 50.8 cm)".
 */
export function blueprintTitle(item: Pick<BlueprintItem, 'shape' | 'size' | 'width' | 'height'>): string {
  return `${brixSizeName(item)} Brix, ${item.width} x ${item.height} in (${inchesToCm(item.width)} x ${inchesToCm(item.height)} cm)`;
}

/** How the item's grid was made, all three named: "Colour blending: Best likeness. Colours: 12. Tidy lone studs: on." */
export function blueprintFinish(item: Pick<BlueprintItem, 'blending' | 'colorCap' | 'tidy'>): string {
  const colours = !item.colorCap || item.colorCap === 'all' ? 'All' : String(item.colorCap);
  return `Colour blending: ${BLENDING_NAMES[item.blending ?? 'off']}. Colours: ${colours}. Tidy lone studs: ${item.tidy ? 'on' : 'off'}.`;
}

/** Makes blueprints on the calling thread with this core (tests that replace mosaic-core use it). */
export function inProcessRenderer(core: () => Promise<BlueprintCore>): BlueprintRenderer {
  return async (grid, details, options = {}) => {
    // pdf-lib takes a while to load: only when a blueprint is made.
    const { makeBlueprintPdf } = await import('./pdf.ts');
    const loaded = await core();
    const started = performance.now();
    const pdf = await makeBlueprintPdf(loaded, grid, details);
    options.drawn?.((performance.now() - started) / 1000);
    return pdf;
  };
}

/**
 * Blueprint PDFs, made from the order item's grid after the order is placed and kept in the file store.
 * The renderer makes them off the event loop (pool.ts). Placing an order writes one durable `blueprint`
 * job per item (api/src/jobs/), whose run calls `make`; a download of one still being made in this
 * process waits for it instead of starting another. A blueprint that is missing (its job not run yet, or
 * made on another machine's disk) is made again on first request, from the same grid, so it is the same
 * document.
 */
export class Blueprints {
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly render: BlueprintRenderer,
    /** Where the time to draw each one is recorded (the metrics). */
    private readonly renderTime?: Pick<Histogram, 'observe'>,
    /** The shop's address, for the building guide's links on the plate pages. */
    private readonly origin?: string,
  ) {}

  /** Makes and stores one blueprint; a second call while the first is under way joins it. */
  make(orderNumber: string, item: BlueprintItem, options: { urgent?: boolean } = {}): Promise<Uint8Array> {
    const key = blueprintKey(orderNumber, item.id);
    let job = this.inFlight.get(key);
    if (!job) {
      job = (async () => {
        // The time to draw it, as the renderer tells it (the wait for a free thread is not part of it).
        const renderTime = this.renderTime;
        const pdf = await this.render(
          gridOf(item.colorMap),
          {
            orderNumber,
            title: blueprintTitle(item),
            finish: blueprintFinish(item),
            ...(this.origin && item.position ? { guide: { origin: this.origin, item: item.position } } : {}),
          },
          { ...options, ...(renderTime ? { drawn: (seconds: number) => renderTime.observe(seconds) } : {}) },
        );
        await this.storage.put(key, pdf, 'application/pdf');
        return pdf;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  /** The stored blueprint, or the one being made, or one made now ahead of the queued ones. */
  async get(orderNumber: string, item: BlueprintItem): Promise<Uint8Array> {
    const pending = this.inFlight.get(blueprintKey(orderNumber, item.id));
    if (pending) return pending;
    const stored = await this.storage.get(blueprintKey(orderNumber, item.id));
    return stored ? stored.body : this.make(orderNumber, item, { urgent: true });
  }

  /** Resolves when no blueprint is being made (tests, and a clean shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }
}
