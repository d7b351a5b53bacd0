// All orders, newest first, filtered open (default), complete, cancelled or all, and searched by order number,
// customer name or email. Each filter's list is cached after its first load; changing an order reloads the
// current view and drops the others.
import { ORDER_FILTERS, type OrderFilter } from '@brixilated/shop';
import { Fragment, useState } from 'react';
import { api, type AdminOrder } from '../../lib/api';
import { FormMessage } from '../../components/forms';
import { AdminTable } from './controls';
import { Filters } from './Filters';
import { OrderDetail } from './OrderDetail';
import { OrderPickList } from './OrderPickList';
import { matchesSearch } from './orderList';
import { ORDER_COLUMNS, OrderRow } from './OrderRow';
import { useFilteredList } from './useFilteredList';
import styles from './admin.module.css';

/** The order's look in the list that its detail follows: a change there (a tracking number) loads the detail again. */
const revision = (o: AdminOrder) =>
  [o.status, o.completed, ...o.suborders.map((s) => s.trackingNumber), o.refundedAt].join('|');

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
  const [search, setSearch] = useState('');

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

  const shown = orders?.filter((o) => matchesSearch(o, search)) ?? null;

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <Filters name="order-filter" label="Show orders" options={ORDER_FILTERS} value={filter} onChange={setFilter} />
        <label className={styles.search}>
          <span className="visually-hidden">Search orders</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Order #, name or email"
          />
        </label>
      </div>
      <FormMessage error={error} />
      {!orders || !shown ? (
        !error ? (
          <p role="status">Loading orders...</p>
        ) : null
      ) : shown.length === 0 ? (
        <p className="muted">
          {orders.length === 0
            ? `No ${filter === 'all' ? '' : `${filter} `}orders.`
            : `No ${filter === 'all' ? '' : `${filter} `}order matches “${search.trim()}”.`}
        </p>
      ) : (
        <AdminTable caption={`Orders (${filter})`}>
          <thead>
            <tr>
              <th scope="col">Order Date</th>
              <th scope="col">Order #</th>
              <th scope="col" className={styles.wideCol}>
                Status
              </th>
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
              {['Price', 'Shipping Price', 'Tax', 'Discount', 'Total'].map((label) => (
                <th key={label} scope="col" className={`${styles.moneyCol} num`}>
                  {label}
                </th>
              ))}
              <th scope="col" className={`${styles.moneyStack} num`}>
                Amounts
              </th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((o) => {
              const open = picking === o.orderNumber;
              const detailOpen = detailed === o.orderNumber;
              return (
                <Fragment key={o.orderNumber}>
                  <OrderRow
                    order={o}
                    picking={open}
                    detailed={detailOpen}
                    onPick={() => setPicking(open ? null : o.orderNumber)}
                    onDetail={() => setDetailed(detailOpen ? null : o.orderNumber)}
                    onCompleted={(completed) => void toggleCompleted(o, completed)}
                    onSaved={replace}
                  />
                  {detailOpen ? (
                    <tr id={`detail-${o.orderNumber}`} className={styles.pickRow}>
                      <td colSpan={ORDER_COLUMNS}>
                        <OrderDetail
                          orderNumber={o.orderNumber}
                          revision={revision(o)}
                          // The row shows the change at once; the open list drops it on its next load.
                          onChanged={replace}
                        />
                      </td>
                    </tr>
                  ) : null}
                  {open ? (
                    <tr id={`pick-${o.orderNumber}`} className={styles.pickRow}>
                      <td colSpan={ORDER_COLUMNS}>
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
