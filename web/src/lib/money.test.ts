import { describe, expect, it } from 'vitest';
import { couponDisplay, formatAmount, formatCents, orderTotalCents, toCents } from './money';

describe('money', () => {
  it('formats cents to dollars with 2 decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(14999)).toBe('$149.99');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-1500)).toBe('-$15.00');
    expect(formatAmount(50999)).toBe('509.99');
  });

  it('rounds stray fractions of a cent and survives junk', () => {
    expect(formatCents(1999.6)).toBe('$20.00');
    expect(formatCents(Number.NaN)).toBe('$0.00');
  });

  it('turns display dollars into cents without float drift', () => {
    expect(toCents(149.99)).toBe(14999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('totals an order: subtotal + shipping + tax - discount', () => {
    expect(orderTotalCents({ subtotalCents: 14999, shippingCents: 799, taxCents: 987, discountCents: 0 })).toBe(16785);
    expect(orderTotalCents({ subtotalCents: 14999, shippingCents: 799, taxCents: 0, discountCents: 2000 })).toBe(13798);
  });

  it('shows coupons as N% off or $N off', () => {
    expect(couponDisplay('Percent', 10)).toBe('10% off');
    expect(couponDisplay('Dollars', 20)).toBe('$20 off');
  });
});
