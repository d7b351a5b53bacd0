// Sends a picture to POST /api/images with upload progress (fetch has none, so XMLHttpRequest).
import { UNUSED_IMAGE_DAYS, type ErrorAnswer, type UploadedImage } from '@brixilated/shop';
import { ApiError, NETWORK_MESSAGE } from '../../lib/api';

export function uploadImage(
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.open('POST', '/api/images');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedImage & ErrorAnswer> | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.url === 'string') {
        onProgress(1);
        resolve({ url: body.url, width: Number(body.width), height: Number(body.height) });
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? `HTTP_${xhr.status}`,
          body?.error?.message ?? 'Your picture could not be uploaded. Please try again.',
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
    const form = new FormData();
    form.append('file', file, filename);
    xhr.send(form);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a photo the shop stored at `uploadedAt` may be gone, or go while the customer works on: within a
 * day of the age at which the shop deletes uploads nothing refers to. Such a photo is sent again.
 */
export function mayBeSwept(uploadedAt: number | null | undefined, now = Date.now()): boolean {
  return uploadedAt != null && now - uploadedAt > (UNUSED_IMAGE_DAYS - 1) * DAY_MS;
}

/** The shop refused the photo's address: it does not have (any more) the photo named (a design's or a cart item's). */
export function photoNotStored(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 400 &&
    Object.keys(err.fields ?? {}).some((k) => /(^|\.)(photoUrl|origImageUrl)$/.test(k))
  );
}
