import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodePhoto, loadMosaicCoreNode, type MosaicCore } from 'mosaic-core/node';
import { blueprintTitle, gridOf } from '../src/blueprint/blueprints.ts';
import { LETTER, makeBlueprintPdf, renderCoverPng } from '../src/blueprint/pdf.ts';
import sharp from 'sharp';

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

async function mosaicOf(photo: string, platesWide: number, platesHigh: number) {
  const decoded = await decodePhoto(`/work/shared/photos/${photo}`);
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
    expect(doc.getSubject()).toBe('Square Large Brix, 40 x 40 in (101.6 x 101.6 cm)');
  });

  it('draws every stud of a plate page as vector shapes, one placement per stud', async () => {
    const grid = await mosaicOf('cat.jpg', 2, 2);
    const bytes = await makeBlueprintPdf(core, grid, { orderNumber: '00000001', title: 'Square Small Brix' });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(5);
    // Inflate the first plate page's content and count the stud placements ("/Stud... Do").
    const page = doc.getPage(1);
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    let text = '';
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) throw new Error('expected a content stream');
      text += inflateSync(stream.getContents()).toString('latin1');
    }
    expect(text.match(/\/Stud\S* Do/g)?.length).toBe(32 * 32);
    // The stud codes are the palette index + 1, set as text on the page.
    const blueprint = core.blueprint(grid);
    expect(blueprint.plates[0].counts.reduce((a, b) => a + b, 0)).toBe(1024);
    expect(text).toContain(' Tj');
  });

  it('renders the cover picture from the grid with shaded studs', async () => {
    const grid = await mosaicOf('coffee.jpg', 3, 2);
    const png = await renderCoverPng(core, grid);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    // 96 x 64 studs at 8 px a stud (about 1,000 px on the long side at most).
    expect([meta.width, meta.height]).toEqual([96 * 8, 64 * 8]);
  });

  it('reads the grid the cart stores as a colorMap', () => {
    const grid = gridOf(JSON.stringify({ width: 2, height: 1, indices: [0, 39] }));
    expect(grid).toEqual({ width: 2, height: 1, indices: new Uint8Array([0, 39]) });
  });
});
