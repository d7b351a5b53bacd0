import { describe, expect, it } from 'vitest';
import { colorCode, colorOfCode, connectorsFor, DEFAULT_STOCK_THRESHOLD, sparesFor } from '../src/index.ts';

describe('kit rules', () => {
  it('packs 5 % spares of a colour, rounded up, at least 2, none for a colour not used', () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 2],
      [39, 2],
      [40, 2],
      [41, 3],
      [60, 3],
      [61, 4],
      [100, 5],
      [1000, 50],
      [16384, 820],
      [16385, 820],
      [16400, 820],
      [16401, 821],
    ];
    for (const [count, spares] of cases) expect(sparesFor(count), `${count} studs`).toBe(spares);
    // Against the definition, exactly, for every count up to a full 8 x 8 Brix in one colour.
    const wrong: number[] = [];
    for (let count = 1; count <= 256 * 256; count++) {
      if (sparesFor(count) !== Math.max(2, Math.floor((count * 5 + 99) / 100))) wrong.push(count);
    }
    expect(wrong).toEqual([]);
  });

  it('joins neighbouring base plates with one connector a seam', () => {
    expect(connectorsFor(1, 1)).toBe(0);
    expect(connectorsFor(2, 1)).toBe(1);
    expect(connectorsFor(2, 2)).toBe(4);
    expect(connectorsFor(3, 2)).toBe(7);
    expect(connectorsFor(8, 8)).toBe(112);
  });

  it('codes colours as on the blueprint and sets the threshold to a 4 x 4 Brix in one colour', () => {
    expect(colorCode(0)).toBe(1);
    expect(colorCode(39)).toBe(40);
    expect(colorOfCode(1)?.name).toBe('Black');
    expect(colorOfCode(0)).toBeUndefined();
    expect(colorOfCode(41)).toBeUndefined();
    expect(colorOfCode(1.5)).toBeUndefined();
    expect(DEFAULT_STOCK_THRESHOLD).toBe(16_384);
  });
});
