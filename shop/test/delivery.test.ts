// The delivery estimate: the making time, then the shipping option's business days, counted in Chicago.
import { describe, expect, it } from 'vitest';
import { addBusinessDays, arrivesText, DELIVERY_PROMISE_TEXT, deliveryWindow, shippingTimeText } from '../src/index.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('delivery', () => {
  it('counts business days Monday to Friday', () => {
    // Friday 2026-12-04 + 1 business day is Monday 2026-12-07.
    expect(addBusinessDays(day('2026-12-04'), 1).toISOString().slice(0, 10)).toBe('2026-12-07');
    expect(addBusinessDays(day('2026-12-01'), 5).toISOString().slice(0, 10)).toBe('2026-12-08');
  });

  it('adds the making time to each option and says the window as dates', () => {
    // Tuesday 2026-12-01, noon in Chicago: made by Friday Dec 4; Ground 5-7 more business days.
    const ordered = new Date('2026-12-01T18:00:00Z');
    const ground = deliveryWindow(ordered, 0);
    expect([ground.first, ground.last].map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-12-11', '2026-12-15']);
    expect(arrivesText(ordered, 0)).toBe('Arrives Dec 11-15');
    expect(arrivesText(ordered, 1)).toBe('Arrives Dec 8-9');
    expect(arrivesText(ordered, 2)).toBe('Arrives Dec 7-8');
  });

  it('names both months when the window crosses a month, and counts the day in Chicago', () => {
    expect(arrivesText(new Date('2026-11-25T15:00:00Z'), 0)).toBe('Arrives Dec 7-9');
    expect(arrivesText(new Date('2026-11-17T15:00:00Z'), 0)).toBe('Arrives Nov 27-Dec 1');
    // 03:00 UTC on Saturday is still Friday evening in Chicago.
    expect(arrivesText(new Date('2026-12-05T03:00:00Z'), 2)).toBe(arrivesText(new Date('2026-12-04T18:00:00Z'), 2));
  });

  it('says the option times and the promise from the same days', () => {
    expect([0, 1, 2].map((i) => shippingTimeText(i as 0 | 1 | 2))).toEqual([
      '5-7 business days',
      '2-3 business days',
      '1-2 business days',
    ]);
    expect(DELIVERY_PROMISE_TEXT).toBe('within 10 business days');
  });
});
