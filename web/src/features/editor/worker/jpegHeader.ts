// What a JPEG's first bytes say before any pixel is decoded: its size as stored (before any EXIF turn), and
// which of the decoder's reduced scales (n/8 of the size, made by decoding fewer DCT coefficients) is the
// smallest that still gives a picture of a wanted size. The worker uses both to show the cropper from a quick,
// reduced decode while the full decode goes on.

/** The stored width and height of a JPEG, in pixels. */
export interface JpegSize {
  width: number;
  height: number;
}

/** How many bytes of a file the header is looked for in: its APP segments (EXIF, ICC profile) come first. */
export const JPEG_HEADER_BYTES = 256 * 1024;

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic-coded): all but DHT, JPG and DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Whether `bytes` begin as a JPEG does (the start-of-image marker, then another marker). */
export function looksLikeJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Walks a JPEG's segments by their lengths up to the scan (so a thumbnail inside the EXIF segment is never
 * taken for the photo), calling `visit` with each segment's marker and where its length begins, until it
 * answers something other than undefined. Null when `bytes` are no JPEG, or end, or reach the scan first.
 */
function walkSegments<T>(bytes: Uint8Array, visit: (marker: number, at: number) => T | null | undefined): T | null {
  if (!looksLikeJpeg(bytes)) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may come before a marker.
    let marker = bytes[at + 1];
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1];
    at += 2;
    if (standsAlone(marker)) continue;
    // End of image, or the scan (the pixels) with no frame before it.
    if (marker === 0xd9 || marker === 0xda || at + 1 >= bytes.length) return null;
    const length = (bytes[at] << 8) | bytes[at + 1];
    if (length < 2) return null;
    const answer = visit(marker, at);
    if (answer !== undefined) return answer;
    at += length;
  }
  return null;
}

/**
 * The size in a JPEG's start-of-frame segment; null when `bytes` are no JPEG, or end, or reach the scan,
 * before a frame is found, or the frame says a size of zero.
 */
export function jpegSize(bytes: Uint8Array): JpegSize | null {
  return walkSegments(bytes, (marker, at) => {
    if (!isStartOfFrame(marker)) return undefined;
    // Length (2), sample precision (1), height (2), width (2).
    if (at + 7 > bytes.length) return null;
    const height = (bytes[at + 3] << 8) | bytes[at + 4];
    const width = (bytes[at + 5] << 8) | bytes[at + 6];
    return width > 0 && height > 0 ? { width, height } : null;
  });
}

/** "Exif" and two zero bytes: how an EXIF segment begins. */
const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0];

/** The Orientation entry (0x0112, a SHORT) of the first IFD of the TIFF data at `tiff` in `bytes`, or null. */
function tiffOrientation(bytes: Uint8Array, tiff: number, end: number): number | null {
  const little = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49;
  if (!little && !(bytes[tiff] === 0x4d && bytes[tiff + 1] === 0x4d)) return null;
  const u16 = (i: number) => (little ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1]);
  const u32 = (i: number) => (little ? u16(i) + u16(i + 2) * 0x10000 : u16(i) * 0x10000 + u16(i + 2));
  if (tiff + 8 > end) return null;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + 12 * i;
    if (entry + 12 > end) return null;
    if (u16(entry) === 0x0112) return u16(entry + 2) === 3 ? u16(entry + 8) : null;
  }
  return null;
}

/**
 * The EXIF orientation (1 to 8) in a JPEG's first bytes: how the photo is to be turned and mirrored to stand
 * upright, as browsers turn it when they decode it. 1 (as stored) when it says none, or none understood.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const orientation = walkSegments(bytes, (marker, at) => {
    const end = Math.min(bytes.length, at + ((bytes[at] << 8) | bytes[at + 1]));
    const body = at + 2;
    if (marker !== 0xe1 || body + EXIF.length > end || EXIF.some((b, i) => bytes[body + i] !== b)) return undefined;
    return tiffOrientation(bytes, body + EXIF.length, end);
  });
  return orientation !== null && orientation >= 1 && orientation <= 8 ? orientation : 1;
}

/** The size a photo stored at `stored` stands at once turned by EXIF `orientation` (5 to 8 turn it a quarter). */
export function uprightSize(stored: JpegSize, orientation: number): JpegSize {
  return orientation >= 5 && orientation <= 8 ? { width: stored.height, height: stored.width } : stored;
}

/** A JPEG of `size` decoded at n/8 of its size: each side rounded up, as the decoder does. */
export function scaledSize({ width, height }: JpegSize, eighths: number): JpegSize {
  return { width: Math.ceil((width * eighths) / 8), height: Math.ceil((height * eighths) / 8) };
}

/**
 * The fewest eighths (1 to 8) at which a JPEG of `size` decodes with its longer side at least nine tenths of
 * `wanted` pixels (a picture a tenth smaller than asked looks no different; 8, the full size, when no
 * reduced scale is that large).
 */
export function eighthsFor(size: JpegSize, wanted: number): number {
  for (let n = 1; n < 8; n++) {
    const scaled = scaledSize(size, n);
    if (10 * Math.max(scaled.width, scaled.height) >= 9 * wanted) return n;
  }
  return 8;
}

/**
 * `jpeg` with an EXIF segment saying `orientation` (1 to 8) put right after its start-of-image marker: a
 * JPEG made by a canvas carries none, and the worker turns one to see how this browser turns photos.
 */
export function withOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // "Exif\0\0", a big-endian TIFF header, then one IFD entry: Orientation (0x0112), SHORT, 1 value.
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8];
  const ifd = [0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...exif, ...ifd];
  const segment = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
