// Node-only helpers: load the built .wasm from disk and decode photos with sharp.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMosaicCore, MAX_PHOTO_PIXELS, MosaicError } from './index.ts';
import type { MosaicCore } from './types.ts';

export * from './index.ts';

/** Where `npm run build:wasm` puts the WebAssembly module. */
export const WASM_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pkg', 'mosaic_core.wasm');

/** Loads mosaic-core from mosaic-core/pkg/mosaic_core.wasm. */
export async function loadMosaicCoreNode(): Promise<MosaicCore> {
  if (!existsSync(WASM_PATH)) {
    throw new Error(`mosaic-core: ${WASM_PATH} is missing; run \`npm run build:wasm\` first`);
  }
  return loadMosaicCore(await readFile(WASM_PATH));
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decodes a JPEG, PNG or WebP photo (a path or its bytes) into RGBA, turned upright by its EXIF orientation.
 * Anything else is refused with MosaicError BAD_INPUT.
 */
export async function decodePhoto(input: string | Buffer): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  let bytes: Buffer;
  if (typeof input === 'string') {
    try {
      bytes = await readFile(input);
    } catch (err) {
      throw new MosaicError('BAD_INPUT', `Cannot read ${input}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  } else {
    bytes = input;
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new MosaicError('BAD_INPUT', 'Only JPEG, PNG and WebP photos can be used');
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (err) {
    throw new MosaicError('BAD_INPUT', `This photo could not be decoded: ${(err as Error).message}`);
  }
}
