// The wizard's last job: the finished Brix as a cart item (the chosen size, both uploaded pictures and the
// edited grid as its colorMap), handed to the cart.
import { create } from 'zustand';
import { errorMessage, type NewCartItem, type Shape, type SizeRecord } from '../../lib/api';
import { useCart } from '../../stores/cart';
import type { MosaicDoc } from '../editor/shared/model';
import { toColorMap } from '../editor/shared/model';
import type { UploadedImage } from './upload';

export interface FinishedBrix {
  shape: Shape | null;
  size: SizeRecord | null;
  doc: MosaicDoc | null;
  photo: UploadedImage | null;
  picture: UploadedImage | null;
}

/** The cart item for a finished Brix, or null while a part is missing. */
export function cartItem({ shape, size, doc, photo, picture }: FinishedBrix): NewCartItem | null {
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
  };
}

interface AddToCartState {
  adding: boolean;
  error: string | null;
  /** Adds the Brix to the cart; true when it is there. */
  add(brix: FinishedBrix): Promise<boolean>;
  reset(): void;
}

export const useAddToCart = create<AddToCartState>((set) => ({
  adding: false,
  error: null,

  async add(brix) {
    const item = cartItem(brix);
    if (!item) return false;
    set({ adding: true, error: null });
    try {
      await useCart.getState().add(item);
      set({ adding: false });
      return true;
    } catch (err) {
      set({ adding: false, error: errorMessage(err) });
      return false;
    }
  },

  reset() {
    set({ adding: false, error: null });
  },
}));
