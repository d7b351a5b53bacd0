import { describe, expect, it } from 'vitest';
import { orderSummaryParts, summaryLines } from './summary';

describe('order summary', () => {
  it('totals subtotal + shipping + tax - discount to 2 decimals', () => {
    const lines = summaryLines({ subtotalCents: 14999, shippingCents: 999, taxCents: 937, discountCents: 1500 });
    expect(lines.map((l) => [l.label, l.text])).toEqual([
      ['Subtotal', '$149.99'],
      ['Shipping', '$9.99'],
      ['Tax', '$9.37'],
      ['Discount', '-$15.00'],
      ['Total', '$154.35'],
    ]);
  });

  it('hides the discount line at 0', () => {
    const lines = summaryLines({ subtotalCents: 50999, shippingCents: 2399, taxCents: 0, discountCents: 0 });
    expect(lines.map((l) => l.label)).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
    expect(lines.at(-1)?.text).toBe('$533.98');
  });

  it('never shows a negative total', () => {
    const lines = summaryLines({ subtotalCents: 1000, shippingCents: 0, taxCents: 0, discountCents: 5000 });
    expect(lines.at(-1)?.cents).toBe(0);
  });

  it('shows an order with the amounts it was placed with, its price as the subtotal', () => {
    const order = { priceCents: 14999, shippingCents: 999, taxCents: 937, discountCents: 1500, totalCents: 15435 };
    const lines = summaryLines(orderSummaryParts(order));
    expect(lines.map((l) => [l.label, l.cents])).toEqual([
      ['Subtotal', 14999],
      ['Shipping', 999],
      ['Tax', 937],
      ['Discount', -1500],
      ['Total', order.totalCents],
    ]);
  });
});
