import {
  PDFDocument,
  PDFOperator,
  PDFOperatorNames as Op,
  PDFNumber,
  StandardFonts,
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFPage,
  type PDFRef,
  type RGB,
} from 'pdf-lib';
import sharp from 'sharp';
import type { BlueprintData, BlueprintLegendEntry, BlueprintPlate, Grid, MosaicCore } from 'mosaic-core';
import { STUDS_PER_PLATE } from 'mosaic-core';

/** US Letter in PDF points (1/72 inch). */
export const LETTER = { width: 612, height: 792 } as const;
const MARGIN = 36;
const STUDS = STUDS_PER_PLATE;
/** Bold guide lines every 8 studs help a builder keep their place. */
const GUIDE_EVERY = 8;

/** What the blueprint needs of mosaic-core: the plate split and the shaded picture. */
export type BlueprintCore = Pick<MosaicCore, 'blueprint' | 'render'>;

export interface BlueprintDetails {
  orderNumber: string;
  /** e.g. "Square Large Brix, 40 x 40 in (101.6 x 101.6 cm)". */
  title: string;
  /** How the grid was made, under the title on the cover (blueprints.ts, blueprintFinish). */
  finish?: string;
}

const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.75, 0.75, 0.78);

function colorOf(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Dark codes on light studs, white codes on dark ones (WCAG relative luminance). */
function codeInkFor(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return luminance > 0.22 ? rgb(0, 0, 0) : rgb(1, 1, 1);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface LegendStyle {
  fill: RGB;
  ink: RGB;
  entry: BlueprintLegendEntry;
}

/** What every page of one blueprint is drawn from; `pages` counts the cover and one page a plate. */
interface Sheet {
  data: BlueprintData;
  styles: Map<number, LegendStyle>;
  fonts: Fonts;
  details: BlueprintDetails;
  pages: number;
}

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

function drawHeader(page: PDFPage, fonts: Fonts, heading: string, sub: string): number {
  const top = LETTER.height - MARGIN;
  page.drawText('Brixilated', { x: MARGIN, y: top - 12, size: 12, font: fonts.bold, color: MUTED });
  page.drawText(heading, { x: MARGIN, y: top - 36, size: 20, font: fonts.bold, color: INK });
  page.drawText(sub, { x: MARGIN, y: top - 54, size: 10, font: fonts.regular, color: MUTED });
  return top - 66;
}

function drawFooter(page: PDFPage, fonts: Fonts, details: BlueprintDetails, pageNumber: number, pages: number): void {
  const text = `Order ${details.orderNumber}  -  page ${pageNumber} of ${pages}`;
  const size = 8;
  page.drawText(text, {
    x: LETTER.width - MARGIN - fonts.regular.widthOfTextAtSize(text, size),
    y: MARGIN - 14,
    size,
    font: fonts.regular,
    color: MUTED,
  });
}

function drawStud(
  page: PDFPage,
  fonts: Fonts,
  style: LegendStyle,
  cx: number,
  cy: number,
  radius: number,
  codeSize: number,
): void {
  page.drawCircle({ x: cx, y: cy, size: radius, color: style.fill, borderColor: INK, borderWidth: 0.35 });
  const code = style.entry.code;
  const width = fonts.bold.widthOfTextAtSize(code, codeSize);
  page.drawText(code, {
    x: cx - width / 2,
    y: cy - codeSize * 0.35,
    size: codeSize,
    font: fonts.bold,
    color: style.ink,
  });
}

function drawPlateMap(
  page: PDFPage,
  fonts: Fonts,
  data: BlueprintData,
  box: { x: number; y: number; width: number; height: number },
  current: number | null,
): void {
  const cell = Math.min(box.width / data.platesWide, box.height / data.platesHigh);
  const mapWidth = cell * data.platesWide;
  const mapHeight = cell * data.platesHigh;
  const left = box.x + (box.width - mapWidth) / 2;
  const top = box.y + box.height - (box.height - mapHeight) / 2;
  const labelSize = Math.max(6, Math.min(14, cell * 0.38));
  data.plates.forEach((plate, i) => {
    const x = left + plate.col * cell;
    const y = top - (plate.row + 1) * cell;
    const isCurrent = current === i;
    page.drawRectangle({
      x,
      y,
      width: cell,
      height: cell,
      color: isCurrent ? rgb(0.99, 0.8, 0.2) : rgb(0.96, 0.96, 0.97),
      borderColor: INK,
      borderWidth: 0.8,
    });
    const label = String(i + 1);
    const width = fonts.bold.widthOfTextAtSize(label, labelSize);
    page.drawText(label, {
      x: x + (cell - width) / 2,
      y: y + cell / 2 - labelSize * 0.35,
      size: labelSize,
      font: fonts.bold,
      color: INK,
    });
  });
}

function drawCover(page: PDFPage, sheet: Sheet, picture: PDFImage): void {
  const { data, styles, fonts, details, pages } = sheet;
  const studsWide = data.platesWide * STUDS;
  const studsHigh = data.platesHigh * STUDS;
  let y = drawHeader(
    page,
    fonts,
    'Your Brix blueprint',
    `${details.title}  -  ${data.platesWide} x ${data.platesHigh} base plates, ${studsWide} x ${studsHigh} studs`,
  );
  if (details.finish) {
    page.drawText(details.finish, { x: MARGIN, y: y - 4, size: 10, font: fonts.regular, color: MUTED });
    y -= 16;
  }

  // The picture on the left, the plate map on the right.
  const pictureBox = { width: 330, height: 300 };
  const scale = Math.min(pictureBox.width / picture.width, pictureBox.height / picture.height);
  const pw = picture.width * scale;
  const ph = picture.height * scale;
  y -= 8;
  page.drawImage(picture, { x: MARGIN, y: y - ph, width: pw, height: ph });
  page.drawRectangle({ x: MARGIN, y: y - ph, width: pw, height: ph, borderColor: RULE, borderWidth: 0.5 });

  const mapX = MARGIN + pictureBox.width + 24;
  const mapWidth = LETTER.width - MARGIN - mapX;
  page.drawText('Plate map', { x: mapX, y: y - 12, size: 12, font: fonts.bold, color: INK });
  page.drawText('Plate n is on page n + 1, seen from the front.', {
    x: mapX,
    y: y - 26,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
  drawPlateMap(page, fonts, data, { x: mapX, y: y - 36 - mapWidth, width: mapWidth, height: mapWidth }, null);
  const steps = [
    'Build one plate at a time, in any order.',
    'Put a piece of the colour shown on every stud;',
    'the number on each stud is its colour code.',
    `Bold lines every ${GUIDE_EVERY} studs help you keep your place.`,
    'Join the plates as the map shows.',
  ];
  steps.forEach((line, i) => {
    page.drawText(line, { x: mapX, y: y - 52 - mapWidth - i * 11, size: 8, font: fonts.regular, color: INK });
  });
  y -= Math.max(ph, 36 + mapWidth + 16 + steps.length * 11) + 22;

  // The legend: every colour used, with its code, name and how many pieces.
  const total = data.legend.reduce((sum, entry) => sum + entry.count, 0);
  page.drawText('Colours and pieces', { x: MARGIN, y, size: 12, font: fonts.bold, color: INK });
  const totalText = `${total.toLocaleString('en-US')} pieces in ${data.legend.length} colours`;
  page.drawText(totalText, {
    x: LETTER.width - MARGIN - fonts.regular.widthOfTextAtSize(totalText, 9),
    y,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  y -= 8;
  drawCounts(
    page,
    fonts,
    data.legend.map((entry) => ({ style: styles.get(entry.index)!, count: entry.count })),
    { x: MARGIN, top: y, width: LETTER.width - 2 * MARGIN, bottom: MARGIN },
    3,
  );
  drawFooter(page, fonts, details, 1, pages);
}

/** A table of colour swatches with code, name and count, filled column by column. */
function drawCounts(
  page: PDFPage,
  fonts: Fonts,
  rows: { style: LegendStyle; count: number }[],
  area: { x: number; top: number; width: number; bottom: number },
  columns: number,
): void {
  const perColumn = Math.ceil(rows.length / columns);
  const rowHeight = Math.min(14, (area.top - area.bottom) / Math.max(1, perColumn));
  const columnWidth = area.width / columns;
  const radius = Math.min(5.5, rowHeight * 0.4);
  const textSize = Math.min(8.5, rowHeight * 0.62);
  rows.forEach(({ style, count }, i) => {
    const column = Math.floor(i / perColumn);
    const row = i % perColumn;
    const x = area.x + column * columnWidth;
    const cy = area.top - (row + 0.5) * rowHeight;
    drawStud(page, fonts, style, x + radius + 1, cy, radius, Math.min(5.5, radius * 1.05));
    const label = `${style.entry.code}  ${style.entry.name}`;
    page.drawText(label, {
      x: x + 2 * radius + 6,
      y: cy - textSize * 0.35,
      size: textSize,
      font: fonts.regular,
      color: INK,
    });
    const countText = `x ${count.toLocaleString('en-US')}`;
    const countWidth = fonts.bold.widthOfTextAtSize(countText, textSize);
    page.drawText(countText, {
      x: x + columnWidth - 14 - countWidth,
      y: cy - textSize * 0.35,
      size: textSize,
      font: fonts.bold,
      color: INK,
    });
  });
}

function drawPlatePage(page: PDFPage, sheet: Sheet, plate: BlueprintPlate, i: number): void {
  const { data, styles, fonts, details, pages } = sheet;
  let y = drawHeader(
    page,
    fonts,
    `Plate ${i + 1} of ${data.plates.length}`,
    `Row ${plate.row + 1}, column ${plate.col + 1} of the plate map  -  studs ${plate.x + 1}-${plate.x + STUDS} across, ${plate.y + 1}-${plate.y + STUDS} down`,
  );
  // The small plate map in the top right corner shows where this plate goes.
  const mapSize = 60;
  drawPlateMap(
    page,
    fonts,
    data,
    { x: LETTER.width - MARGIN - mapSize, y: LETTER.height - MARGIN - mapSize, width: mapSize, height: mapSize },
    i,
  );

  const labelBand = 16;
  const pitch = Math.floor(((LETTER.width - 2 * MARGIN - 2 * labelBand) / STUDS) * 100) / 100;
  const gridSize = pitch * STUDS;
  const left = (LETTER.width - gridSize) / 2;
  const top = y - labelBand - 4;
  const bottom = top - gridSize;
  const labelSize = 6.5;

  // Column numbers above and below, row numbers left and right.
  for (let n = 0; n < STUDS; n++) {
    const label = String(n + 1);
    const w = fonts.regular.widthOfTextAtSize(label, labelSize);
    const cx = left + (n + 0.5) * pitch;
    const cy = top - (n + 0.5) * pitch;
    page.drawText(label, { x: cx - w / 2, y: top + 5, size: labelSize, font: fonts.regular, color: MUTED });
    page.drawText(label, {
      x: cx - w / 2,
      y: bottom - 5 - labelSize,
      size: labelSize,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(label, {
      x: left - 5 - w,
      y: cy - labelSize * 0.35,
      size: labelSize,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(label, {
      x: left + gridSize + 5,
      y: cy - labelSize * 0.35,
      size: labelSize,
      font: fonts.regular,
      color: MUTED,
    });
  }

  page.drawRectangle({ x: left, y: bottom, width: gridSize, height: gridSize, color: rgb(0.97, 0.97, 0.98) });
  const radius = pitch * 0.43;
  const codeSize = Math.min(6.5, pitch * 0.4);
  drawPlateStuds(page, plate, styles, fonts, { left, top, pitch, radius, codeSize });
  for (let n = 0; n <= STUDS; n += GUIDE_EVERY) {
    const offset = n * pitch;
    const thickness = n === 0 || n === STUDS ? 1.4 : 1.0;
    page.drawLine({ start: { x: left + offset, y: bottom }, end: { x: left + offset, y: top }, thickness, color: INK });
    page.drawLine({
      start: { x: left, y: top - offset },
      end: { x: left + gridSize, y: top - offset },
      thickness,
      color: INK,
    });
  }

  y = bottom - labelBand - 10;
  const used = data.legend
    .filter((entry) => plate.counts[entry.index] > 0)
    .map((entry) => ({ style: styles.get(entry.index)!, count: plate.counts[entry.index] }));
  const piecesOnPlate = used.reduce((sum, row) => sum + row.count, 0);
  page.drawText(`Pieces on this plate: ${piecesOnPlate.toLocaleString('en-US')}`, {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.bold,
    color: INK,
  });
  drawCounts(page, fonts, used, { x: MARGIN, top: y - 6, width: LETTER.width - 2 * MARGIN, bottom: MARGIN }, 4);
  drawFooter(page, fonts, details, i + 2, pages);
}

/** Two decimals are a hundredth of a point: plenty for print, and half the bytes of full precision. */
const num = (value: number) => PDFNumber.of(Math.round(value * 100) / 100);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One stud shape as a form XObject (a circle filled with the current colour, with a thin dark rim),
 * so each of a plate's 1,024 studs costs one short "place it here" instruction instead of a full path.
 */
function studXObject(page: PDFPage, radius: number): PDFName {
  const r = round2(radius);
  const k = round2(radius * 0.5523);
  const ops = [
    PDFOperator.of(Op.StrokingColorRgb, [num(INK.red), num(INK.green), num(INK.blue)]),
    PDFOperator.of(Op.SetLineWidth, [num(0.35)]),
    PDFOperator.of(Op.MoveTo, [num(r), num(0)]),
    PDFOperator.of(Op.AppendBezierCurve, [num(r), num(k), num(k), num(r), num(0), num(r)]),
    PDFOperator.of(Op.AppendBezierCurve, [num(-k), num(r), num(-r), num(k), num(-r), num(0)]),
    PDFOperator.of(Op.AppendBezierCurve, [num(-r), num(-k), num(-k), num(-r), num(0), num(-r)]),
    PDFOperator.of(Op.AppendBezierCurve, [num(k), num(-r), num(r), num(-k), num(r), num(0)]),
    PDFOperator.of(Op.CloseFillNonZeroAndStroke),
  ];
  const context = page.doc.context;
  const pad = r + 1;
  const stream = context.formXObject(ops, { BBox: context.obj([-pad, -pad, pad, pad]) });
  const ref: PDFRef = context.register(stream);
  return page.node.newXObject('Stud', ref);
}

function drawPlateStuds(
  page: PDFPage,
  plate: BlueprintPlate,
  styles: Map<number, LegendStyle>,
  fonts: Fonts,
  layout: { left: number; top: number; pitch: number; radius: number; codeSize: number },
): void {
  const { left, top, pitch, codeSize } = layout;
  const stud = studXObject(page, layout.radius);
  const fontKey = page.node.newFontDictionary(fonts.bold.name, fonts.bold.ref);
  // Studs grouped by colour: each colour is set once, then every stud of it is placed.
  const byColor = new Map<number, number[]>();
  for (let i = 0; i < STUDS * STUDS; i++) {
    const index = plate.indices[i];
    if (!styles.has(index)) throw new Error(`Blueprint: palette index ${index} is missing from the legend`);
    let cells = byColor.get(index);
    if (!cells) byColor.set(index, (cells = []));
    cells.push(i);
  }
  const centre = (i: number) => ({
    x: left + ((i % STUDS) + 0.5) * pitch,
    y: top - (Math.floor(i / STUDS) + 0.5) * pitch,
  });
  const ops: PDFOperator[] = [];
  for (const [index, cells] of byColor) {
    const { fill } = styles.get(index)!;
    ops.push(setFillingRgbColor(round2(fill.red), round2(fill.green), round2(fill.blue)));
    for (const i of cells) {
      const { x, y } = centre(i);
      ops.push(
        pushGraphicsState(),
        concatTransformationMatrix(1, 0, 0, 1, round2(x), round2(y)),
        drawObject(stud),
        popGraphicsState(),
      );
    }
  }
  ops.push(beginText(), setFontAndSize(fontKey, codeSize));
  for (const [index, cells] of byColor) {
    const { ink, entry } = styles.get(index)!;
    const text = fonts.bold.encodeText(entry.code);
    const half = fonts.bold.widthOfTextAtSize(entry.code, codeSize) / 2;
    ops.push(setFillingRgbColor(ink.red, ink.green, ink.blue));
    for (const i of cells) {
      const { x, y } = centre(i);
      ops.push(setTextMatrix(1, 0, 0, 1, round2(x - half), round2(y - codeSize * 0.35)), showText(text));
    }
  }
  ops.push(endText());
  page.pushOperators(...ops);
}
