import { describe, expect, it } from 'vitest';
import { centsToDollars, formatCents, shareOfCents } from '@brixilated/shop';
import { shippingCostCents, shippingQuotes, zoneFactorPercent } from '../src/domain/shipping.ts';
import { isIllinoisZip, shipsToIllinois, taxCents } from '../src/domain/tax.ts';
import { discountCents } from '../src/domain/discount.ts';

describe('rounding: half-up on cents, in integers', () => {
  it('rounds a half cent up and anything below it down', () => {
    expect(shareOfCents(8, 625, 10_000)).toBe(1); // 0.5 cent -> 1
    expect(shareOfCents(7, 625, 10_000)).toBe(0); // 0.4375 cent -> 0
    expect(shareOfCents(24, 625, 10_000)).toBe(2); // 1.5 cents -> 2
    expect(shareOfCents(23, 625, 10_000)).toBe(1); // 1.4375 cents -> 1
    expect(shareOfCents(1000, 115, 100)).toBe(1150);
    expect(shareOfCents(999, 115, 100)).toBe(1149); // 1148.85 -> 1149
    expect(shareOfCents(1, 1, 2)).toBe(1); // exactly half
    expect(shareOfCents(-1, 1, 2)).toBe(-1); // mirrored for negatives
  });

  it('is exact where floating point is not', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point; the integer rule still rounds half up.
    expect(shareOfCents(1005, 1, 10)).toBe(101); // 100.5 -> 101
    expect(shareOfCents(50999, 1000, 10_000)).toBe(5100); // 10% of $509.99 = $50.999 -> $51.00
  });

  it('refuses fractions of a cent as input', () => {
    expect(() => shareOfCents(10.5, 1, 2)).toThrow(RangeError);
  });

  it('formats dollars for people and for the wire', () => {
    expect(centsToDollars(50999)).toBe(509.99);
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-2000)).toBe('-$20.00');
  });
});

describe('shipping', () => {
  it('has a zone factor by the first digit of the ZIP', () => {
    expect(zoneFactorPercent('60601')).toBe(100);
    for (const zip of ['30301', '40202', '55401', '73301']) expect(zoneFactorPercent(zip)).toBe(115);
    for (const zip of ['02108', '10001', '20001', '80202', '94105']) expect(zoneFactorPercent(zip)).toBe(130);
    expect(() => zoneFactorPercent('6060')).toThrow();
  });

  it('prices the three options by plates and zone', () => {
    // 4 plates to Chicago: 7.99 + 4 x 0.50; 14.99 + 4 x 1.00; 29.99 + 4 x 2.00
    expect(shippingQuotes(4, '60601')).toEqual([
      { index: 0, name: 'Ground Shipping', time: '5-7 business days', costCents: 999 },
      { index: 1, name: 'Priority Shipping', time: '2-3 business days', costCents: 1899 },
      { index: 2, name: 'Priority Express', time: '1-2 business days', costCents: 3799 },
    ]);
    // 16 plates to New York: (7.99 + 8.00) x 1.3 = 20.787 -> 20.79
    expect(shippingCostCents(0, 16, '10001')).toBe(2079);
    // 9 plates to Atlanta: (14.99 + 9.00) x 1.15 = 27.5885 -> 27.59
    expect(shippingCostCents(1, 9, '30301')).toBe(2759);
    // 2 plates to Denver: (29.99 + 4.00) x 1.3 = 44.187 -> 44.19
    expect(shippingCostCents(2, 2, '80202')).toBe(4419);
  });
});

describe('tax', () => {
  it('is 6.25% of subtotal minus discount, only in Illinois', () => {
    expect(taxCents(14999, 0, true)).toBe(937); // 937.4375 -> 937
    expect(taxCents(14999, 1500, true)).toBe(844); // 13499 x 0.0625 = 843.6875 -> 844
    expect(taxCents(14999, 0, false)).toBe(0);
    expect(taxCents(1000, 5000, true)).toBe(0); // never negative
  });

  it('knows Illinois by state name or by ZIP', () => {
    expect(shipsToIllinois({ state: 'Illinois', zip: '10001' })).toBe(true);
    expect(shipsToIllinois({ state: 'illinois' })).toBe(true);
    expect(shipsToIllinois({ state: 'Indiana', zip: '60601' })).toBe(false);
    expect(shipsToIllinois({ zip: '62701' })).toBe(true);
    expect(isIllinoisZip('60601')).toBe(true);
    expect(isIllinoisZip('63101')).toBe(false); // St. Louis, Missouri
  });
});

describe('coupon discount', () => {
  it('takes a percent of the subtotal, rounded half-up', () => {
    expect(discountCents(14999, { code: 'WELCOME10', type: 'Percent', quantity: 10 })).toBe(1500); // 1499.9 -> 1500
    expect(discountCents(50999, { code: 'X', type: 'Percent', quantity: 5 })).toBe(2550); // 2549.95 -> 2550
    expect(discountCents(14999, { code: 'ALL', type: 'Percent', quantity: 100 })).toBe(14999);
  });

  it('takes whole dollars off, never more than the subtotal', () => {
    expect(discountCents(14999, { code: 'TAKE20', type: 'Dollars', quantity: 20 })).toBe(2000);
    expect(discountCents(14999, { code: 'BIG', type: 'Dollars', quantity: 500 })).toBe(14999);
    expect(discountCents(14999, null)).toBe(0);
  });
});
