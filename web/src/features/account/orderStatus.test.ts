import { describe, expect, it } from 'vitest';
import type { Order, Suborder } from '../../lib/api';
import { statusText, timeline } from './orderStatus';

const suborder = (over: Partial<Suborder> = {}): Suborder => ({
  index: 0,
  address: {
    name: 'A',
    streetAddress: '1 Main St',
    streetAddress2: '',
    city: 'Chicago',
    state: 'Illinois',
    zip: '60606',
  },
  gift: false,
  shipping: 0,
  shippingName: 'Ground Shipping',
  shippingTime: '5-7 business days',
  trackingNumber: '',
  shippedAt: null,
  items: [],
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  orderNumber: '12345678',
  date: '2026-11-20T10:00:00.000Z',
  price: 149.99,
  priceCents: 14999,
  tax: 0,
  taxCents: 0,
  shippingPrice: 9.99,
  shippingCents: 999,
  discount: 0,
  discountCents: 0,
  total: 159.98,
  totalCents: 15998,
  completed: false,
  completedAt: null,
  coupon: null,
  status: 'placed',
  cancelledAt: null,
  cancelReason: null,
  refundedCents: null,
  refundedAt: null,
  suborders: [suborder()],
  ...over,
});

describe('order status', () => {
  it('reads placed, shipped, completed and cancelled orders', () => {
    expect(statusText(order())).toBe('Placed');
    expect(statusText(order({ status: 'shipped' }))).toBe('Shipped');
    expect(statusText(order({ status: 'completed' }))).toBe('Completed');
    expect(statusText(order({ status: 'cancelled', refundedAt: '2026-11-21T00:00:00.000Z' }))).toBe(
      'Cancelled and refunded',
    );
  });

  it('puts the shipping date on the timeline once shipped', () => {
    expect(timeline(order()).map((s) => [s.label, s.done])).toEqual([
      ['Placed', true],
      ['Shipped', false],
      ['Completed', false],
    ]);
    const shipped = order({
      status: 'shipped',
      suborders: [suborder({ trackingNumber: '1Z999AA10123456784', shippedAt: '2026-11-22T09:00:00.000Z' })],
    });
    expect(timeline(shipped)[1]).toEqual({ label: 'Shipped', at: '2026-11-22T09:00:00.000Z', done: true });
  });

  it('ends a cancelled order with the refund and its reason', () => {
    const cancelled = order({
      status: 'cancelled',
      cancelledAt: '2026-11-21T08:00:00.000Z',
      refundedAt: '2026-11-21T08:00:01.000Z',
      cancelReason: 'Asked by the customer',
    });
    expect(timeline(cancelled)).toEqual([
      { label: 'Placed', at: cancelled.date, done: true },
      {
        label: 'Cancelled and refunded',
        at: '2026-11-21T08:00:01.000Z',
        done: true,
        note: 'Asked by the customer',
      },
    ]);
  });
});
