import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePhoto, loadMosaicCoreNode, type MosaicCore } from 'mosaic-core/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serializeColorMap } from '@brixilated/shop';
import { blueprintFinish, Blueprints, blueprintTitle, gridOf, inProcessRenderer } from '../src/blueprint/blueprints.ts';
import { LocalFileStorage } from '../src/storage/local.ts';
import { LETTER, makeBlueprintPdf, renderCoverPng } from '../src/blueprint/pdf.ts';
import type { Histogram } from 'prom-client';
import sharp from 'sharp';
import path from 'node:path';
import { PHOTOS } from './support/photos.ts';

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

async function mosaicOf(photo: string, platesWide: number, platesHigh: number) {
  const decoded = await decodePhoto(path.join(PHOTOS, photo));
  const handle = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
  try {
    return handle.pixelate({ platesWide, platesHigh }).grid;
  } finally {
    handle.free();
  }
}

describe('blueprint PDF', () => {
  it('makes a Letter PDF of a 4 x 4-plate photo mosaic: a cover and 16 plate pages, under 2 MB', async () => {
    const grid = await mosaicOf('kite.jpg', 4, 4);
    const bytes = await makeBlueprintPdf(core, grid, {
      orderNumber: '00420042',
      title: blueprintTitle({ shape: 'Square', size: 'Large', width: 40, height: 40 }),
    });
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(16 + 1);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: LETTER.width, height: LETTER.height });
    expect(doc.getTitle()).toBe('Brixilated blueprint - order 00420042');
    expect(doc.getSubject()).toBe('Large Square 1:1 Brix, 40 x 40 in (101.6 x 101.6 cm)');
    // The cover names the Brix as the cart does, with its proportions.
    expect(pageContent(doc, 0).texts).toContain(
      'Large Square 1:1 Brix, 40 x 40 in (101.6 x 101.6 cm)  -  4 x 4 base plates, 128 x 128 studs',
    );
  });

  it('draws every stud of a plate page as vector shapes, one placement per stud', async () => {
    const grid = await mosaicOf('cat.jpg', 2, 2);
    const bytes = await makeBlueprintPdf(core, grid, { orderNumber: '00000001', title: 'Square Small Brix' });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(5);
    // Inflate the first plate page's content and count the stud placements ("/Stud... Do").
    const text = rawContent(doc, 1);
    expect(text.match(/\/Stud\S* Do/g)?.length).toBe(32 * 32);
    // The stud codes are the palette index + 1, set as text on the page.
    const blueprint = core.blueprint(grid);
    expect(blueprint.plates[0].counts.reduce((a, b) => a + b, 0)).toBe(1024);
    expect(text).toContain(' Tj');
  });

  it('labels rows and columns, draws 8 x 8 guide lines and lists the legend and each plate’s own counts', async () => {
    const grid = await mosaicOf('coffee.jpg', 2, 1);
    const bytes = await makeBlueprintPdf(core, grid, { orderNumber: '00000002', title: 'Landscape Brix' });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const data = core.blueprint(grid);
    const cover = pageContent(doc, 0);
    // The cover's legend: every colour used, with its code, name and piece count over the whole Brix.
    for (const entry of data.legend) {
      expect(cover.texts).toContain(`${entry.code}  ${entry.name}`);
      expect(cover.texts).toContain(`x ${entry.count.toLocaleString('en-US')}`);
    }
    expect(data.legend.reduce((sum, e) => sum + e.count, 0)).toBe(64 * 32);

    for (const [i, plate] of data.plates.entries()) {
      const page = pageContent(doc, i + 1);
      // Row and column numbers 1-32 on all four sides.
      for (let n = 1; n <= 32; n++)
        expect(page.texts.filter((t) => t === String(n)).length, `label ${n}`).toBeGreaterThanOrEqual(4);
      // The plate's own counts (not the whole Brix's), and one code per stud.
      expect(page.texts).toContain('Pieces on this plate: 1,024');
      const { codes } = page;
      expect(codes).toHaveLength(32 * 32);
      for (const entry of data.legend) {
        const count = plate.counts[entry.index];
        expect(codes.filter((t) => t === entry.code)).toHaveLength(count);
        if (count > 0) expect(page.texts).toContain(`x ${count.toLocaleString('en-US')}`);
      }
      // Guide lines every 8 studs: 5 across and 5 down (edges included), each a stroked line.
      expect(page.lines).toBe(10);
    }
  });

  it('renders the cover picture from the grid with shaded studs', async () => {
    const grid = await mosaicOf('coffee.jpg', 3, 2);
    const png = await renderCoverPng(core, grid);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    // 96 x 64 studs at 8 px a stud (about 1,000 px on the long side at most).
    expect([meta.width, meta.height]).toEqual([96 * 8, 64 * 8]);
  });

  it('names on its cover the colour blending, the Colours cap and Tidy lone studs the item was made with', async () => {
    const grid = await mosaicOf('cat.jpg', 1, 1);
    const dir = mkdtempSync(path.join(tmpdir(), 'brix-blueprint-'));
    try {
      const blueprints = new Blueprints(
        new LocalFileStorage(dir),
        inProcessRenderer(async () => core),
      );
      const item = {
        id: '0b6f6f3e-0000-4000-8000-000000000001',
        shape: 'Square',
        size: 'Mini',
        width: 10,
        height: 10,
        colorMap: serializeColorMap(grid),
      };
      const made = await blueprints.make('00000042', { ...item, blending: 'likeness', colorCap: 12, tidy: true });
      const cover = pageContent(await PDFDocument.load(made, { updateMetadata: false }), 0);
      expect(cover.texts).toContain('Colour blending: Best likeness. Colours: 12. Tidy lone studs: on.');
      expect(cover.texts).toContain(
        'Mini Square 1:1 Brix, 10 x 10 in (25.4 x 25.4 cm)  -  1 x 1 base plates, 32 x 32 studs',
      );
      // An item from before them: Off, all the colours, no tidying.
      const plain = await blueprints.make('00000043', item);
      expect(pageContent(await PDFDocument.load(plain, { updateMetadata: false }), 0).texts).toContain(
        'Colour blending: Off. Colours: All. Tidy lone studs: off.',
      );
      expect(blueprintFinish({ blending: 'smooth', colorCap: 'all', tidy: false })).toBe(
        'Colour blending: Smooth. Colours: All. Tidy lone studs: off.',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records the time the renderer took to draw, not the wait for a free thread before it', async () => {
    const grid = await mosaicOf('cat.jpg', 1, 1);
    const dir = mkdtempSync(path.join(tmpdir(), 'brix-blueprint-'));
    try {
      const observed: number[] = [];
      // A renderer whose threads are all busy for a while, then draws in the 0.125 s it reports.
      const blueprints = new Blueprints(
        new LocalFileStorage(dir),
        async (_grid, _details, options = {}) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          options.drawn?.(0.125);
          return new Uint8Array([37, 80, 68, 70]);
        },
        { observe: ((seconds: number) => void observed.push(seconds)) as Histogram['observe'] },
      );
      await blueprints.make('00000044', {
        id: '0b6f6f3e-0000-4000-8000-000000000002',
        shape: 'Square',
        size: 'Mini',
        width: 10,
        height: 10,
        colorMap: serializeColorMap(grid),
      });
      expect(observed).toEqual([0.125]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the grid the cart stores as a colorMap', () => {
    const grid = gridOf(JSON.stringify({ width: 2, height: 1, indices: [0, 39] }));
    expect(grid).toEqual({ width: 2, height: 1, indices: new Uint8Array([0, 39]) });
  });
});

/**
 * What a page shows: its text (pdf-lib writes standard-font text as <hex> Tj), split into the stud codes
 * (the one text block that places a code on every stud) and everything else, and its stroked straight lines.
 */
function pageContent(doc: PDFDocument, index: number): { texts: string[]; codes: string[]; lines: number } {
  const raw = rawContent(doc, index);
  const blocks = [...raw.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)].map((block) =>
    [...block[1].matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')),
  );
  const largest = blocks.reduce((max, b) => (b.length > max.length ? b : max), [] as string[]);
  const codes = largest.length >= 32 * 32 ? largest : [];
  const texts = blocks.filter((b) => b !== codes).flat();
  const lines = raw.match(/\bm\s+[-\d.]+\s+[-\d.]+\s+l\s+S\b/g)?.length ?? 0;
  return { texts, codes, lines };
}

/** A page's content streams, inflated and joined: the PDF drawing operators as text. */
function rawContent(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  let raw = '';
  for (const ref of streams) {
    const stream = doc.context.lookup(ref as never);
    if (!(stream instanceof PDFRawStream)) throw new Error('expected a content stream');
    raw += inflateSync(stream.getContents()).toString('latin1');
  }
  return raw;
}
