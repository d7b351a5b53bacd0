import { formatCents, type Order } from '@brixilated/shop';
import { formatOrderDate } from './dates';
import styles from './account.module.css';

/** The money box's last line once an order's payment went back: "Refunded $42.00 on November 28, 2026". */
export function Refunded({ order }: { order: Pick<Order, 'refundedCents' | 'refundedAt'> }) {
  if (order.refundedCents === null) return null;
  return (
    <p className={styles.refunded} data-testid="refunded">
      <strong>Refunded</strong> <span className="price">{formatCents(order.refundedCents)}</span>
      {order.refundedAt ? ` on ${formatOrderDate(order.refundedAt)}` : ''}
    </p>
  );
}
