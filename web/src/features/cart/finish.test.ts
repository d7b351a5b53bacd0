// How a Brix's picture was made, as the cart and the order pages name it.
import { describe, expect, it } from 'vitest';
import { finishText } from './ItemTable';

describe('finishText', () => {
  it('names the blending, the Colours cap and Tidy lone studs, and nothing for a plain picture', () => {
    expect(finishText({ blending: 'likeness', colorCap: 12, tidy: true })).toBe(
      'Colour blending: Best likeness. Colours: 12. Lone studs tidied',
    );
    expect(finishText({ blending: 'smooth', colorCap: 'all', tidy: false })).toBe('Colour blending: Smooth');
    expect(finishText({ blending: 'off', colorCap: 8, tidy: false })).toBe('Colours: 8');
    expect(finishText({ blending: 'off', colorCap: 'all', tidy: false })).toBeNull();
    expect(finishText({})).toBeNull();
  });
});
