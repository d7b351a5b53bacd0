// One order's row of the admin's list: date, number with Pick list and Details, status with the date of each
// change, tracking numbers, customer, receivers with their shipping option, Brix count, the money columns
// (apart on a wide screen, stacked in one cell below 1400px) and Completed.
import { formatCents, type AdminOrder } from '@brixilated/shop';
import { formatPhone } from '../../components/forms';
import { formatOrderDate } from '../account';
import { RowSwitch } from './controls';
import { changeText, listStatus, statusChanges, type ListStatus } from './orderList';
import { TrackingEntry } from './TrackingEntry';
import styles from './admin.module.css';

/**
 * The money of an order as the list shows it: Price is the subtotal (the spec's entity), Total what was charged;
 * `short` is the label in the stacked cell of a narrower screen.
 */
export function moneyColumns(o: AdminOrder): { label: string; short: string; text: string }[] {
  return [
    { label: 'Price', short: 'Price', text: formatCents(o.priceCents) },
    { label: 'Shipping Price', short: 'Ship.', text: formatCents(o.shippingCents) },
    { label: 'Tax', short: 'Tax', text: formatCents(o.taxCents) },
    {
      label: 'Discount',
      short: 'Disc.',
      text: o.discountCents > 0 ? `-${formatCents(o.discountCents)}` : formatCents(0),
    },
    { label: 'Total', short: 'Total', text: formatCents(o.totalCents) },
  ];
}

export const ORDER_COLUMNS = 15;

const STATUS_LOOKS: Record<ListStatus, string | undefined> = {
  open: styles.statusOpen,
  shipped: styles.statusShipped,
  complete: styles.statusComplete,
  cancelled: styles.statusCancelled,
};

export function OrderRow({
  order: o,
  picking,
  detailed,
  onPick,
  onDetail,
  onCompleted,
  onSaved,
}: {
  order: AdminOrder;
  picking: boolean;
  detailed: boolean;
  onPick: () => void;
  onDetail: () => void;
  onCompleted: (completed: boolean) => void;
  onSaved: (o: AdminOrder) => void;
}) {
  const brixCount = o.suborders.reduce((n, s) => n + s.items.reduce((m, i) => m + i.quantity, 0), 0);
  const status = listStatus(o);
  const money = moneyColumns(o);
  return (
    <tr data-order={o.orderNumber}>
      <td>{formatOrderDate(o.date)}</td>
      <td className="price">
        {o.orderNumber || 'No order # found'}
        <button
          type="button"
          className={`btn btn-sm ${styles.pickButton}`}
          aria-expanded={picking}
          aria-controls={picking ? `pick-${o.orderNumber}` : undefined}
          onClick={onPick}
        >
          Pick list<span className="visually-hidden"> for order {o.orderNumber}</span>
        </button>
        <button
          type="button"
          className={`btn btn-sm ${styles.pickButton}`}
          aria-expanded={detailed}
          aria-controls={detailed ? `detail-${o.orderNumber}` : undefined}
          onClick={onDetail}
        >
          Details<span className="visually-hidden"> of order {o.orderNumber}</span>
        </button>
        {o.status === 'cancelled' ? <span className={`small ${styles.cancelledTag}`}>Cancelled</span> : null}
      </td>
      <td className={styles.wideCol} data-testid="order-status">
        <span className={`${styles.status} ${STATUS_LOOKS[status]}`}>{status}</span>
        {statusChanges(o).map((change) => (
          <span key={change.label} className="small muted">
            {changeText(change)}
          </span>
        ))}
      </td>
      <td className={styles.wideCol}>
        {o.suborders.map((s) => (
          <TrackingEntry key={s.index} order={o} sub={s} onSaved={onSaved} />
        ))}
      </td>
      <td>
        <span className={styles.customer}>
          {o.firstName} {o.lastName}
        </span>
        <span className="small muted">{o.email}</span>
        {o.phone ? <span className="small muted">{formatPhone(String(o.phone))}</span> : null}
      </td>
      <td className={styles.wideCol}>
        {o.suborders.map((s) => (
          <span key={s.index} className={styles.receiver}>
            {s.address?.name}
            <span className="small muted">
              {s.address ? `${s.address.city}, ${s.address.state} ${s.address.zip}` : ''}
              {s.gift ? ' (gift)' : ''}
            </span>
            <span className="small muted" data-testid="shipping-option">
              {s.shippingName}
            </span>
          </span>
        ))}
      </td>
      <td className={`${styles.wideCol} num`}>{brixCount}</td>
      {money.map((m) => (
        <td key={m.label} className={`${styles.moneyCol} num price`} data-money={m.label}>
          {m.text}
        </td>
      ))}
      <td className={`${styles.moneyStack} num price`}>
        <dl className={styles.moneyList}>
          {money.map((m) => (
            <div key={m.label}>
              <dt>
                <abbr title={m.label}>{m.short}</abbr>
              </dt>
              <dd>{m.text}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td>
        <RowSwitch checked={o.completed} label={`Order ${o.orderNumber} completed`} onChange={onCompleted} />
      </td>
    </tr>
  );
}
