import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, type CartItem } from '../../lib/api';
import { formatCents } from '../../lib/money';
import { useCart } from '../../stores/cart';
import { useSession } from '../../stores/session';
import styles from './cart.module.css';

export const EMPTY_CART_TEXT = "Looks like you don't have anything in your cart yet. Let's change that!";

type Sized = Pick<CartItem, 'size' | 'shape' | 'width' | 'height'>;

/** The print size in inches and centimetres (1 decimal). */
export function itemDimensions(item: Sized): string {
  const cm = (inches: number) => (inches * 2.54).toFixed(1);
  return `${item.width}" x ${item.height}" (${cm(item.width)} x ${cm(item.height)} cm)`;
}

/** "Small Square - 20" x 20" (50.8 x 50.8 cm)". */
export function itemSizeText(item: Sized): string {
  return `${item.size} ${item.shape} - ${itemDimensions(item)}`;
}

function CartRow({ item, onError }: { item: CartItem; onError: (message: string | null) => void }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);
  const [typed, setTyped] = useState(String(item.quantity));
  const inputId = `cart-qty-${item.id}`;

  useEffect(() => setTyped(String(item.quantity)), [item.quantity]);

  // The cart updates only when the value parses as an integer; 0 removes the item.
  function change(value: string) {
    setTyped(value);
    if (!/^\s*\d+\s*$/.test(value)) return;
    const quantity = Number.parseInt(value, 10);
    if (quantity === item.quantity) return;
    onError(null);
    setQuantity(item.id, quantity).catch((err) => onError(errorMessage(err)));
  }

  return (
    <tr>
      <td className={styles.thumbCell}>
        <img className={styles.thumb} src={item.pixImageUrl} alt={`Your ${item.size} ${item.shape} Brix`} width={72} height={72} />
      </td>
      <td>
        <span className={styles.size}>
          {item.size} {item.shape}
        </span>
        <span className={styles.dims}>{itemDimensions(item)}</span>
        <button
          type="button"
          className={`btn-link ${styles.delete}`}
          onClick={() => {
            onError(null);
            remove(item.id).catch((err) => onError(errorMessage(err)));
          }}
          aria-label={`Delete ${item.size} ${item.shape} Brix`}
        >
          Delete
        </button>
      </td>
      <td>
        <label className="visually-hidden" htmlFor={inputId}>
          Quantity of {item.size} {item.shape} Brix
        </label>
        <input
          id={inputId}
          className={styles.qty}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed}
          onChange={(e) => change(e.target.value)}
        />
      </td>
      <td className="num price">{formatCents(item.priceCents * item.quantity)}</td>
    </tr>
  );
}

export default function CartPage() {
  const navigate = useNavigate();
  const sessionStatus = useSession((s) => s.status);
  const { items, subtotalCents, status, error, notice, load } = useCart();
  const [rowError, setRowError] = useState<string | null>(null);

  useEffect(() => {
    if (sessionStatus !== 'loading') void load();
  }, [sessionStatus, load]);

  const loading = status === 'idle' || status === 'loading' || sessionStatus === 'loading';

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">Review your order</h1>
      {rowError || (status === 'error' && error) ? (
        <p className="notice notice-error" role="alert">
          {rowError || error}
        </p>
      ) : null}
      {notice ? (
        <p className="notice notice-warning" role="status">
          {notice}
        </p>
      ) : null}
      {loading && items.length === 0 ? (
        <p role="status">Loading your cart...</p>
      ) : items.length === 0 ? (
        <div className={`panel ${styles.empty}`}>
          <p>{EMPTY_CART_TEXT}</p>
          <Link to="/order" className="btn btn-accent btn-lg">
            Start Order
          </Link>
        </div>
      ) : (
        <>
          <div className="table-wrap">
            <table className={`table ${styles.table}`}>
              <caption className="visually-hidden">Items in your cart</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Picture</span>
                  </th>
                  <th scope="col">Size</th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <CartRow key={item.id} item={item} onError={setRowError} />
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className={styles.totalLabel}>
                    Total
                  </th>
                  <td className="num price" data-testid="cart-total">
                    {formatCents(subtotalCents)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="small muted">Shipping and tax are added at checkout.</p>
          <div className={`cluster ${styles.actions}`}>
            <Link to="/order" className="btn">
              Keep Shopping
            </Link>
            <button type="button" className="btn btn-primary" disabled={subtotalCents <= 0} onClick={() => navigate('/checkout')}>
              Checkout
            </button>
          </div>
        </>
      )}
    </div>
  );
}
