import {
  MAX_HISTORY,
  MAX_PHOTO_PIXELS,
  MAX_PLATES_PER_SIDE,
  PALETTE_SIZE as CORE_PALETTE_SIZE,
  STUDS_PER_PLATE as CORE_STUDS,
} from 'mosaic-core';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  COLOR_MAP_MESSAGES,
  couponDisplay,
  customSizeProblem,
  dollarsToCents,
  formatAmount,
  formatCents,
  inchesToPlates,
  MAX_COLOR_MAP_CHARS,
  MAX_EDITS,
  MAX_GRID_SIDE,
  MAX_PLATES,
  MAX_UPLOAD_PIXELS,
  ORDER_FILTERS,
  orderTotalCents,
  PALETTE_SIZE,
  parseColorMap,
  readColorMap,
  serializeColorMap,
  STANDARD_SIZES,
  STUDS_PER_PLATE,
} from '../src/index.ts';

describe('the core owns its constants; the shop takes them by name', () => {
  it('re-exports the core values', () => {
    expect([PALETTE_SIZE, STUDS_PER_PLATE, MAX_EDITS, MAX_UPLOAD_PIXELS, MAX_PLATES]).toEqual([
      CORE_PALETTE_SIZE,
      CORE_STUDS,
      MAX_HISTORY,
      MAX_PHOTO_PIXELS,
      MAX_PLATES_PER_SIDE,
    ]);
    expect(MAX_GRID_SIDE).toBe(256);
  });
});

describe('money', () => {
  it('clamps an order total at zero', () => {
    expect(orderTotalCents({ subtotalCents: 1000, shippingCents: 799, taxCents: 63, discountCents: 500 })).toBe(1362);
    expect(orderTotalCents({ subtotalCents: 1000, shippingCents: 0, taxCents: 0, discountCents: 2500 })).toBe(0);
  });

  it('formats cents for people and converts dollars without drift', () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatCents(14999)).toBe('$149.99');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    expect(dollarsToCents(149.99)).toBe(14999);
    expect(centsToDollars(dollarsToCents(0.07))).toBe(0.07);
  });

  it('shows coupons as customers read them', () => {
    expect(couponDisplay('Percent', 10)).toBe('10% off');
    expect(couponDisplay('Dollars', 20)).toBe('$20 off');
  });
});

describe('sizes', () => {
  it('has nine standard sizes, each a legal size of its shape', () => {
    expect(STANDARD_SIZES).toHaveLength(9);
    for (const s of STANDARD_SIZES) expect(customSizeProblem(s.shape, s.platesWide, s.platesHigh)).toBeNull();
  });

  it('turns stored inches back into whole plates', () => {
    expect(inchesToPlates(40)).toBe(4);
    expect(inchesToPlates(80)).toBe(MAX_PLATES);
  });

  it('lists the admin order filters', () => {
    expect(ORDER_FILTERS).toEqual(['open', 'complete', 'cancelled', 'all']);
  });
});

