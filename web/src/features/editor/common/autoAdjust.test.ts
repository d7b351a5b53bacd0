import { describe, expect, it } from 'vitest';
import type { Adjustments } from 'mosaic-core';
import { betterOnBoth, candidates, describeChange, ranked, searchSliders, type Halves } from './autoAdjust';

const AT_REST = { brightness: 100, contrast: 100, saturation: 100 };
const halves = (likeness: number, lone: number, specks: number): Halves => ({ likeness, lone, specks });

describe('Auto-adjust: the sliders it tries', () => {
  it('moves one slider at a time by 10 and 20 each way, on the sliders’ steps, never the sliders as they are', () => {
    const tried = candidates(AT_REST);
    expect(tried).toHaveLength(12);
    expect(tried).toContainEqual({ brightness: 100, contrast: 120, saturation: 100 });
    expect(tried).toContainEqual({ brightness: 80, contrast: 100, saturation: 100 });
    expect(tried).not.toContainEqual(AT_REST);
    expect(new Set(tried.map((a) => JSON.stringify(a))).size).toBe(tried.length);
  });

  it('stays within 0..200 and also tries all three at rest when the sliders have moved', () => {
    const tried = candidates({ brightness: 200, contrast: 10, saturation: 100 });
    expect(tried).toContainEqual(AT_REST);
    expect(tried.every((a) => Object.values(a).every((v) => v >= 0 && v <= 200 && v % 10 === 0))).toBe(true);
    // Brightness cannot go up from 200, contrast only 10 down from 10.
    expect(tried.filter((a) => a.brightness !== 200)).toHaveLength(2 + 1);
    expect(tried.filter((a) => a.contrast < 10)).toEqual([{ brightness: 200, contrast: 0, saturation: 100 }]);
  });
});

describe('Auto-adjust: better on both halves', () => {
  const now = halves(3, 0.1, 0.05);
  it('needs closer to the photo from afar and cleaner up close', () => {
    expect(betterOnBoth(halves(2.9, 0.09, 0.05), now)).toBe(true);
    expect(betterOnBoth(halves(2.9, 0.1, 0.04), now)).toBe(true);
    // Closer but no cleaner, cleaner but not closer, or closer with more specks: not better.
    expect(betterOnBoth(halves(2.5, 0.1, 0.05), now)).toBe(false);
    expect(betterOnBoth(halves(3, 0.05, 0.01), now)).toBe(false);
    expect(betterOnBoth(halves(2.5, 0.05, 0.06), now)).toBe(false);
    expect(betterOnBoth(now, now)).toBe(false);
  });

  it('ranks the better tries closest to the photo first', () => {
    const tries = [
      { id: 'a', halves: halves(2.9, 0.09, 0.05) },
      { id: 'b', halves: halves(2.0, 0.2, 0.05) },
      { id: 'c', halves: halves(2.7, 0.08, 0.04) },
    ];
    expect(ranked(now, tries).map((t) => t.id)).toEqual(['c', 'a']);
  });
});

describe('Auto-adjust: what it says', () => {
  it('names each slider it moved with the change, or nothing', () => {
    expect(describeChange(AT_REST, { ...AT_REST, contrast: 120 })).toBe('Contrast +20');
    expect(describeChange(AT_REST, { brightness: 90, contrast: 100, saturation: 120 })).toBe(
      'Brightness \u221210, Saturation +20',
    );
    expect(describeChange(AT_REST, { ...AT_REST })).toBeNull();
  });
});

describe('Auto-adjust: the search', () => {
  /** Measures with `small` and `full` by slider values; records what was measured at the size's studs. */
  function measurer(small: (a: Adjustments) => Halves, full: (a: Adjustments) => Halves, atFull: Adjustments[]) {
    return async (a: Adjustments, isSmall: boolean) => {
      if (!isSmall) atFull.push(a);
      return isSmall ? small(a) : full(a);
    };
  }
  const now = halves(3, 0.1, 0.05);

  it('keeps the best small try that is better at the size’s studs too, with the figures at that size', async () => {
    // Small: contrast 120 looks best, then brightness 110. At full size contrast 120 is no cleaner.
    const small = (a: Adjustments) =>
      a.contrast === 120 ? halves(2, 0.08, 0.05) : a.brightness === 110 ? halves(2.5, 0.09, 0.05) : now;
    const full = (a: Adjustments) =>
      a.contrast === 120 ? halves(2, 0.12, 0.05) : a.brightness === 110 ? halves(2.6, 0.09, 0.04) : now;
    const atFull: Adjustments[] = [];
    const found = await searchSliders(AT_REST, measurer(small, full, atFull));
    expect(found).toEqual({
      adjustments: { ...AT_REST, brightness: 110 },
      before: now,
      after: halves(2.6, 0.09, 0.04),
    });
    expect(atFull).toEqual([AT_REST, { ...AT_REST, contrast: 120 }, { ...AT_REST, brightness: 110 }]);
  });

  it('answers the sliders as they are when nothing is better, and null when the measure stops it', async () => {
    const atFull: Adjustments[] = [];
    const same = await searchSliders(
      AT_REST,
      measurer(
        () => now,
        () => now,
        atFull,
      ),
    );
    expect(same).toEqual({ adjustments: AT_REST, before: now, after: now });
    expect(atFull).toEqual([AT_REST]);
    let calls = 0;
    expect(await searchSliders(AT_REST, async () => (++calls > 3 ? null : now))).toBeNull();
    expect(calls).toBe(4);
  });
});
