// Order History: a row per parcel with its picture, date, order number, status and the total paid; a row
// opens the order's page.
import { formatCents } from '@brixilated/shop';
import { Link } from 'react-router';
import type { Order } from '../../lib/api';
import { ItemThumb } from '../cart';
import { formatOrderDate } from './dates';
import { statusText } from './orderStatus';
import styles from './account.module.css';
import { NothingYet } from './NothingYet';

export const NO_ORDERS = "Looks like you don't have any orders yet!";

export function OrderHistory({ orders, onOpen }: { orders: Order[] | null; onOpen: (orderNumber: string) => void }) {
  if (!orders) return <p role="status">Loading your orders...</p>;
  if (orders.length === 0) return <NothingYet title="Order History" text={NO_ORDERS} action="Let's Change That" />;
  const rows = orders.flatMap((order) => order.suborders.map((sub) => ({ order, sub })));
  return (
    <div className="stack">
      <h2>Order History</h2>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Your orders; choose an order number to see its details</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Picture</span>
              </th>
              <th scope="col">Date</th>
              <th scope="col">Order #</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ order, sub }) => {
              const first = sub.items[0];
              const open = () => onOpen(order.orderNumber);
              return (
                <tr key={`${order.orderNumber}-${sub.index}`} className={styles.clickRow} onClick={open}>
                  <ItemThumb src={first?.pixImageUrl} compact />
                  <td>{formatOrderDate(order.date)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn-link"
                      onClick={(e) => {
                        e.stopPropagation();
                        open();
                      }}
                    >
                      {order.orderNumber || 'No order # found'}
                    </button>
                  </td>
                  <td className={styles.statusCell}>{statusText(order)}</td>
                  <td className="num price">{formatCents(order.totalCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Link to="/order" className="btn btn-accent">
          Start Another Order
        </Link>
      </div>
    </div>
  );
}