describe('the colorMap codec', () => {
  const grid = { width: 3, height: 2, indices: [0, 1, 2, 39, 38, 37] };

  it('serializes compactly and reads back what it wrote', () => {
    const text = serializeColorMap(grid);
    expect(text).toBe('{"width":3,"height":2,"indices":[0,1,2,39,38,37]}');
    expect(text).toBe(JSON.stringify(grid));
    expect(parseColorMap(text)).toEqual({ ok: true, grid });
    expect(serializeColorMap({ width: 2, height: 1, indices: Uint8Array.of(4, 5) })).toBe(
      '{"width":2,"height":1,"indices":[4,5]}',
    );
  });

  it('reads a grid sent with spacing or other key order, and writes it back compact', () => {
    const spaced = ' { "indices" : [ 0, 1, 2, 39, 38, 37 ],\n "height": 2, "width": 3 }   ';
    const parsed = parseColorMap(spaced);
    expect(parsed).toEqual({ ok: true, grid });
    if (parsed.ok) expect(serializeColorMap(parsed.grid)).toBe(JSON.stringify(grid));
  });

  it('refuses what is not a grid', () => {
    expect(parseColorMap('nope')).toEqual({ ok: false, message: COLOR_MAP_MESSAGES.notJson });
    for (const bad of [
      'null',
      '[]',
      '{"width":3,"height":2}',
      '{"width":0,"height":1,"indices":[]}',
      '{"width":1.5,"height":2,"indices":[1,2,3]}',
      '{"width":257,"height":1,"indices":[]}',
      '{"width":1,"height":1,"indices":[-1]}',
      '{"width":1,"height":1,"indices":[1.5]}',
      '{"width":1,"height":1,"indices":["1"]}',
      '{"width":1,"height":1,"indices":[256]}',
    ]) {
      expect(parseColorMap(bad), bad).toEqual({ ok: false, message: COLOR_MAP_MESSAGES.badShape });
    }
    expect(parseColorMap('{"width":2,"height":2,"indices":[1,2,3]}')).toEqual({
      ok: false,
      message: 'The mosaic should have 4 studs but has 3.',
    });
  });

  it('reads a grid as bytes with its compact text, keeping a compact text as it is', () => {
    const text = serializeColorMap(grid);
    const read = readColorMap(text);
    expect(read).toEqual({
      ok: true,
      grid: { width: 3, height: 2, indices: Uint8Array.from(grid.indices) },
      compact: text,
    });
    if (read.ok) expect(read.compact).toBe(text);
    const largest = serializeColorMap({
      width: MAX_GRID_SIDE,
      height: MAX_GRID_SIDE,
      indices: Array.from({ length: MAX_GRID_SIDE ** 2 }, (_, i) => i % 40),
    });
    const big = readColorMap(largest);
    expect(big.ok && big.compact === largest && big.grid.indices[39] === 39 && big.grid.indices[40] === 0).toBe(true);
  });

  it('reads every other text exactly as parseColorMap does: the same grid, answered compact, or the same message', () => {
    const texts = [
      ' { "indices" : [ 0, 1, 2, 39, 38, 37 ],\n "height": 2, "width": 3 }   ',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,37]} ',
      '{"height":2,"width":3,"indices":[0,1,2,39,38,37]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,37.0]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,-0]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,3.7e1]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,37],"extra":1}',
      '{"width":3.0,"height":2,"indices":[0,1,2,39,38,37]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,037]}',
      '{"width":03,"height":2,"indices":[0,1,2,39,38,37]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,00]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,37,36]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,256]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,1000]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,]}',
      '{"width":3,"height":2,"indices":[0,1,2,39,38,37]',
      '{"width":0,"height":2,"indices":[]}',
      '{"width":257,"height":1,"indices":[0]}',
      '{"width":1,"height":1,"indices":["1"]}',
      '{"width":1,"height":1,"indices":[255]}',
      'nope',
      '',
    ];
    for (const text of texts) {
      const parsed = parseColorMap(text);
      const read = readColorMap(text);
      if (!parsed.ok) expect(read, text).toEqual(parsed);
      else
        expect(read, text).toEqual({
          ok: true,
          grid: { ...parsed.grid, indices: Uint8Array.from(parsed.grid.indices) },
          compact: serializeColorMap(parsed.grid),
        });
    }
    expect(readColorMap(`${' '.repeat(MAX_COLOR_MAP_CHARS)}${serializeColorMap(grid)}`)).toEqual({
      ok: false,
      message: COLOR_MAP_MESSAGES.tooLarge,
    });
  });

  it('bounds the text by the largest grid, so padding cannot make it bigger', () => {
    const largest = serializeColorMap({
      width: MAX_GRID_SIDE,
      height: MAX_GRID_SIDE,
      indices: new Array(MAX_GRID_SIDE * MAX_GRID_SIDE).fill(39),
    });
    expect(largest.length).toBeLessThanOrEqual(MAX_COLOR_MAP_CHARS);
    expect(parseColorMap(largest).ok).toBe(true);
    const padded = `${' '.repeat(MAX_COLOR_MAP_CHARS)}${serializeColorMap(grid)}`;
    expect(parseColorMap(padded)).toEqual({ ok: false, message: COLOR_MAP_MESSAGES.tooLarge });
  });
});
