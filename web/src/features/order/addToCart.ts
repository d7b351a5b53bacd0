// The wizard's last job: the finished Brix as a cart item (the chosen size, both uploaded pictures and the
// edited grid as its colorMap), handed to the cart by the wizard's flow (this store never calls the cart).
import type { Blending, ColorCap, ItemRecipe, UploadedImage } from '@brixilated/shop';
import { create } from 'zustand';
import { ApiError, errorMessage, type NewCartItem, type Shape, type SizeRecord } from '../../lib/api';
import type { MosaicDoc } from '../editor';
import { toColorMap } from '../editor';
import { photoNotStored } from './upload';

export interface FinishedBrix {
  shape: Shape | null;
  size: SizeRecord | null;
  doc: MosaicDoc | null;
  /** The colour blending the grid was drawn with. */
  blending: Blending;
  /** The Colours cap and Tidy lone studs it was made with (left out: every colour, not tidied). */
  colorCap?: ColorCap;
  tidy?: boolean;
  /** How the grid was made from the photo, so the cart can open the design again. */
  recipe?: ItemRecipe | null;
  photo: UploadedImage | null;
  picture: UploadedImage | null;
  /** Sends the photo again (the shop no longer has it); its new address. */
  uploadAgain?: () => Promise<UploadedImage>;
}

/** The cart item for a finished Brix, or null while a part is missing. */
export function cartItem({
  shape,
  size,
  doc,
  blending,
  colorCap = 'all',
  tidy = false,
  recipe = null,
  photo,
  picture,
}: FinishedBrix): NewCartItem | null {
  if (!shape || !size || !doc || !photo || !picture) return null;
  return {
    shape,
    size: size.sizeData.size,
    width: size.sizeData.imperial.width,
    height: size.sizeData.imperial.height,
    quantity: 1,
    origImageUrl: photo.url,
    pixImageUrl: picture.url,
    colorMap: toColorMap(doc),
    blending,
    colorCap,
    // Tidy lone studs only acts with a blending: without one the grid was not tidied.
    tidy: tidy && blending !== 'off',
    recipe,
  };
}

/** The server's code for a new cart item using a colour the shop no longer sells. */
export const COLOR_UNAVAILABLE = 'COLOR_UNAVAILABLE';

interface AddToCartState {
  adding: boolean;
  error: string | null;
  /** The server refused the Brix for a colour it no longer sells: the design must be opened again. */
  colorUnavailable: boolean;
  /** Puts the Brix in the cart with `put` (the cart's add, or its replace of an item); true when it is there. */
  add(brix: FinishedBrix, put: (item: NewCartItem) => Promise<void>): Promise<boolean>;
  reset(): void;
}

export const useAddToCart = create<AddToCartState>((set) => ({
  adding: false,
  error: null,
  colorUnavailable: false,

  async add(brix, put) {
    const item = cartItem(brix);
    if (!item) return false;
    set({ adding: true, error: null, colorUnavailable: false });
    try {
      try {
        await put(item);
      } catch (err) {
        // The shop deleted the photo (unused uploads go after a while): sent again from this browser, once.
        if (!photoNotStored(err) || !brix.uploadAgain) throw err;
        const photo = await brix.uploadAgain();
        await put({ ...item, origImageUrl: photo.url });
      }
      set({ adding: false });
      return true;
    } catch (err) {
      // The server's own message (it asks the shopper to open the design again) is shown as it is.
      set({
        adding: false,
        error: errorMessage(err),
        colorUnavailable: err instanceof ApiError && err.code === COLOR_UNAVAILABLE,
      });
      return false;
    }
  },

  reset() {
    set({ adding: false, error: null, colorUnavailable: false });
  },
}));
