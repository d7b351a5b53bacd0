// The order page's Cancel: within 48 hours of placing and while nothing has shipped, the customer cancels in two
// steps (the second names the amount going back to their card); later, or once shipped, the page says why not
// and how to reach support. The server checks the same rule again and answers why when it refuses.
import { CUSTOMER_CANCEL_MESSAGES, customerCancelStand, formatCents, type Order } from '@brixilated/shop';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../lib/api';
import styles from './account.module.css';

/** Whether the customer may cancel the order now, by the shop's rule. */
export function cancelStand(order: Order, now: Date) {
  return customerCancelStand(
    {
      date: order.date,
      cancelled: order.status === 'cancelled',
      shipped: order.status === 'completed' || order.suborders.some((s) => s.trackingNumber !== ''),
    },
    now,
  );
}

export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stand = cancelStand(order, new Date());
  if (stand === 'cancelled') return null;
  if (stand !== 'open') {
    return (
      <p className={`notice ${styles.cancelBox}`} data-testid="no-cancel">
        {CUSTOMER_CANCEL_MESSAGES[stand]} {CUSTOMER_CANCEL_MESSAGES.support} <Link to="/contact">Contact us</Link>
      </p>
    );
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ data: Order }>(`/orders/${encodeURIComponent(order.orderNumber)}/cancel`);
      onCancelled(data);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const refund = formatCents(order.totalCents);
  return (
    <section className={`panel ${styles.cancelBox}`} aria-label="Cancel this order">
      {!confirming ? (
        <>
          <p className="small muted">You can cancel this order until it ships, within 48 hours of placing it.</p>
          <div>
            <button type="button" className="btn btn-sm" onClick={() => setConfirming(true)}>
              Cancel this order
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            Cancel order {order.orderNumber}? The whole {refund} goes back to the card you paid with, and we email you
            when it is done.
          </p>
          <div className="cluster">
            <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => void cancel()}>
              {busy ? 'Cancelling...' : `Cancel and refund ${refund}`}
            </button>
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setConfirming(false)}>
              Keep my order
            </button>
          </div>
        </>
      )}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
