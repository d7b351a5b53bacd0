// Build-time assets of the web app, run by scripts/build.mjs (with tsx) before `vite build`:
// the 13 gallery mosaics, made by mosaic-core (the same WebAssembly pipeline the CLI and the editor
// run) from the sample photos (assets/photos), and the original photos cropped to the same shape and
// scaled down for the before/after comparisons. Everything lands in web/public/generated/
// (git-ignored); outputs newer than their inputs are kept.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { decodePhoto, loadMosaicCoreNode, WASM_PATH } from 'mosaic-core/node';
import { photosDir, repoRoot } from '../../scripts/lib/photos.mjs';
import { GALLERY } from '../src/features/gallery/items.ts';

export { photosDir, repoRoot };
const outDir = path.join(repoRoot, 'web', 'public', 'generated');
const PHOTO_LONG_SIDE = 900;

function fresh(output, ...inputs) {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return inputs.every((input) => !existsSync(input) || statSync(input).mtimeMs <= built);
}

/** Long side of a gallery mosaic in pixels: studs are drawn round and shaded, at least 4 px each. */
const MOSAIC_LONG_SIDE = 640;

/** Pixelates a photo into a mosaic of `plates` and writes it as a shaded-stud PNG; returns the grid. */
export async function writeMosaic(core, photoPath, plates, output, { pxPerStud } = {}) {
  const decoded = await decodePhoto(photoPath);
  const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
  try {
    const { grid } = photo.pixelate({ platesWide: plates.wide, platesHigh: plates.high });
    const px = pxPerStud ?? Math.max(4, Math.floor(MOSAIC_LONG_SIDE / Math.max(grid.width, grid.height)));
    const image = core.render(grid, { pxPerStud: px, style: 'studs' });
    await sharp(Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .png({ compressionLevel: 9, palette: true, colours: 256 })
      .toFile(output);
    return grid;
  } finally {
    photo.free();
  }
}

/** The photo cropped (centred) to the plates' proportions, at most PHOTO_LONG_SIDE px on its long side. */
async function croppedPhoto(photo, plates, output) {
  const meta = await sharp(photo).rotate().metadata();
  const ratio = plates.wide / plates.high;
  let width = meta.width;
  let height = Math.round(width / ratio);
  if (height > meta.height) {
    height = meta.height;
    width = Math.round(height * ratio);
  }
  const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(width, height));
  await sharp(photo)
    .rotate()
    .extract({ left: Math.floor((meta.width - width) / 2), top: Math.floor((meta.height - height) / 2), width, height })
    .resize(Math.round(width * scale), Math.round(height * scale))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(output);
}

export async function prepareAssets() {
  if (!existsSync(photosDir)) throw new Error(`The sample photos are missing: ${photosDir}`);
  mkdirSync(path.join(outDir, 'gallery'), { recursive: true });
  mkdirSync(path.join(outDir, 'photos'), { recursive: true });
  const script = fileURLToPath(import.meta.url);
  let core = null;
  let made = 0;
  for (const item of GALLERY) {
    const photo = path.join(photosDir, item.photo);
    const mosaic = path.join(outDir, 'gallery', `${item.id}.png`);
    const original = path.join(outDir, 'photos', `${item.id}.jpg`);
    if (!fresh(mosaic, photo, script, WASM_PATH)) {
      core ??= await loadMosaicCoreNode();
      await writeMosaic(core, photo, item.plates, mosaic);
      made++;
    }
    if (!fresh(original, photo, script)) await croppedPhoto(photo, item.plates, original);
  }
  console.log(`Gallery: ${GALLERY.length} mosaics in web/public/generated (${made} made now).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareAssets().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
