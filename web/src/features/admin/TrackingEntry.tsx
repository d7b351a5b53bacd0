// One parcel's tracking number, in the order list and the order's detail: a field and Save until a number is
// saved, then the number with Change to correct it (each new number emails the customer once). A cancelled
// order takes none.
import { type AdminOrder, type TrackingUpdate } from '@brixilated/shop';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useSave } from './controls';
import styles from './admin.module.css';

export const TRACKING_NEEDED = 'Make sure to enter a tracking number';
export const CANCELLED_NO_TRACKING = 'Cancelled, not shipped';

type AdminSuborder = AdminOrder['suborders'][number];

export function TrackingEntry({
  order,
  sub,
  onSaved,
  idPrefix = 'tracking',
}: {
  order: AdminOrder;
  sub: AdminSuborder;
  onSaved: (o: AdminOrder) => void;
  /** Sets the list's field apart from the detail's, as both may be on the page. */
  idPrefix?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useSave();
  const id = `${idPrefix}-${order.orderNumber}-${sub.index}`;
  const shipment = order.suborders.length > 1 ? `, shipment ${sub.index + 1}` : '';

  if (order.status === 'cancelled') {
    return sub.trackingNumber ? (
      <span className={styles.tracking}>{sub.trackingNumber}</span>
    ) : (
      <span className="small muted">{CANCELLED_NO_TRACKING}</span>
    );
  }
  if (sub.trackingNumber && !editing) {
    return (
      <span className={styles.trackingSaved}>
        <span className={styles.tracking}>{sub.trackingNumber}</span>
        <button
          type="button"
          className="btn-link small"
          onClick={() => {
            setValue(sub.trackingNumber);
            setEditing(true);
          }}
        >
          Change
          <span className="visually-hidden">
            {' '}
            the tracking number of order {order.orderNumber}
            {shipment}
          </span>
        </button>
      </span>
    );
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const trackingNumber = value.trim();
    if (!trackingNumber) {
      setError(TRACKING_NEEDED);
      return;
    }
    await run(async () => {
      const { data } = await api.put<{ data: AdminOrder }>(
        `/admin/orders/${encodeURIComponent(order.orderNumber)}/suborders/${sub.index}/tracking`,
        { trackingNumber } satisfies TrackingUpdate,
      );
      setEditing(false);
      onSaved(data);
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.trackingForm}>
      <label htmlFor={id} className="visually-hidden">
        Tracking number for order {order.orderNumber}
        {shipment}
      </label>
      <div className={styles.trackingRow}>
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Tracking #"
        />
        <button type="submit" className="btn btn-sm" disabled={busy}>
          Save
        </button>
      </div>
      {editing ? (
        <button type="button" className="btn-link small" onClick={() => setEditing(false)}>
          Keep {sub.trackingNumber}
        </button>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
