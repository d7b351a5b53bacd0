// A QR code drawn as vectors on a blueprint page (the `qrcode` library makes the modules; one filled path
// draws them), so it prints as sharp as the studs and a phone's camera reads it from the paper.
import QRCode from 'qrcode';
import type { PDFPage, RGB } from 'pdf-lib';

/** Modules of clear margin around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

/** The SVG path of a QR code's dark modules, one unit a module, a rectangle per run of dark modules in a row. */
export function qrPath(text: string): { path: string; modules: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { path, modules: size };
}

/** Draws the QR code of `text` with its quiet zone in the square whose top-left corner is (x, top), `side` wide. */
export function drawQrCode(page: PDFPage, text: string, box: { x: number; top: number; side: number }, ink: RGB): void {
  const { path, modules } = qrPath(text);
  const scale = box.side / (modules + 2 * QUIET_ZONE);
  const margin = QUIET_ZONE * scale;
  page.drawSvgPath(path, { x: box.x + margin, y: box.top - margin, scale, color: ink, borderWidth: 0 });
}
