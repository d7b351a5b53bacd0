// How much the shop accepts. The core owns the palette, the photo size it can open and the edit history.
import { MAX_HISTORY, MAX_PHOTO_PIXELS, PALETTE_SIZE } from 'mosaic-core';

export { PALETTE_SIZE };

/** Largest photo upload: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest photo upload in pixels: 50 megapixels (the most the core opens). */
export const MAX_UPLOAD_PIXELS = MAX_PHOTO_PIXELS;
/** Edits kept for undo and replayed after each reprocess: the core's history length, 500. */
export const MAX_EDITS = MAX_HISTORY;
/** Most of one Brix in a cart line. */
export const MAX_QUANTITY = 99;
/** Most different Brixes in one cart. */
export const MAX_CART_ITEMS = 50;
/** Uploaded pictures that no cart item, order or saved design refers to are deleted this many days after upload. */
export const UNUSED_IMAGE_DAYS = 7;
