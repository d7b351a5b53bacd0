// The cropper's picture is made for the screen it is shown on: no sharper than the cropper shows it.
import { describe, expect, it } from 'vitest';
import { CROPPER_PICTURE_SIZE, cropperPictureSize } from './protocol';

describe("the cropper's picture size", () => {
  it("follows the screen's pixel ratio up to the largest picture made", () => {
    expect(cropperPictureSize(1)).toBe(832);
    expect(cropperPictureSize(1.5)).toBe(1248);
    expect(cropperPictureSize(2)).toBe(CROPPER_PICTURE_SIZE);
    expect(cropperPictureSize(3)).toBe(CROPPER_PICTURE_SIZE);
  });

  it('takes a ratio below 1, or none the browser could say, as 1', () => {
    expect(cropperPictureSize(0.5)).toBe(832);
    expect(cropperPictureSize(Number.NaN)).toBe(832);
  });
});
