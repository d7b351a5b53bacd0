// The customer's account: a menu (a dropdown on small screens) with Order History, Reorder, My Designs, Edit
// My Account, and Order Details, which is the order's own page (/account/orders/{orderNumber}, opened from a
// history row or an email). Starts on Order History, or on the view a link asked for (`{ view }` as the
// navigation's state: Save design's "See My designs").
import { orderPagePath } from '@brixilated/shop';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { api, ApiError, type Order } from '../../lib/api';
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

type OrderAnswer = { number: string } & ({ order: Order } | { missing: string });

/** One order, asked of the server: another customer's number answers as a missing one does. */
function OrderPage({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { data, setData, error, retry } = useAnswer<OrderAnswer>(
    () =>
      api
        .get<{ data: Order }>(`/orders/${encodeURIComponent(orderNumber)}`)
        .then((a): OrderAnswer => ({ number: orderNumber, order: a.data }))
        .catch((err: unknown): OrderAnswer => {
          if (err instanceof ApiError && err.status === 404) return { number: orderNumber, missing: err.message };
          throw err;
        }),
    orderNumber,
  );
  // The answer for the order asked before, while this one's is on its way, is not shown.
  const answer = data?.number === orderNumber ? data : null;
  const back = (
    <div>
      <button type="button" className="btn" onClick={onBack}>
        Go back to Order History
      </button>
    </div>
  );
  if (error || (answer && 'missing' in answer)) {
    return (
      <div className="stack">
        <h2>Order Details</h2>
        {answer && 'missing' in answer ? (
          <p className="notice notice-error" role="alert">
            {answer.missing}
          </p>
        ) : (
          <RetryNotice message={error} onRetry={retry} />
        )}
        {back}
      </div>
    );
  }
  if (!answer || !('order' in answer)) return <p role="status">Loading your order...</p>;
  return (
    <OrderDetails order={answer.order} onBack={onBack} onChanged={(order) => setData({ number: orderNumber, order })} />
  );
}

export default function AccountPage() {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const navigate = useNavigate();
  const { orderNumber } = useParams();
  const [chosen, setView] = useState<AccountView>(() => requestedView(location.state) ?? 'history');
  const view: AccountView = orderNumber ? 'details' : chosen;
  // On an order's page the menu leads back to the account's own address.
  const show = (next: AccountView) => (orderNumber ? navigate('/account', { state: { view: next } }) : setView(next));

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
                    onClick={() => show(m.view)}
                  >
                    {m.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`field ${styles.menuSelect}`}>
            <label htmlFor="account-menu">Account menu</label>
            <select id="account-menu" value={menuValue} onChange={(e) => show(e.target.value as AccountView)}>
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
          {ordersError && (view === 'history' || view === 'reorder') ? (
            <RetryNotice message={ordersError} onRetry={loadOrders} />
          ) : null}
          {view === 'history' ? (
            <OrderHistory orders={orders} onOpen={(number) => navigate(orderPagePath(number))} />
          ) : null}
          {view === 'reorder' ? <Reorder orders={orders} /> : null}
          {view === 'designs' ? <MyDesigns /> : null}
          {view === 'edit' ? <EditAccount user={user} /> : null}
          {view === 'details' && orderNumber ? (
            <OrderPage orderNumber={orderNumber} onBack={() => navigate('/account')} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
