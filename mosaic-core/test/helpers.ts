import { listPhotos, photosDir, repoRoot } from '../../scripts/lib/photos.mjs';

export { photosDir, repoRoot };
/** Every sample photo (assets/photos), sorted by name. */
export const photoFiles = listPhotos();

/** A width x height RGBA photo from a function of (x, y). */
export function synthetic(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      rgba.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

/** A 2048 x 1536 photo with smooth gradients, hard edges, saturated patches and noise (deterministic). */
export function patternPhoto(): { rgba: Uint8Array; width: number; height: number } {
  const width = 2048;
  const height = 1536;
  const rgba = new Uint8Array(width * height * 4);
  let state = 0x2545f491;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = (state >>> 0) & 31;
      const i = (y * width + x) * 4;
      const band = Math.floor(x / 97) % 5;
      const edge = (Math.floor(x / 41) + Math.floor(y / 53)) % 2;
      rgba[i] = Math.min(255, ((x * 255) / width + noise + (band === 1 ? 90 : 0)) | 0);
      rgba[i + 1] = Math.min(255, ((y * 255) / height + (noise >> 1) + edge * 40) | 0);
      rgba[i + 2] = Math.min(
        255,
        ((((x + y) * 255) / (width + height)) * (band === 3 ? 0.3 : 1) + (edge ? 60 : 0)) | 0,
      );
      rgba[i + 3] = 255;
    }
  }
  return { rgba, width, height };
}
