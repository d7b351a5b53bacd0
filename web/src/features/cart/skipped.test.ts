import { describe, expect, it } from 'vitest';
import { skippedCartLines, skippedCartTitle } from './skipped';

const none = { photo: 0, color: 0, full: 0, invalid: 0 };

describe('skipped cart items', () => {
  it('says nothing when nothing was left out', () => {
    expect(skippedCartLines(none)).toEqual([]);
  });

  it('says how many were left out, and why, in the singular and plural', () => {
    expect(skippedCartTitle({ ...none, photo: 1 })).toBe('1 item from before you logged in could not be kept.');
    expect(skippedCartLines({ ...none, photo: 1 })).toEqual([
      'The photo of 1 item is no longer stored, and this browser had no copy to send again: start a new Brix from the photo.',
    ]);
    expect(skippedCartLines({ ...none, photo: 2 })[0]).toBe(
      'The photo of 2 items is no longer stored, and this browser had no copy to send again: start a new Brix from the photo.',
    );
    const all = { photo: 1, color: 2, full: 1, invalid: 3 };
    expect(skippedCartTitle(all)).toBe('7 items from before you logged in could not be kept.');
    expect(skippedCartLines(all)).toEqual([
      'The photo of 1 item is no longer stored, and this browser had no copy to send again: start a new Brix from the photo.',
      '2 items use a colour that is no longer available: start a new Brix from the photo to choose others.',
      '1 item did not fit: a cart holds at most 50 different Brixes.',
      '3 items could not be read and were left out.',
    ]);
  });
});
