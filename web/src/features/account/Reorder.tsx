// Every item ever ordered, with an editable quantity; "Add to Cart" adds the ones with an integer
// quantity above 0, then goes to the cart.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, type Order, type OrderItem } from '../../lib/api';
import { FormMessage } from '../../components/forms';
import { useCart } from '../../stores/cart';
import { ItemRow, itemSizeText, ItemTable, parseQuantity, QuantityInput } from '../cart';

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
        // The cart keeps only the fields of a new item (no id, price or blueprint link).
        await add({ ...item, quantity });
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
          <ItemTable>
            {items.map(({ key, item }) => (
              <ItemRow
                key={key}
                item={item}
                compact
                size={itemSizeText(item)}
                quantity={
                  <QuantityInput
                    id={`reorder-${key}`}
                    item={item}
                    compact
                    value={quantities[key] ?? '0'}
                    onChange={(value) => setQuantities((prev) => ({ ...prev, [key]: value }))}
                  />
                }
                amountCents={item.priceCents * (parseQuantity(quantities[key] ?? '0') ?? 0)}
              />
            ))}
          </ItemTable>
          <FormMessage error={error} />
          <div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || chosen.length === 0}
              onClick={addToCart}
            >
              Add to Cart
            </button>
          </div>
        </>
      )}
    </div>
  );
}
