// A JPEG's size read from its header (what the cropper's quick picture and the photo's size come from before
// the full decode), and the reduced scale chosen for a picture of a wanted size.
import { describe, expect, it } from 'vitest';
import {
  eighthsFor,
  jpegOrientation,
  jpegSize,
  looksLikeJpeg,
  scaledSize,
  uprightSize,
  withOrientation,
} from './jpegHeader';

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
/** A segment: its marker, then its length (which counts itself) and its bytes. */
const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];
/** A start-of-frame segment of `width` x `height` (8-bit, three components). */
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const SOI = [0xff, 0xd8];
const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0x34, 0xff, 0x00, 0x56];
const jpeg = (...parts: number[][]) => new Uint8Array([...SOI, ...parts.flat(), ...scan, 0xff, 0xd9]);

const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** An EXIF segment holding a small thumbnail JPEG of its own, with a frame of 160 x 120. */
const exifWithThumbnail = segment(0xe1, [
  ...[0x45, 0x78, 0x69, 0x66, 0, 0],
  ...SOI,
  ...frame(0xc0, 160, 120),
  ...scan,
  0xff,
  0xd9,
]);
const tables = segment(0xdb, new Array(65).fill(1));
const huffman = segment(0xc4, new Array(20).fill(0));

describe("a JPEG's size from its header", () => {
  it('is the frame of the photo, not of the thumbnail inside its EXIF segment', () => {
    const bytes = jpeg(jfif, exifWithThumbnail, tables, huffman, frame(0xc0, 4240, 2832));
    expect(looksLikeJpeg(bytes)).toBe(true);
    expect(jpegSize(bytes)).toEqual({ width: 4240, height: 2832 });
  });

  it('reads progressive and other frames, after fill bytes and markers without a length', () => {
    const bytes = jpeg(tables, [0xff, 0xff, 0xff], frame(0xc2, 3024, 4032));
    expect(jpegSize(bytes)).toEqual({ width: 3024, height: 4032 });
    expect(jpegSize(jpeg([0xff, 0xd0], frame(0xc1, 640, 480)))).toEqual({ width: 640, height: 480 });
    // DHT (C4), JPG (C8) and DAC (CC) sit among the frame markers but are no frames.
    const notFrames = jpeg(huffman, segment(0xc8, [1, 2, 3, 4, 5, 6]), segment(0xcc, [1, 2]), frame(0xc0, 10, 20));
    expect(jpegSize(notFrames)).toEqual({ width: 10, height: 20 });
  });

  it('is not known for other files, a scan before any frame, a header cut short, or a size of zero', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(looksLikeJpeg(png)).toBe(false);
    expect(jpegSize(png)).toBeNull();
    expect(jpegSize(new Uint8Array([...SOI, ...scan, ...frame(0xc0, 100, 100)]))).toBeNull();
    const whole = jpeg(jfif, frame(0xc0, 4240, 2832));
    expect(jpegSize(whole.subarray(0, 2 + jfif.length + 6))).toBeNull();
    expect(jpegSize(whole.subarray(0, 2 + jfif.length))).toBeNull();
    expect(jpegSize(jpeg(frame(0xc0, 0, 2832)))).toBeNull();
    // A segment that claims less than its own length field: not a JPEG to trust.
    expect(jpegSize(new Uint8Array([...SOI, 0xff, 0xe0, 0, 1, ...frame(0xc0, 10, 10)]))).toBeNull();
  });
});

describe('the reduced scale for a picture of a wanted size', () => {
  it('rounds each side up, as the decoder does', () => {
    expect(scaledSize({ width: 4240, height: 2832 }, 2)).toEqual({ width: 1060, height: 708 });
    expect(scaledSize({ width: 4033, height: 3025 }, 1)).toEqual({ width: 505, height: 379 });
    expect(scaledSize({ width: 4240, height: 2832 }, 8)).toEqual({ width: 4240, height: 2832 });
  });

  it('is the fewest eighths giving the longer side at least nine tenths of the pixels wanted', () => {
    const phone = { width: 4032, height: 3024 };
    // 1/8 is 504 px, 2/8 is 1008 px: the cropper's 832 px on a 1x screen needs a quarter.
    expect(eighthsFor(phone, 832)).toBe(2);
    // 3/8 is 1512 px: within a tenth of 1600 (a 2x screen).
    expect(eighthsFor(phone, 1600)).toBe(3);
    expect(eighthsFor({ width: 2832, height: 4240 }, 1600)).toBe(3);
    expect(eighthsFor({ width: 8000, height: 6000 }, 832)).toBe(1);
    // A photo hardly larger than the picture wanted: three quarters of it, or only its full size, will do.
    expect(eighthsFor({ width: 1000, height: 700 }, 832)).toBe(6);
    expect(eighthsFor({ width: 800, height: 600 }, 832)).toBe(8);
  });
});

