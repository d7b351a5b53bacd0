// A photo dropped on the home page starts a Brix: the wizard opens at Upload with the shape and size that crop
// least of the photo chosen (a 3:2 photo gets the 3:2 size; both can be changed), and the photo goes to the cropper as if chosen
// there. Work not saved in the wizard is never replaced without the customer's say.
import { MESSAGES } from '../editor';
import { useChoices } from './choices';
import { hasUnsavedWork, resumeWizard } from './keepWizard';
import { usePhoto } from './photo';
import { standardSizeForPhoto, type Shape, type SizeName } from '@brixilated/shop';
import { chooseShape, chooseSize, next, startOver } from './flow';

export type PhotoStart =
  /** The wizard is at Upload with the photo on its way to the cropper: open /order. */
  | { status: 'started' }
  /** The wizard holds work not saved: ask, then call again with `replace`. */
  | { status: 'unsaved' }
  /** The file is no picture the browser can read, or the shop could not list its sizes: why, for the customer. */
  | { status: 'refused'; message: string };

/** The photo's width and height in pixels, or null when the browser cannot read it as a picture. */
async function proportionsOf(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Waits until the chosen shape's sizes are listed (the cropper needs the size's proportions). */
function sizesListed(): Promise<string | null> {
  return new Promise((resolve) => {
    const done = () => {
      const { sizes, sizesError } = useChoices.getState();
      if (sizes.length === 0 && !sizesError) return false;
      unsubscribe();
      resolve(sizesError);
      return true;
    };
    const unsubscribe = useChoices.subscribe(() => void done());
    done();
  });
}

/** A standard size to start at instead of the one that crops least of the photo (a gallery piece's). */
export interface StartSize {
  shape: Shape;
  size: Exclude<SizeName, 'Custom'>;
}

/** Starts a Brix from `file` (see PhotoStart for the answers), at `size` when given. */
export async function startWithPhoto(
  file: File,
  { replace = false, size: chosen }: { replace?: boolean; size?: StartSize } = {},
): Promise<PhotoStart> {
  const size = await proportionsOf(file);
  if (!size) return { status: 'refused', message: MESSAGES.notAnImage };
  // A wizard kept from an earlier visit comes back first, so its work is weighed like work in progress.
  await resumeWizard();
  if (!replace && hasUnsavedWork()) return { status: 'unsaved' };
  startOver();
  const start = chosen ?? standardSizeForPhoto(size.width, size.height);
  chooseShape(start.shape);
  next();
  const failed = await sizesListed();
  if (failed) return { status: 'refused', message: failed };
  chooseSize(start.size);
  next();
  void usePhoto.getState().choosePhoto(file);
  return { status: 'started' };
}
