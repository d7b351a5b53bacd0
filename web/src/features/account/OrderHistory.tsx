import { Link } from 'react-router-dom';
import type { Order } from '../../lib/api';
import type { SelectedSuborder } from './AccountPage';
import { ItemThumb } from '../cart';
import { formatOrderDate } from './dates';
import styles from './account.module.css';
import { NothingYet } from './NothingYet';

export const NO_ORDERS = "Looks like you don't have any orders yet!";

export function OrderHistory({ orders, onOpen }: { orders: Order[] | null; onOpen: (s: SelectedSuborder) => void }) {
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
            </tr>
          </thead>
          <tbody>
            {rows.map(({ order, sub }) => {
              const first = sub.items[0];
              const open = () => onOpen({ orderNumber: order.orderNumber, suborderIndex: sub.index });
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
