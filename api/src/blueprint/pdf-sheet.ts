// What every page of a blueprint is drawn with: the page's measures, the inks, each colour's swatch and code
// ink, the header and footer, a stud with its code, the plate map and a table of colour counts.
import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { BlueprintData, BlueprintLegendEntry } from 'mosaic-core';
import { STUDS_PER_PLATE } from 'mosaic-core';
import { takesDarkCode } from '@brixilated/shop';

/** US Letter in PDF points (1/72 inch). */
export const LETTER = { width: 612, height: 792 } as const;
export const MARGIN = 36;
export const STUDS = STUDS_PER_PLATE;
/** Bold guide lines every 8 studs help a builder keep their place. */
export const GUIDE_EVERY = 8;

export interface BlueprintDetails {
  orderNumber: string;
  /** e.g. "Square Large Brix, 40 x 40 in (101.6 x 101.6 cm)". */
  title: string;
  /** How the grid was made, under the title on the cover (blueprints.ts, blueprintFinish). */
  finish?: string;
  /**
   * Where the order's building guide answers (the shop's address) and the Brix's place in the order, from 1:
   * each plate page then carries a QR code and the short address of the guide at that plate.
   */
  guide?: { origin: string; item: number };
}

export const INK = rgb(0.13, 0.13, 0.15);
export const MUTED = rgb(0.42, 0.42, 0.46);
export const RULE = rgb(0.75, 0.75, 0.78);

export function colorOf(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Dark codes on light studs, white codes on dark ones (the shop's rule, shared with the building guide). */
export function codeInkFor(hex: string): RGB {
  return takesDarkCode(hex) ? rgb(0, 0, 0) : rgb(1, 1, 1);
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface LegendStyle {
  fill: RGB;
  ink: RGB;
  entry: BlueprintLegendEntry;
}

/** What every page of one blueprint is drawn from; `pages` counts the cover and one page a plate. */
export interface Sheet {
  data: BlueprintData;
  styles: Map<number, LegendStyle>;
  fonts: Fonts;
  details: BlueprintDetails;
  pages: number;
}

export function drawHeader(page: PDFPage, fonts: Fonts, heading: string, sub: string): number {
  const top = LETTER.height - MARGIN;
  page.drawText('Brixilated', { x: MARGIN, y: top - 12, size: 12, font: fonts.bold, color: MUTED });
  page.drawText(heading, { x: MARGIN, y: top - 36, size: 20, font: fonts.bold, color: INK });
  page.drawText(sub, { x: MARGIN, y: top - 54, size: 10, font: fonts.regular, color: MUTED });
  return top - 66;
}

export function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  details: BlueprintDetails,
  pageNumber: number,
  pages: number,
): void {
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

export function drawStud(
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

export function drawPlateMap(
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

/** A table of colour swatches with code, name and count, filled column by column. */
export function drawCounts(
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
