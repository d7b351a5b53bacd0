import { describe, expect, it } from 'vitest';
import {
  BUILD_STUDS_PER_HOUR,
  buildTimeText,
  colorCode,
  colorOfCode,
  connectorsFor,
  DEFAULT_STOCK_THRESHOLD,
  kitFacts,
  sparesFor,
} from '../src/index.ts';

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

describe('the facts of a kit', () => {
  it('counts plates, studs, connectors and build time from the size alone', () => {
    const facts = kitFacts(3, 2);
    expect(facts).toMatchObject({ wide: 3, high: 2, plates: 6, studs: 6 * 1024, connectors: 7 });
    expect(facts.buildHours).toBe((6 * 1024) / BUILD_STUDS_PER_HOUR);
    expect([facts.colors, facts.spares, facts.pieces]).toEqual([null, null, null]);
  });

  it('with the colour counts: colours used, spares as the pick list packs them, pieces in the box', () => {
    const counts = new Array(40).fill(0);
    counts[0] = 1000;
    counts[5] = 24;
    counts[12] = 1024;
    // 1000 + 24 + 1024 = 2048 studs: a 2 x 1 kit.
    const facts = kitFacts(2, 1, counts);
    expect(facts.studs).toBe(2048);
    expect(facts.colors).toBe(3);
    expect(facts.spares).toBe(sparesFor(1000) + sparesFor(24) + sparesFor(1024));
    expect(facts.spares).toBe(50 + 2 + 52);
    expect(facts.pieces).toBe(2048 + 104);
  });

  it('says build time as a person would', () => {
    expect(buildTimeText(0.1)).toBe('about 5 minutes');
    expect(buildTimeText(0.6)).toBe('about 35 minutes');
    expect(buildTimeText(1)).toBe('about 1 hour');
    expect(buildTimeText(2048 / 500)).toBe('about 4 hours');
    expect(buildTimeText(9216 / 500)).toBe('about 18 hours');
    expect(buildTimeText(65536 / 500)).toBe('about 131 hours');
  });
});
