// What a typed cart quantity becomes: the nearest quantity the shop allows, said when it differs.
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@brixilated/shop';
import { chooseQuantity } from './ItemTable';

describe('chooseQuantity', () => {
  it('keeps a whole number from 0 to the most allowed as typed, with nothing to say', () => {
    expect(chooseQuantity('0')).toEqual({ quantity: 0, note: null });
    expect(chooseQuantity(' 7 ')).toEqual({ quantity: 7, note: null });
    expect(chooseQuantity(String(MAX_QUANTITY))).toEqual({ quantity: MAX_QUANTITY, note: null });
  });

  it('keeps the most allowed for more, and says so', () => {
    expect(chooseQuantity('121')).toEqual({
      quantity: MAX_QUANTITY,
      note: `The quantity can be at most ${MAX_QUANTITY}, so it is ${MAX_QUANTITY}.`,
    });
  });

  it('changes nothing while the text is not a whole number', () => {
    for (const text of ['', '1.5', '-2', 'two']) expect(chooseQuantity(text)).toEqual({ quantity: null, note: null });
  });
});
