import { describe, expect, it } from 'vitest';
import { shapeOf, sizeRecord, standardSizeForPhoto, type SizeName, type SizeRecord } from '@brixilated/shop';
import { dimensions, sizeKey } from './shapes';
import { selectedSize } from './choices';

const record = (size: SizeName, wide: number, high: number): SizeRecord =>
  sizeRecord(shapeOf(wide, high), size, null, wide, high);

describe('wizard sizes', () => {
  it('shows width x height in inches or centimetres', () => {
    const large = record('Large', 4, 3);
    expect(dimensions(large, 'in')).toBe('40 x 30 in');
    expect(dimensions(large, 'cm')).toBe('101.6 x 76.2 cm');
    // 5 plates = 50 in = 127 cm: always one decimal.
    expect(dimensions(record('Custom', 5, 5), 'cm')).toBe('127.0 x 127.0 cm');
  });

  it('keys the room preview by shape and size letter, C for custom', () => {
    expect(sizeKey('Portrait', 'Medium')).toBe('PM');
    expect(sizeKey('Square', 'Custom')).toBe('SC');
  });

  it('the chosen size is the standard record, or the priced custom one', () => {
    const sizes = [record('Small', 3, 2), record('Medium', 4, 2)];
    const custom = record('Custom', 6, 3);
    expect(selectedSize({ sizes, sizeName: null, customRecord: custom })).toBeNull();
    expect(selectedSize({ sizes, sizeName: 'Medium', customRecord: custom })?.sizeData.plates).toEqual({
      wide: 4,
      high: 2,
    });
    expect(selectedSize({ sizes, sizeName: 'Custom', customRecord: custom })).toBe(custom);
    expect(selectedSize({ sizes, sizeName: 'Custom', customRecord: null })).toBeNull();
  });
});

describe('the shape of the size a photo starts at', () => {
  it('is Landscape for a wide photo, Portrait for a tall one, Square between', () => {
    expect(standardSizeForPhoto(4032, 3024).shape).toBe('Landscape');
    expect(standardSizeForPhoto(3024, 4032).shape).toBe('Portrait');
    expect(standardSizeForPhoto(1000, 1000).shape).toBe('Square');
    expect(standardSizeForPhoto(1100, 1000).shape).toBe('Square');
    expect(standardSizeForPhoto(1000, 1100).shape).toBe('Square');
    expect(standardSizeForPhoto(1200, 1000).shape).toBe('Landscape');
    expect(standardSizeForPhoto(1000, 1200).shape).toBe('Portrait');
  });
});
