// The blueprint PDF of one mosaic (pdf-lib): the document and its fonts and colours, a cover (pdf-cover.ts) and
// a page a plate (pdf-plate.ts), drawn with the pieces of pdf-sheet.ts.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { BlueprintData, Grid, MosaicCore } from 'mosaic-core';
import { drawCover } from './pdf-cover.ts';
import { drawPlatePage } from './pdf-plate.ts';
import {
  codeInkFor,
  colorOf,
  LETTER,
  type BlueprintDetails,
  type Fonts,
  type LegendStyle,
  type Sheet,
} from './pdf-sheet.ts';

export { LETTER, type BlueprintDetails } from './pdf-sheet.ts';

/** What the blueprint needs of mosaic-core: the plate split and the shaded picture. */
export type BlueprintCore = Pick<MosaicCore, 'blueprint' | 'render'>;

/** The shaded picture of the mosaic as a PNG, about 1000 pixels on its long side. */
export async function renderCoverPng(core: BlueprintCore, grid: Grid): Promise<Buffer> {
  const pxPerStud = Math.max(2, Math.min(8, Math.floor(1024 / Math.max(grid.width, grid.height))));
  const image = core.render(grid, { pxPerStud, style: 'studs' });
  return sharp(Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: true, quality: 100, colors: 256, dither: 0.5 })
    .toBuffer();
}

/**
 * The printable blueprint of one mosaic: a cover (picture, plate map, colour legend with piece
 * counts), then one Letter page per base plate with every stud drawn in its colour and code.
 * Everything but the cover picture is vector, so it prints sharp at any scale.
 */
export async function makeBlueprintPdf(
  core: BlueprintCore,
  grid: Grid,
  details: BlueprintDetails,
): Promise<Uint8Array> {
  const data = core.blueprint(grid);
  const coverPng = await renderCoverPng(core, grid);
  return buildBlueprintPdf(data, coverPng, details);
}

export async function buildBlueprintPdf(
  data: BlueprintData,
  coverPng: Uint8Array,
  details: BlueprintDetails,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Brixilated blueprint - order ${details.orderNumber}`);
  pdf.setAuthor('Brixilated');
  pdf.setSubject(details.title);
  pdf.setCreator('Brixilated');
  pdf.setProducer('Brixilated (pdf-lib)');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const styles = new Map<number, LegendStyle>(
    data.legend.map((entry) => [entry.index, { fill: colorOf(entry.hex), ink: codeInkFor(entry.hex), entry }]),
  );
  const picture = await pdf.embedPng(coverPng);

  const sheet: Sheet = { data, styles, fonts, details, pages: data.plates.length + 1 };
  drawCover(pdf.addPage([LETTER.width, LETTER.height]), sheet, picture);
  data.plates.forEach((plate, i) => {
    drawPlatePage(pdf.addPage([LETTER.width, LETTER.height]), sheet, plate, i);
  });
  return pdf.save({ useObjectStreams: true });
}
