// The order summary beside every checkout step: each Brix's picture, size and price, the subtotal, and the
// shipping option once chosen with its price and delivery dates.
import { arrivesText, brixSizeName, formatCents, type ShippingIndex } from '@brixilated/shop';
import type { CartItem } from '../../lib/api';
import { useCart } from '../../stores/cart';
import styles from './checkout.module.css';

/** The shipping option the customer chose, as step 2 offered it. */
export interface ChosenShipping {
  index: ShippingIndex;
  name: string;
  costCents: number;
}

/** "Ground Shipping · $9.99 · Arrives Dec 8-12": a chosen option as the summary and step 2's header say it. */
export const shippingChoiceText = (s: ChosenShipping, orderedAt: Date) =>
  `${s.name} · ${formatCents(s.costCents)} · ${arrivesText(orderedAt, s.index)}`;

/** "Small Square 1:1 · 20 x 20 in" */
const sizeLine = (item: CartItem) => `${brixSizeName(item)} · ${item.width} x ${item.height} in`;

export function CheckoutItems({ shipping }: { shipping: ChosenShipping | null }) {
  const items = useCart((s) => s.items);
  const subtotalCents = useCart((s) => s.subtotalCents);
  return (
    <aside className={`panel ${styles.items}`} aria-label="Your order">
      <h2 className="panel-title">Your order</h2>
      <ul className={styles.itemList}>
        {items.map((item) => (
          <li key={String(item.id)} className={styles.itemLine} data-testid="checkout-item">
            {item.pixImageUrl ? (
              <img src={item.pixImageUrl} alt={`Your ${item.size} ${item.shape} Brix`} width={56} height={56} />
            ) : null}
            <span className={styles.itemText}>
              <span>{sizeLine(item)}</span>
              <span className="small muted">Quantity: {item.quantity}</span>
            </span>
            <span className="price">{formatCents(item.priceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>Subtotal</dt>
          <dd className="price">{formatCents(subtotalCents)}</dd>
        </div>
        {shipping ? (
          <div className={styles.summaryRow}>
            <dt>Shipping</dt>
            <dd className="price">{formatCents(shipping.costCents)}</dd>
          </div>
        ) : null}
      </dl>
      {shipping ? (
        <p className="small" data-testid="checkout-arrives">
          {shipping.name}: {arrivesText(new Date(), shipping.index)}
        </p>
      ) : null}
    </aside>
  );
}
