// Every item ever ordered, with an editable quantity; "Add to Cart" adds the ones with an integer
// quantity above 0, then goes to the cart.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, type Order, type OrderItem } from '../../lib/api';
import { formatCents } from '../../lib/money';
import { useCart } from '../../stores/cart';
import { itemSizeText } from '../cart/CartPage';
import styles from './account.module.css';

function parseQuantity(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null;
}

export function Reorder({ orders }: { orders: Order[] | null }) {
  const navigate = useNavigate();
  const add = useCart((s) => s.add);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!orders) return <p role="status">Loading your orders...</p>;
  const items: { key: string; item: OrderItem }[] = orders.flatMap((o) =>
    o.suborders.flatMap((s) => s.items.map((item, i) => ({ key: `${o.orderNumber}-${s.index}-${i}`, item }))),
  );
  const chosen = items.filter(({ key }) => (parseQuantity(quantities[key] ?? '0') ?? 0) > 0);

  async function addToCart() {
    setBusy(true);
    setError(null);
    try {
      for (const { key, item } of chosen) {
        const quantity = parseQuantity(quantities[key] ?? '') ?? 0;
        await add({
          shape: item.shape,
          size: item.size,
          width: item.width,
          height: item.height,
          quantity,
          origImageUrl: item.origImageUrl,
          pixImageUrl: item.pixImageUrl,
          colorMap: item.colorMap,
        });
      }
      navigate('/cart');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h2>Reorder</h2>
      {items.length === 0 ? (
        <p>There is nothing to reorder yet.</p>
      ) : (
        <>
          <p className="muted">Enter how many of each Brix you would like again.</p>
          <div className="table-wrap">
            <table className="table">
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
                {items.map(({ key, item }) => {
                  const q = parseQuantity(quantities[key] ?? '0') ?? 0;
                  const id = `reorder-${key}`;
                  return (
                    <tr key={key}>
                      <td className={styles.thumbCell}>
                        <img className={styles.thumb} src={item.pixImageUrl} alt="" width={56} height={56} />
                      </td>
                      <td>{itemSizeText(item)}</td>
                      <td>
                        <label className="visually-hidden" htmlFor={id}>
                          Quantity of {item.size} {item.shape} Brix
                        </label>
                        <input
                          id={id}
                          className={styles.qty}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          value={quantities[key] ?? '0'}
                          onChange={(e) => setQuantities((prev) => ({ ...prev, [key]: e.target.value }))}
                        />
                      </td>
                      <td className="num price">{formatCents(item.priceCents * q)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {error ? (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <button type="button" className="btn btn-primary" disabled={busy || chosen.length === 0} onClick={addToCart}>
              Add to Cart
            </button>
          </div>
        </>
      )}
    </div>
  );
}
