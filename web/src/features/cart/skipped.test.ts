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
      'The photo of 1 item is no longer stored: open it again from My designs or start a new Brix.',
    ]);
    expect(skippedCartLines({ ...none, photo: 2 })[0]).toBe(
      'The photo of 2 items is no longer stored: open them again from My designs or start a new Brix.',
    );
    const all = { photo: 1, color: 2, full: 1, invalid: 3 };
    expect(skippedCartTitle(all)).toBe('7 items from before you logged in could not be kept.');
    expect(skippedCartLines(all)).toEqual([
      'The photo of 1 item is no longer stored: open it again from My designs or start a new Brix.',
      '2 items use a colour that is no longer available: open them again from My designs to choose another.',
      '1 item did not fit: a cart holds at most 50 different Brixes.',
      '3 items could not be read and were left out.',
    ]);
  });
});