describe('a JPEG marked with an EXIF orientation', () => {
  /** The orientation in a JPEG's first EXIF segment (big-endian TIFF, read by its IFD's entries), or null. */
  function orientationOf(bytes: Uint8Array): number | null {
    let at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1];
      const length = (bytes[at + 2] << 8) | bytes[at + 3];
      if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'Exif') {
        const tiff = at + 10;
        const u16 = (i: number) => (bytes[tiff + i] << 8) | bytes[tiff + i + 1];
        if (u16(0) !== 0x4d4d || u16(2) !== 42) return null;
        const ifd = (u16(4) << 16) | u16(6);
        for (let e = 0; e < u16(ifd); e++) {
          const entry = ifd + 2 + e * 12;
          if (u16(entry) === 0x0112 && u16(entry + 2) === 3) return u16(entry + 8);
        }
        return null;
      }
      at += 2 + length;
    }
    return null;
  }

  it('keeps its size and pixels and says the orientation asked', () => {
    const plain = jpeg(jfif, tables, frame(0xc0, 16, 8));
    for (const orientation of [1, 6, 7, 8]) {
      const turned = withOrientation(plain, orientation);
      expect(orientationOf(turned)).toBe(orientation);
      expect(jpegSize(turned)).toEqual({ width: 16, height: 8 });
      expect(turned.subarray(turned.length - plain.length + 2)).toEqual(plain.subarray(2));
    }
    expect(orientationOf(plain)).toBeNull();
  });
});

describe("a JPEG's EXIF orientation from its header", () => {
  const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0];
  /** An EXIF segment whose first IFD holds `entries` (tag, type, value), its TIFF data in either byte order. */
  const exif = (order: 'II' | 'MM', entries: Array<[number, number, number]>) => {
    const le = order === 'II';
    const w16 = (n: number) => (le ? [n & 0xff, (n >> 8) & 0xff] : [(n >> 8) & 0xff, n & 0xff]);
    const w32 = (n: number) => (le ? [...w16(n & 0xffff), ...w16(n >>> 16)] : [...w16(n >>> 16), ...w16(n & 0xffff)]);
    const ifd = entries.flatMap(([tag, type, value]) => [...w16(tag), ...w16(type), ...w32(1), ...w16(value), 0, 0]);
    const tiff = [order.charCodeAt(0), order.charCodeAt(1), ...w16(42), ...w32(8), ...w16(entries.length), ...ifd];
    return segment(0xe1, [...EXIF, ...tiff, 0, 0, 0, 0]);
  };
  const photo = frame(0xc0, 4240, 2832);

  it('reads the Orientation entry in either byte order, among other entries', () => {
    for (const order of ['II', 'MM'] as const) {
      for (const orientation of [1, 3, 6, 8]) {
        const entries: Array<[number, number, number]> = [
          [0x010f, 2, 0],
          [0x0112, 3, orientation],
          [0x011a, 5, 72],
        ];
        expect(jpegOrientation(jpeg(jfif, exif(order, entries), tables, photo))).toBe(orientation);
      }
    }
  });

  it('agrees with the EXIF segment the worker writes to check how photos are turned', () => {
    const plain = jpeg(jfif, tables, frame(0xc0, 16, 8));
    for (const orientation of [2, 5, 7]) expect(jpegOrientation(withOrientation(plain, orientation))).toBe(orientation);
  });

  it('is 1 (as stored) without EXIF, without the entry, or with one not understood', () => {
    expect(jpegOrientation(jpeg(jfif, tables, photo))).toBe(1);
    expect(jpegOrientation(jpeg(exif('MM', [[0x010f, 2, 0]]), photo))).toBe(1);
    expect(jpegOrientation(jpeg(exif('II', [[0x0112, 3, 9]]), photo))).toBe(1);
    // The entry must be a SHORT.
    expect(jpegOrientation(jpeg(exif('II', [[0x0112, 4, 6]]), photo))).toBe(1);
    // An EXIF segment holding a thumbnail JPEG rather than TIFF data; an XMP segment (APP1 too).
    expect(jpegOrientation(jpeg(exifWithThumbnail, photo))).toBe(1);
    const xmp = segment(
      0xe1,
      [...'http://ns.adobe.com/xap/1.0/'].map((c) => c.charCodeAt(0)),
    );
    expect(jpegOrientation(jpeg(xmp, photo))).toBe(1);
    // Cut short inside the EXIF segment; not a JPEG.
    const whole = jpeg(exif('MM', [[0x0112, 3, 6]]), photo);
    expect(jpegOrientation(whole)).toBe(6);
    expect(jpegOrientation(whole.subarray(0, 20))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
  });

  it('after an XMP segment, still finds the EXIF one', () => {
    const xmp = segment(
      0xe1,
      [...'http://ns.adobe.com/xap/1.0/'].map((c) => c.charCodeAt(0)),
    );
    expect(jpegOrientation(jpeg(xmp, exif('MM', [[0x0112, 3, 8]]), photo))).toBe(8);
  });

  it('turns the size a quarter round for orientations 5 to 8 only', () => {
    const stored = { width: 4240, height: 2832 };
    for (const orientation of [1, 2, 3, 4]) expect(uprightSize(stored, orientation)).toEqual(stored);
    for (const orientation of [5, 6, 7, 8])
      expect(uprightSize(stored, orientation)).toEqual({ width: 2832, height: 4240 });
  });
});
