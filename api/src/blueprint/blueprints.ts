import { inchesToCm, parseColorMap } from '@brixilated/shop';
import type { Grid } from 'mosaic-core';
import { coreGrid } from '../core.ts';
import type { FileStorage } from '../storage/storage.ts';
import { makeBlueprintPdf, type BlueprintCore } from './pdf.ts';

/** The item fields a blueprint is made from: its size for the title and its grid of palette indices. */
export interface BlueprintItem {
  id: string;
  shape: string;
  size: string;
  width: number;
  height: number;
  colorMap: string;
}

export const blueprintUrl = (orderNumber: string, itemId: string): string => `/api/blueprints/${orderNumber}/${itemId}.pdf`;
const blueprintKey = (orderNumber: string, itemId: string): string => `blueprints/${orderNumber}/${itemId}.pdf`;

/** The grid of a stored colorMap (checked when the item was added, so a failure here is damage). */
export function gridOf(colorMap: string): Grid {
  const parsed = parseColorMap(colorMap);
  if (!parsed.ok) throw new Error(`A stored colorMap is damaged: ${parsed.message}`);
  return coreGrid(parsed.grid);
}

export function blueprintTitle(item: Pick<BlueprintItem, 'shape' | 'size' | 'width' | 'height'>): string {
  return `${item.shape} ${item.size} Brix, ${item.width} x ${item.height} in (${inchesToCm(item.width)} x ${inchesToCm(item.height)} cm)`;
}

/**
 * Blueprint PDFs, made from the order item's grid when the order is placed and kept in the file store.
 * A blueprint that is missing (made on another machine, or the process stopped in between) is made
 * again on first request, from the same grid, so it is the same document.
 */
export class Blueprints {
  constructor(
    private readonly storage: FileStorage,
    private readonly core: () => Promise<BlueprintCore>,
  ) {}

  async make(orderNumber: string, item: BlueprintItem): Promise<Uint8Array> {
    const core = await this.core();
    const grid = gridOf(item.colorMap);
    const pdf = await makeBlueprintPdf(core, grid, { orderNumber, title: blueprintTitle(item) });
    await this.storage.put(blueprintKey(orderNumber, item.id), pdf, 'application/pdf');
    return pdf;
  }

  async get(orderNumber: string, item: BlueprintItem): Promise<Uint8Array> {
    const stored = await this.storage.get(blueprintKey(orderNumber, item.id));
    return stored ? stored.body : this.make(orderNumber, item);
  }
}
