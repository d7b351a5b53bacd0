// How an order's status reads to its customer: one word in the history, and a timeline on the order page
// (placed, shipped with the parcel's tracking number, completed; or placed, then cancelled and refunded).
import type { Order } from '../../lib/api';

/** The history's status text. */
export function statusText(order: Pick<Order, 'status' | 'refundedAt'>): string {
  switch (order.status) {
    case 'cancelled':
      return order.refundedAt ? 'Cancelled and refunded' : 'Cancelled';
    case 'completed':
      return 'Completed';
    case 'shipped':
      return 'Shipped';
    default:
      return 'Placed';
  }
}

export interface TimelineStep {
  label: string;
  /** When it happened (ISO), when known. */
  at: string | null;
  done: boolean;
  /** The reason the shop gave for cancelling, shown under the step as "Reason given". */
  note?: string;
}

/** The steps of the order page's timeline, in order. */
export function timeline(order: Order): TimelineStep[] {
  const placed: TimelineStep = { label: 'Placed', at: order.date, done: true };
  if (order.status === 'cancelled') {
    return [
      placed,
      {
        label: statusText(order),
        at: order.refundedAt ?? order.cancelledAt,
        done: true,
        note: order.cancelReason ?? undefined,
      },
    ];
  }
  const shippedDates = order.suborders.map((s) => s.shippedAt).filter((d): d is string => d !== null);
  const shipped = order.status === 'shipped' || order.status === 'completed';
  return [
    placed,
    { label: 'Shipped', at: shipped ? (shippedDates.sort().at(-1) ?? null) : null, done: shipped },
    {
      label: 'Completed',
      at: order.status === 'completed' ? order.completedAt : null,
      done: order.status === 'completed',
    },
  ];
}
