// The text a blueprint page shows, read back from its PDF: pdf-lib writes standard-font text as <hex> Tj
// inside compressed content streams.
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** Every text string drawn on page `index` (0 is the cover), in drawing order. */
export async function pdfPageTexts(bytes: Uint8Array, index: number): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(index).node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  let raw = '';
  for (const ref of streams) {
    const stream = doc.context.lookup(ref as never);
    if (!(stream instanceof PDFRawStream)) throw new Error('expected a content stream');
    raw += inflateSync(stream.getContents()).toString('latin1');
  }
  return [...raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
}
