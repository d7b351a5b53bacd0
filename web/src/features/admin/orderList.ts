// What the admin's order list shows beyond the spec's columns: where each order stands with the date of every
// change (placed, each parcel shipped, completed, cancelled), and which orders a search finds.
import type { AdminOrder } from '@brixilated/shop';
import { monthShortDate } from '../account';

/** The list's status word: open (still to ship), shipped (every parcel has left), complete, cancelled. */
export type ListStatus = 'open' | 'shipped' | 'complete' | 'cancelled';

export interface StatusChange {
  label: string;
  at: string | null;
}

export function listStatus(order: Pick<AdminOrder, 'status'>): ListStatus {
  switch (order.status) {
    case 'cancelled':
      return 'cancelled';
    case 'completed':
      return 'complete';
    case 'shipped':
      return 'shipped';
    default:
      return 'open';
  }
}

/** Each change of the order's status with its date, oldest first: "Placed", "Shipped" (per parcel), ... */
export function statusChanges(
  order: Pick<AdminOrder, 'date' | 'suborders' | 'completedAt' | 'cancelledAt' | 'status'>,
): StatusChange[] {
  const changes: StatusChange[] = [{ label: 'Placed', at: order.date }];
  const parcels = order.suborders.length;
  for (const sub of order.suborders) {
    if (!sub.trackingNumber) continue;
    changes.push({ label: parcels > 1 ? `Parcel ${sub.index + 1} shipped` : 'Shipped', at: sub.shippedAt });
  }
  if (order.status === 'completed') changes.push({ label: 'Completed', at: order.completedAt });
  if (order.status === 'cancelled') changes.push({ label: 'Cancelled', at: order.cancelledAt });
  return changes;
}

/** One line of a change: "Shipped Nov 29, 2026". */
export const changeText = (change: StatusChange) =>
  change.at ? `${change.label} ${monthShortDate(change.at)}` : change.label;

/** Whether the order matches what the admin typed: its number, the customer's name or email (any case). */
export function matchesSearch(
  order: Pick<AdminOrder, 'orderNumber' | 'firstName' | 'lastName' | 'email'>,
  query: string,
) {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [order.orderNumber, order.firstName, order.lastName, order.email].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
