// The pictures the worker makes: the cropper's and the Upload step's JPEG previews, and the final shaded
// picture of a grid as a PNG.
import type { MosaicCore } from 'mosaic-core';
import { FINAL_RENDER_WIDTH, type GridMessage, type PhotoInfo } from '../common/protocol';
import type { Rect } from './crop';

/** Longest side of the cropped preview shown on the Upload step. */
export const PREVIEW_SIZE = 800;

/** A picture of `size` scaled down to at most `longest` pixels on its longer side (never up), its shape kept. */
export function fittedSize(size: PhotoInfo, longest: number): PhotoInfo {
  const k = Math.min(1, longest / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * k)), height: Math.max(1, Math.round(size.height * k)) };
}

/**
 * A JPEG of `cropped` at most `size` a side, scaled down smoothly (`quality` 'high') or quickly ('medium',
 * for the cropper's picture of a whole photo, made while the customer waits).
 */
export function previewOf(
  cropped: OffscreenCanvas | ImageBitmap,
  size = PREVIEW_SIZE,
  quality: ImageSmoothingQuality = 'high',
): Promise<Blob> {
  const fitted = fittedSize(cropped, size);
  const small = new OffscreenCanvas(fitted.width, fitted.height);
  const ctx = small.getContext('2d')!;
  ctx.imageSmoothingQuality = quality;
  ctx.drawImage(cropped, 0, 0, small.width, small.height);
  return small.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

/**
 * The preview of the crop `rect` of the decoded `photo`, made in a later task so the crop's grid is answered
 * first and the page goes on meanwhile: the photo's area scaled down smoothly to at most PREVIEW_SIZE a side
 * straight from the decoded photo (no canvas of the crop's size), then `photo` is closed.
 */
export function previewLater(photo: ImageBitmap, rect: Rect): Promise<Blob | null> {
  const { width: resizeWidth, height: resizeHeight } = fittedSize(rect, PREVIEW_SIZE);
  return new Promise<void>((resolve) => setTimeout(resolve))
    .then(() =>
      createImageBitmap(photo, rect.x, rect.y, rect.width, rect.height, {
        resizeWidth,
        resizeHeight,
        resizeQuality: 'high',
      }),
    )
    .then(async (small) => {
      try {
        return await previewOf(small);
      } finally {
        small.close();
      }
    })
    .catch(() => null)
    .finally(() => photo.close());
}

/** The final shaded picture (studs) of `grid`, FINAL_RENDER_WIDTH pixels wide, as a PNG. */
export function finalPicture(
  mosaic: MosaicCore,
  grid: Pick<GridMessage, 'width' | 'height' | 'indices'>,
): Promise<Blob> {
  const pxPerStud = Math.min(64, Math.max(1, Math.ceil(FINAL_RENDER_WIDTH / grid.width)));
  const image = mosaic.render(grid, { pxPerStud, style: 'studs' });
  const full = new OffscreenCanvas(image.width, image.height);
  full
    .getContext('2d')!
    .putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  let out = full;
  if (image.width !== FINAL_RENDER_WIDTH) {
    const outHeight = Math.round((image.height * FINAL_RENDER_WIDTH) / image.width);
    out = new OffscreenCanvas(FINAL_RENDER_WIDTH, outHeight);
    const ctx = out.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(full, 0, 0, FINAL_RENDER_WIDTH, outHeight);
  }
  return out.convertToBlob({ type: 'image/png' });
}
