import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@brixilated/shop';
import { changeText, listStatus, matchesSearch, statusChanges } from './orderList';

const parcel = (index: number, trackingNumber = '', shippedAt: string | null = null) =>
  ({ index, trackingNumber, shippedAt }) as AdminOrder['suborders'][number];

const order = (over: Partial<AdminOrder> = {}) =>
  ({
    orderNumber: '12345678',
    date: '2026-11-20T10:00:00.000Z',
    status: 'placed',
    completedAt: null,
    cancelledAt: null,
    suborders: [parcel(0)],
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    ...over,
  }) as AdminOrder;

describe('the admin list’s status', () => {
  it('names each status in the list’s words', () => {
    expect(['placed', 'shipped', 'completed', 'cancelled'].map((s) => listStatus({ status: s as never }))).toEqual([
      'open',
      'shipped',
      'complete',
      'cancelled',
    ]);
  });

  it('dates each change: placed, each parcel shipped, completed or cancelled', () => {
    const shipped = order({
      status: 'completed',
      completedAt: '2026-11-25T09:00:00.000Z',
      suborders: [parcel(0, '1Z1', '2026-11-22T08:00:00.000Z'), parcel(1)],
    });
    expect(statusChanges(shipped).map(changeText)).toEqual([
      'Placed Nov 20, 2026',
      'Parcel 1 shipped Nov 22, 2026',
      'Completed Nov 25, 2026',
    ]);
    const cancelled = order({ status: 'cancelled', cancelledAt: '2026-11-21T08:00:00.000Z' });
    expect(statusChanges(cancelled).map(changeText)).toEqual(['Placed Nov 20, 2026', 'Cancelled Nov 21, 2026']);
    const one = order({ status: 'shipped', suborders: [parcel(0, '1Z1', '2026-11-23T08:00:00.000Z')] });
    expect(statusChanges(one).map(changeText)).toEqual(['Placed Nov 20, 2026', 'Shipped Nov 23, 2026']);
  });
});

describe('the admin list’s search', () => {
  it('finds an order by number, name or email, in any case, every word', () => {
    const o = order();
    expect(matchesSearch(o, '')).toBe(true);
    expect(matchesSearch(o, '2345')).toBe(true);
    expect(matchesSearch(o, 'ada LOVELACE')).toBe(true);
    expect(matchesSearch(o, 'ADA@example')).toBe(true);
    expect(matchesSearch(o, 'ada hopper')).toBe(false);
    expect(matchesSearch(o, '99999999')).toBe(false);
  });
});
