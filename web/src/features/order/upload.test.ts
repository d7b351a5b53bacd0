// The photo's life at the shop as the wizard sees it: an upload kept close to the age at which the shop
// deletes unused uploads is sent again, and the shop's refusal of a photo it no longer has is recognised.
import { UNUSED_IMAGE_DAYS } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { mayBeSwept, photoNotStored } from './upload';

const DAY = 24 * 60 * 60 * 1000;

describe('a stored photo', () => {
  it('is sent again once within a day of the shop deleting unused uploads; an unknown age is trusted', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(mayBeSwept(now - 2 * DAY, now)).toBe(false);
    expect(mayBeSwept(now - (UNUSED_IMAGE_DAYS - 1) * DAY + 1, now)).toBe(false);
    expect(mayBeSwept(now - (UNUSED_IMAGE_DAYS - 1) * DAY - 1, now)).toBe(true);
    expect(mayBeSwept(now - 30 * DAY, now)).toBe(true);
    expect(mayBeSwept(null, now)).toBe(false);
  });

  it("the shop's refusal of a photo it does not have, for a design or a cart item", () => {
    const message = 'Upload your photo again: the shop no longer has it.';
    expect(photoNotStored(new ApiError(400, 'VALIDATION', message, { photoUrl: message }))).toBe(true);
    expect(photoNotStored(new ApiError(400, 'VALIDATION', message, { origImageUrl: message }))).toBe(true);
    expect(photoNotStored(new ApiError(400, 'VALIDATION', message, { 'items.0.origImageUrl': message }))).toBe(true);
    expect(
      photoNotStored(new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', { crop: 'bad' })),
    ).toBe(false);
    expect(photoNotStored(new ApiError(500, 'INTERNAL', 'Something went wrong.'))).toBe(false);
  });
});
