import { describe, expect, it } from 'vitest';
import { formatOrderDate, monthName } from './dates';

describe('order dates', () => {
  it('names months 1 to 12 and answers Error outside', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(0)).toBe('Error');
    expect(monthName(13)).toBe('Error');
  });

  it('formats ISO dates without shifting the day', () => {
    expect(formatOrderDate('2026-11-21T23:59:00.000Z')).toBe('November 21, 2026');
    expect(formatOrderDate('2020-12-01')).toBe('December 1, 2020');
    expect(formatOrderDate('2020-13-01')).toBe('Error 1, 2020');
  });
});
