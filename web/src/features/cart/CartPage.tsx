import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/forms';
import { errorMessage, type CartItem } from '../../lib/api';
import { brixSizeName, formatCents, inchesToPlates, kitFacts } from '@brixilated/shop';
import { KitFactsLine } from '../../components/KitFacts';
import { useCart } from '../../stores/cart';
import { useSession } from '../../stores/session';
import styles from './cart.module.css';
import { chooseQuantity, finishText, itemDimensions, ItemRow, ItemTable, QuantityInput } from './ItemTable';
import { skippedCartLines, skippedCartTitle } from './skipped';

export const EMPTY_CART_TEXT = "Looks like you don't have anything in your cart yet. Let's change that!";

function CartRow({ item, onError }: { item: CartItem; onError: (message: string | null) => void }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);
  const [typed, setTyped] = useState(String(item.quantity));

  useEffect(() => setTyped(String(item.quantity)), [item.quantity]);

  // The cart updates only when the value parses as an integer; 0 removes the item, and more than the most
  // allowed keeps the most, said once. A value that is fine clears what was said before.
  function change(value: string) {
    const { quantity, note } = chooseQuantity(value);
    setTyped(note === null ? value : String(quantity));
    if (quantity === null) return;
    onError(note);
    if (quantity === item.quantity) return;
    setQuantity(item.id, quantity).catch((err) => onError(errorMessage(err)));
  }

  return (
    <ItemRow
      item={item}
      thumbAlt={`Your ${brixSizeName(item)} Brix`}
      thumbLink={
        item.recipe
          ? {
              to: `/order?item=${encodeURIComponent(item.id)}`,
              label: `Open your ${brixSizeName(item)} Brix again`,
            }
          : undefined
      }
      size={
        <>
          <span className={styles.size}>{brixSizeName(item)}</span>
          <span className={styles.dims}>{itemDimensions(item)}</span>
          {finishText(item) ? <span className={styles.dims}>{finishText(item)}</span> : null}
          <KitFactsLine facts={kitFacts(inchesToPlates(item.width), inchesToPlates(item.height), item.colorCounts)} />
          <button
            type="button"
            className={`btn-link ${styles.delete}`}
            onClick={() => {
              onError(null);
              remove(item.id).catch((err) => onError(errorMessage(err)));
            }}
            aria-label={`Delete ${brixSizeName(item)} Brix`}
          >
            Delete
          </button>
        </>
      }
      quantity={<QuantityInput id={`cart-qty-${item.id}`} item={item} value={typed} onChange={change} />}
      amountCents={item.priceCents * item.quantity}
    />
  );
}

export default function CartPage() {
  const navigate = useNavigate();
  const sessionStatus = useSession((s) => s.status);
  const skippedByLogin = useSession((s) => s.skippedCart);
  const clearSkippedCart = useSession((s) => s.clearSkippedCart);
  // What the last login could not keep is said here once: kept while the page is open, forgotten by the store.
  const [skippedCart, setSkippedCart] = useState(skippedByLogin);
  const { items, subtotalCents, status, error, notice, load } = useCart();
  const [rowError, setRowError] = useState<string | null>(null);

  useEffect(() => {
    if (sessionStatus !== 'loading') void load();
  }, [sessionStatus, load]);

  useEffect(() => {
    if (!skippedByLogin) return;
    setSkippedCart(skippedByLogin);
    clearSkippedCart();
  }, [skippedByLogin, clearSkippedCart]);

  const loading = status === 'idle' || status === 'loading' || sessionStatus === 'loading';

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">Review your order</h1>
      <FormMessage error={rowError || (status === 'error' ? error : null)} />
      {skippedCart ? (
        <div className={`notice notice-warning ${styles.skipped}`} role="status" data-testid="skipped-cart">
          <p>
            <strong>{skippedCartTitle(skippedCart)}</strong>
          </p>
          {skippedCartLines(skippedCart).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
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
          <ItemTable
            caption="Items in your cart"
            className={styles.table}
            footer={
              <tr>
                <th scope="row" colSpan={3} className={styles.totalLabel}>
                  Total
                </th>
                <td className="num price" data-testid="cart-total">
                  {formatCents(subtotalCents)}
                </td>
              </tr>
            }
          >
            {items.map((item) => (
              <CartRow key={item.id} item={item} onError={setRowError} />
            ))}
          </ItemTable>
          <p className="small muted">Shipping and tax are added at checkout.</p>
          <div className={`cluster ${styles.actions}`}>
            <Link to="/order" className="btn">
              Keep Shopping
            </Link>
            <button
              type="button"
              className="btn btn-primary"
              disabled={subtotalCents <= 0}
              onClick={() => navigate('/checkout')}
            >
              Checkout
            </button>
          </div>
        </>
      )}
    </div>
  );
}
