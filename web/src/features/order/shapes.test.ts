import { describe, expect, it } from 'vitest';
import type { SizeRecord } from '../../lib/api';
import { customProblem, dimensions, sizeKey } from './shapes';
import { selectedSize } from './choices';

const record = (size: SizeRecord['sizeData']['size'], wide: number, high: number): SizeRecord => ({
  shape: 'Landscape',
  sizeData: {
    size,
    code: null,
    price: 30 * wide * high + 29.99,
    priceCents: 3000 * wide * high + 2999,
    plates: { wide, high },
    studs: { wide: wide * 32, high: high * 32 },
    imperial: { width: wide * 10, height: high * 10 },
    metric: { width: Math.round(wide * 254) / 10, height: Math.round(high * 254) / 10 },
  },
});

describe('wizard sizes', () => {
  it('custom sizes follow the shape', () => {
    expect(customProblem('Square', 5, 5)).toBeNull();
    expect(customProblem('Square', 5, 4)).toMatch(/same width and height/);
    expect(customProblem('Portrait', 3, 5)).toBeNull();
    expect(customProblem('Portrait', 5, 5)).toMatch(/taller than it is wide/);
    expect(customProblem('Landscape', 6, 3)).toBeNull();
    expect(customProblem('Landscape', 3, 6)).toMatch(/wider than it is tall/);
  });

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
    expect(selectedSize({ sizes, sizeName: 'Medium', customRecord: custom })?.sizeData.plates).toEqual({ wide: 4, high: 2 });
    expect(selectedSize({ sizes, sizeName: 'Custom', customRecord: custom })).toBe(custom);
    expect(selectedSize({ sizes, sizeName: 'Custom', customRecord: null })).toBeNull();
  });
});
