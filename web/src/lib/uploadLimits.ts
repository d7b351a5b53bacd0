import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@brixilated/shop';

/** The upload limits as customers read them: "10MB" and "50 megapixels". */
export const UPLOAD_LIMIT_TEXT = {
  bytes: `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`,
  pixels: `${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
} as const;
