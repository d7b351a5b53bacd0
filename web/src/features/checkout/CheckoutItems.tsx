// The order summary beside every checkout step, the one place its amounts are shown: each Brix's picture, size
// and price, the subtotal, and the shipping option once chosen with its price and delivery dates; once the
// payment is priced, the server's amounts (tax, a coupon's discount and the total the card is charged).
import { arrivesText, brixSizeName, formatCents, type ShippingIndex, type SummaryParts } from '@brixilated/shop';
import type { CartItem } from '../../lib/api';
import { useCart } from '../../stores/cart';
import { SummaryList, UpdatingNote } from './OrderSummary';
import { summaryLines, type SummaryLine } from './summary';
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

/** The payment's amounts as the server priced them; `updating` while a change is being priced. */
export interface PricedOrder {
  parts: SummaryParts;
  updating: boolean;
}

/** "Small Square 1:1 · 20 x 20 in" */
const sizeLine = (item: CartItem) => `${brixSizeName(item)} · ${item.width} x ${item.height} in`;

/** Before the payment is priced: the cart's subtotal, and the shipping once chosen. */
function cartLines(subtotalCents: number, shipping: ChosenShipping | null): SummaryLine[] {
  const lines: SummaryLine[] = [{ label: 'Subtotal', cents: subtotalCents, text: formatCents(subtotalCents) }];
  if (shipping) lines.push({ label: 'Shipping', cents: shipping.costCents, text: formatCents(shipping.costCents) });
  return lines;
}

export function CheckoutItems({ shipping, priced }: { shipping: ChosenShipping | null; priced: PricedOrder | null }) {
  const items = useCart((s) => s.items);
  const subtotalCents = useCart((s) => s.subtotalCents);
  const updating = priced?.updating ?? false;
  return (
    <aside className={`panel ${styles.items}`} aria-label="Your order" aria-busy={updating}>
      <h2 className="panel-title">Your order</h2>
      <ul className={styles.itemList}>
        {items.map((item) => (
          <li key={String(item.id)} className={styles.itemLine} data-testid="checkout-item">
            {item.pixImageUrl ? (
              <img src={item.pixImageUrl} alt={`Your ${brixSizeName(item)} Brix`} width={56} height={56} />
            ) : null}
            <span className={styles.itemText}>
              <span>{sizeLine(item)}</span>
              <span className="small muted">Quantity: {item.quantity}</span>
            </span>
            <span className="price">{formatCents(item.priceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {updating ? <UpdatingNote /> : null}
      <SummaryList
        lines={priced ? summaryLines(priced.parts) : cartLines(subtotalCents, shipping)}
        updating={updating}
      />
      {shipping ? (
        <p className="small" data-testid="checkout-arrives">
          {shipping.name}: {arrivesText(new Date(), shipping.index)}
        </p>
      ) : null}
    </aside>
  );
}
