// The customer's account: a menu (a dropdown on small screens) with Order History, Reorder, My Designs, Edit
// My Account, and Order Details (opened from a history row). Starts on Order History, or on the view a link
// asked for (`{ view }` as the navigation's state: Save design's "See My designs").
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api, type Order } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { useSession } from '../../stores/session';
import { EditAccount } from './EditAccount';
import { MyDesigns } from './MyDesigns';
import { OrderDetails } from './OrderDetails';
import { OrderHistory } from './OrderHistory';
import { Reorder } from './Reorder';
import styles from './account.module.css';
import { RetryNotice } from '../../components/RetryNotice';

export type AccountView = 'history' | 'reorder' | 'designs' | 'edit' | 'details';
const MENU: { view: Exclude<AccountView, 'details'>; label: string }[] = [
  { view: 'history', label: 'View My Order History' },
  { view: 'reorder', label: 'Reorder' },
  { view: 'designs', label: 'My Designs' },
  { view: 'edit', label: 'Edit My Account' },
];

/** The menu view a link asked to open with, if any. */
function requestedView(state: unknown): AccountView | null {
  const view = (state as { view?: unknown } | null)?.view;
  return MENU.find((m) => m.view === view)?.view ?? null;
}

export interface SelectedSuborder {
  orderNumber: string;
  suborderIndex: number;
}

export default function AccountPage() {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const [view, setView] = useState<AccountView>(() => requestedView(location.state) ?? 'history');
  const [selected, setSelected] = useState<SelectedSuborder | null>(null);

  // The customer's orders, asked for once they are known (again for another customer).
  const userId = user?._id;
  const {
    data: orders,
    error: ordersError,
    retry: loadOrders,
  } = useAnswer(
    () => (userId ? api.get<{ data: Order[] }>('/orders').then((a) => a.data) : Promise.resolve(null)),
    userId ?? '',
  );

  if (!user) {
    return (
      <div className="page">
        <p role="status">Loading your account...</p>
      </div>
    );
  }

  const order = selected ? orders?.find((o) => o.orderNumber === selected.orderNumber) : undefined;
  const menuValue = view === 'details' ? 'history' : view;

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">Hi, {user.firstName}!</h1>
      <div className={styles.layout}>
        <aside className={styles.menu}>
          <nav aria-label="Account pages">
            <ul className={styles.menuList}>
              {MENU.map((m) => (
                <li key={m.view}>
                  <button
                    type="button"
                    className={menuValue === m.view ? `${styles.menuItem} ${styles.menuActive}` : styles.menuItem}
                    aria-current={menuValue === m.view ? 'page' : undefined}
                    onClick={() => setView(m.view)}
                  >
                    {m.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`field ${styles.menuSelect}`}>
            <label htmlFor="account-menu">Account menu</label>
            <select id="account-menu" value={menuValue} onChange={(e) => setView(e.target.value as AccountView)}>
              {MENU.map((m) => (
                <option key={m.view} value={m.view}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <Link to="/contact" className={`btn ${styles.help}`}>
            Need a little help?
          </Link>
        </aside>
        <section className={styles.content}>
          {ordersError && (view === 'history' || view === 'reorder' || view === 'details') ? (
            <RetryNotice message={ordersError} onRetry={loadOrders} />
          ) : null}
          {view === 'history' ? (
            <OrderHistory
              orders={orders}
              onOpen={(s) => {
                setSelected(s);
                setView('details');
              }}
            />
          ) : null}
          {view === 'reorder' ? <Reorder orders={orders} /> : null}
          {view === 'designs' ? <MyDesigns /> : null}
          {view === 'edit' ? <EditAccount user={user} /> : null}
          {view === 'details' && order && selected ? (
            <OrderDetails order={order} suborderIndex={selected.suborderIndex} onBack={() => setView('history')} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
