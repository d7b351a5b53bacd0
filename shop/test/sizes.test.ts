// Sizes named by their proportions, and the size that crops least of a photo.
import { describe, expect, it } from 'vitest';
import {
  brixSizeName,
  cropKept,
  platesSizeName,
  proportionsText,
  standardSizeForPhoto,
  STANDARD_SIZES,
} from '../src/index.ts';

describe('proportionsText and brixSizeName', () => {
  it('names each standard size by its proportions in lowest terms, width first', () => {
    expect(STANDARD_SIZES.map((s) => `${s.code} ${proportionsText(s.platesWide, s.platesHigh)}`)).toEqual([
      'SS 1:1',
      'SM 1:1',
      'SL 1:1',
      'PS 2:3',
      'PM 1:2',
      'PL 3:4',
      'LS 3:2',
      'LM 2:1',
      'LL 4:3',
    ]);
  });

  it('names an item’s size by its name, shape and proportions, from its inches', () => {
    expect(brixSizeName({ size: 'Small', shape: 'Square', width: 20, height: 20 })).toBe('Small Square 1:1');
    expect(brixSizeName({ size: 'Medium', shape: 'Landscape', width: 40, height: 20 })).toBe('Medium Landscape 2:1');
    expect(brixSizeName({ size: 'Large', shape: 'Portrait', width: 30, height: 40 })).toBe('Large Portrait 3:4');
    expect(brixSizeName({ size: 'Custom', shape: 'Landscape', width: 80, height: 60 })).toBe('Custom Landscape 4:3');
  });

  it('names it the same from its base plates', () => {
    expect(platesSizeName({ size: 'Medium', shape: 'Landscape' }, { wide: 4, high: 2 })).toBe('Medium Landscape 2:1');
    expect(platesSizeName({ size: 'Custom', shape: 'Landscape' }, { wide: 8, high: 6 })).toBe(
      brixSizeName({ size: 'Custom', shape: 'Landscape', width: 80, height: 60 }),
    );
  });
});

describe('cropKept and standardSizeForPhoto', () => {
  it('keeps all of a photo in its own proportions and less the further they are apart', () => {
    expect(cropKept(3000, 2000, 3, 2)).toBe(1);
    expect(cropKept(3000, 2000, 4, 2)).toBeCloseTo(0.75);
    expect(cropKept(2000, 3000, 3, 2)).toBeCloseTo(4 / 9);
  });

  it('starts a photo at the size that crops least of it, Medium among equals', () => {
    const pick = (w: number, h: number) => standardSizeForPhoto(w, h).code;
    expect(pick(451, 300)).toBe('LS'); // a 3:2 photo
    expect(pick(1920, 1080)).toBe('LM'); // 16:9 is nearer 2:1 than 3:2
    expect(pick(4032, 3024)).toBe('LL'); // 4:3
    expect(pick(600, 900)).toBe('PS'); // 2:3
    expect(pick(3024, 4032)).toBe('PL'); // 3:4
    expect(pick(1000, 2000)).toBe('PM'); // 1:2
    expect(pick(1000, 1000)).toBe('SM');
    expect(pick(1050, 1000)).toBe('SM');
  });
});
