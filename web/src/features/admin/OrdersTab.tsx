// All orders, newest first, filtered open (default), complete or all. Each filter's list is cached after
// its first load; changing an order reloads the current view and drops the others.
import { ORDER_FILTERS, type OrderFilter, type TrackingUpdate } from '@brixilated/shop';
import { Fragment, useState } from 'react';
import { api, type AdminOrder } from '../../lib/api';
import { formatCents } from '@brixilated/shop';
import { FormMessage, formatPhone } from '../../components/forms';
import { formatOrderDate } from '../account';
import { AdminTable, RowSwitch, useSave } from './controls';
import { Filters } from './Filters';
import { OrderDetail } from './OrderDetail';
import { OrderPickList } from './OrderPickList';
import { useFilteredList } from './useFilteredList';
import styles from './admin.module.css';

export const TRACKING_NEEDED = 'Make sure to enter a tracking number';

type AdminSuborder = AdminOrder['suborders'][number];

function TrackingEntry({
  order,
  sub,
  onSaved,
}: {
  order: AdminOrder;
  sub: AdminSuborder;
  onSaved: (o: AdminOrder) => void;
}) {
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useSave();
  const id = `tracking-${order.orderNumber}-${sub.index}`;

  if (sub.trackingNumber) return <span className={styles.tracking}>{sub.trackingNumber}</span>;

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
      onSaved(data);
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.trackingForm}>
      <label htmlFor={id} className="visually-hidden">
        Tracking number for order {order.orderNumber}
        {order.suborders.length > 1 ? `, shipment ${sub.index + 1}` : ''}
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
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function OrdersTab() {
  const {
    filter,
    setFilter,
    items: orders,
    setItems: setOrders,
    error,
    forget,
    change,
  } = useFilteredList<OrderFilter, AdminOrder>('/admin/orders', 'open');
  const [picking, setPicking] = useState<string | null>(null);
  const [detailed, setDetailed] = useState<string | null>(null);

  const toggleCompleted = (order: AdminOrder, completed: boolean) =>
    change(
      (o) => o.orderNumber === order.orderNumber,
      { completed },
      () =>
        api.put(`/admin/orders/${encodeURIComponent(order.orderNumber)}/completed`, { completed } satisfies {
          completed: boolean;
        }),
    );

  function replace(updated: AdminOrder) {
    forget();
    setOrders((list) => list?.map((o) => (o.orderNumber === updated.orderNumber ? updated : o)) ?? null);
  }

  return (
    <div className="stack">
      <Filters name="order-filter" label="Show orders" options={ORDER_FILTERS} value={filter} onChange={setFilter} />
      <FormMessage error={error} />
      {!orders ? (
        !error ? (
          <p role="status">Loading orders...</p>
        ) : null
      ) : orders.length === 0 ? (
        <p className="muted">No {filter === 'all' ? '' : `${filter} `}orders.</p>
      ) : (
        <AdminTable caption={`Orders (${filter})`}>
          <thead>
            <tr>
              <th scope="col">Order Date</th>
              <th scope="col">Order #</th>
              <th scope="col" className={styles.wideCol}>
                Tracking #
              </th>
              <th scope="col">Customer</th>
              <th scope="col" className={styles.wideCol}>
                Receiver(s)
              </th>
              <th scope="col" className={`${styles.wideCol} num`}>
                # of Brix
              </th>
              <th scope="col" className={`${styles.wideCol} num`}>
                Price
              </th>
              <th scope="col" className={`${styles.wideCol} num`}>
                Shipping Price
              </th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => {
              const brixCount = o.suborders.reduce((n, s) => n + s.items.reduce((m, i) => m + i.quantity, 0), 0);
              const open = picking === o.orderNumber;
              const detailOpen = detailed === o.orderNumber;
              return (
                <Fragment key={o.orderNumber}>
                  <tr data-order={o.orderNumber}>
                    <td>{formatOrderDate(o.date)}</td>
                    <td className="price">
                      {o.orderNumber || 'No order # found'}
                      <button
                        type="button"
                        className={`btn btn-sm ${styles.pickButton}`}
                        aria-expanded={open}
                        aria-controls={open ? `pick-${o.orderNumber}` : undefined}
                        onClick={() => setPicking(open ? null : o.orderNumber)}
                      >
                        Pick list<span className="visually-hidden"> for order {o.orderNumber}</span>
                      </button>
                      <button
                        type="button"
                        className={`btn btn-sm ${styles.pickButton}`}
                        aria-expanded={detailOpen}
                        aria-controls={detailOpen ? `detail-${o.orderNumber}` : undefined}
                        onClick={() => setDetailed(detailOpen ? null : o.orderNumber)}
                      >
                        Details<span className="visually-hidden"> of order {o.orderNumber}</span>
                      </button>
                      {o.status === 'cancelled' ? (
                        <span className={`small ${styles.cancelledTag}`}>Cancelled</span>
                      ) : null}
                    </td>
                    <td className={styles.wideCol}>
                      {o.suborders.map((s) => (
                        <TrackingEntry key={s.index} order={o} sub={s} onSaved={replace} />
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
                        </span>
                      ))}
                    </td>
                    <td className={`${styles.wideCol} num`}>{brixCount}</td>
                    {/* What the customer paid: after the discount, with shipping and tax. */}
                    <td className={`${styles.wideCol} num price`}>{formatCents(o.totalCents)}</td>
                    <td className={`${styles.wideCol} num price`}>{formatCents(o.shippingCents)}</td>
                    <td>
                      <RowSwitch
                        checked={o.completed}
                        label={`Order ${o.orderNumber} completed`}
                        onChange={(completed) => void toggleCompleted(o, completed)}
                      />
                    </td>
                  </tr>
                  {detailOpen ? (
                    <tr id={`detail-${o.orderNumber}`} className={styles.pickRow}>
                      <td colSpan={9}>
                        <OrderDetail
                          orderNumber={o.orderNumber}
                          // The row shows the change at once; the open list drops it on its next load.
                          onChanged={replace}
                        />
                      </td>
                    </tr>
                  ) : null}
                  {open ? (
                    <tr id={`pick-${o.orderNumber}`} className={styles.pickRow}>
                      <td colSpan={9}>
                        <OrderPickList orderNumber={o.orderNumber} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </AdminTable>
      )}
    </div>
  );
}
