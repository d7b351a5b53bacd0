// Add to Cart when the server refuses the Brix for a colour the shop no longer sells: its message is shown
// as it is, and the wizard offers to open the design again; when the shop no longer has the photo, the kept
// photo is sent again and the Brix added once more (the cart's own calls are stood in for).
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type NewCartItem } from '../../lib/api';
import { useCart } from '../../stores/cart';
import { createDoc } from '../editor';
import { cartItem, COLOR_UNAVAILABLE, useAddToCart, type FinishedBrix } from './addToCart';

const MESSAGE = 'This design uses a colour we no longer have. Please open the design again.';

function brix(): FinishedBrix {
  const indices = new Uint8Array(32 * 32).fill(3);
  const counts = new Uint32Array(40);
  counts[3] = 32 * 32;
  return {
    shape: 'Square',
    size: {
      id: 1,
      sizeData: { size: 'Small', imperial: { width: 10, height: 10 } },
    } as unknown as FinishedBrix['size'],
    doc: createDoc({ width: 32, height: 32, indices, counts }),
    blending: 'smooth',
    photo: { url: '/images/a.jpg' } as FinishedBrix['photo'],
    picture: { url: '/images/b.png' } as FinishedBrix['picture'],
  };
}

const realAdd = useCart.getState().add;
/** What the wizard's flow hands Add to Cart: the cart's add (stood in for by each test). */
const toCart = (item: NewCartItem) => useCart.getState().add(item);

afterEach(() => {
  useCart.setState({ add: realAdd });
  useAddToCart.getState().reset();
});

describe('add to cart', () => {
  it("shows the server's COLOR_UNAVAILABLE message and marks the design to be opened again", async () => {
    useCart.setState({
      add: async () => {
        throw new ApiError(409, COLOR_UNAVAILABLE, MESSAGE);
      },
    });
    expect(await useAddToCart.getState().add(brix(), toCart)).toBe(false);
    expect(useAddToCart.getState()).toMatchObject({ adding: false, error: MESSAGE, colorUnavailable: true });
    useAddToCart.getState().reset();
    expect(useAddToCart.getState()).toMatchObject({ error: null, colorUnavailable: false });
  });

  it('any other refusal is shown without the offer', async () => {
    useCart.setState({
      add: async () => {
        throw new ApiError(409, 'CART_FULL', 'Your cart is full.');
      },
    });
    expect(await useAddToCart.getState().add(brix(), toCart)).toBe(false);
    expect(useAddToCart.getState()).toMatchObject({ error: 'Your cart is full.', colorUnavailable: false });
    useCart.setState({ add: async () => {} });
    expect(await useAddToCart.getState().add(brix(), toCart)).toBe(true);
    expect(useAddToCart.getState()).toMatchObject({ error: null, colorUnavailable: false });
  });

  it('the cart item carries the grid and the colour blending it was drawn with', async () => {
    let sent: unknown = null;
    useCart.setState({
      add: async (item) => {
        sent = item;
      },
    });
    expect(await useAddToCart.getState().add(brix(), toCart)).toBe(true);
    expect(sent).toMatchObject({
      shape: 'Square',
      size: 'Small',
      width: 10,
      height: 10,
      blending: 'smooth',
      origImageUrl: '/images/a.jpg',
    });
    expect(cartItem({ ...brix(), blending: 'off' })?.blending).toBe('off');
    // The Colours cap and Tidy lone studs go with it; Tidy only with a blending (Off is never tidied).
    expect(cartItem({ ...brix(), colorCap: 12, tidy: true })).toMatchObject({ colorCap: 12, tidy: true });
    expect(cartItem({ ...brix(), blending: 'off', tidy: true })).toMatchObject({ colorCap: 'all', tidy: false });
  });

  it('the shop no longer has the photo: it is sent again and the Brix added with the new one, once', async () => {
    const gone = new ApiError(400, 'VALIDATION', 'Upload your photo again: the shop no longer has it.', {
      origImageUrl: 'Upload your photo again: the shop no longer has it.',
    });
    const sent: string[] = [];
    useCart.setState({
      add: async (item) => {
        sent.push(item.origImageUrl);
        if (item.origImageUrl === '/images/a.jpg') throw gone;
      },
    });
    let uploads = 0;
    const uploadAgain = async () => ({ url: `/images/again-${++uploads}.jpg`, width: 800, height: 800 });
    expect(await useAddToCart.getState().add({ ...brix(), uploadAgain }, toCart)).toBe(true);
    expect(sent).toEqual(['/images/a.jpg', '/images/again-1.jpg']);
    expect(useAddToCart.getState().error).toBeNull();

    // Refused again: said, not tried a third time.
    sent.length = 0;
    useCart.setState({
      add: async (item) => {
        sent.push(item.origImageUrl);
        throw gone;
      },
    });
    expect(await useAddToCart.getState().add({ ...brix(), uploadAgain }, toCart)).toBe(false);
    expect(sent).toHaveLength(2);
    expect(useAddToCart.getState().error).toBe(gone.message);
  });
});
