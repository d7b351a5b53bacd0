// The blueprint's cover: the picture, the plate map with how to build, and every colour with its pieces.
import type { PDFImage, PDFPage } from 'pdf-lib';
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
  RULE,
  STUDS,
  type Sheet,
} from './pdf-sheet.ts';

export function drawCover(page: PDFPage, sheet: Sheet, picture: PDFImage): void {
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
