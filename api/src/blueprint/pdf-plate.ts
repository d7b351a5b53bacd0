// A plate's page of the blueprint: its 32 x 32 studs in colour with their codes, row and column labels, bold
// guide lines every GUIDE_EVERY studs, where it goes on the plate map, and its pieces by colour.
import {
  PDFOperator,
  PDFOperatorNames as Op,
  PDFNumber,
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
  type PDFName,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { buildPagePath } from '@brixilated/shop';
import type { BlueprintPlate } from 'mosaic-core';
import { drawQrCode } from './pdf-qr.ts';
import {
  drawCounts,
  drawFooter,
  drawHeader,
  drawPlateMap,
  GUIDE_EVERY,
  INK,
  LETTER,
  MARGIN,
  MUTED,
  STUDS,
  type Fonts,
  type LegendStyle,
  type Sheet,
} from './pdf-sheet.ts';

export function drawPlatePage(page: PDFPage, sheet: Sheet, plate: BlueprintPlate, i: number): void {
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
  if (details.guide) drawGuideLink(page, sheet, i, { right: LETTER.width - MARGIN - mapSize - 10, side: mapSize });

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

/** The plate's page in the building guide: a QR code left of the plate map, its address at the foot of the page. */
function drawGuideLink(page: PDFPage, sheet: Sheet, i: number, box: { right: number; side: number }): void {
  const { guide, orderNumber } = sheet.details;
  if (!guide) return;
  const address = `${guide.origin}${buildPagePath(orderNumber, guide.item, i + 1)}`;
  drawQrCode(page, address, { x: box.right - box.side, top: LETTER.height - MARGIN, side: box.side }, INK);
  page.drawText(`Build this plate on screen: ${address.replace(/^https?:\/\//, '')}`, {
    x: MARGIN,
    y: MARGIN - 14,
    size: 8,
    font: sheet.fonts.regular,
    color: MUTED,
  });
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
