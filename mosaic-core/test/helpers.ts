import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The shop's shared photos sit beside the repository (CI clones shared/ next to it). */
export const photosDir = path.resolve(repoRoot, '../shared/photos');
export const photoFiles = readdirSync(photosDir)
  .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
  .sort()
  .map((f) => path.join(photosDir, f));

/** A width x height RGBA photo from a function of (x, y). */
export function synthetic(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      rgba.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}
