import type { Order } from '../../lib/api';
import { blendingText, ItemRow, itemSizeText, ItemTable } from '../cart';
import { OrderSummary } from '../checkout';
import { formatOrderDate } from './dates';
import styles from './account.module.css';

export const NOT_SHIPPED = 'Not shipped yet';

export function OrderDetails({
  order,
  suborderIndex,
  onBack,
}: {
  order: Order;
  suborderIndex: number;
  onBack: () => void;
}) {
  const sub = order.suborders.find((s) => s.index === suborderIndex) ?? order.suborders[0];
  return (
    <div className={styles.details}>
      <div className="stack">
        <h2>Order Details</h2>
        <p className={styles.meta}>
          <span>
            <strong>Date:</strong> {formatOrderDate(order.date)}
          </span>
          <span>
            <strong>Order #:</strong> {order.orderNumber || 'No order # found'}
          </span>
        </p>
        <ItemTable sizeHeading="Brix Size">
          {sub?.items.map((item) => (
            <ItemRow
              key={String(item.id)}
              item={item}
              compact
              size={
                <>
                  {itemSizeText(item)}
                  {blendingText(item) ? `. ${blendingText(item)}.` : null}
                  {item.instructionsUrl ? (
                    <>
                      {' '}
                      <a href={item.instructionsUrl} target="_blank" rel="noopener">
                        Reprint Blueprint.
                      </a>
                    </>
                  ) : null}
                </>
              }
              quantity={item.quantity}
              amountCents={item.priceCents * item.quantity}
            />
          ))}
        </ItemTable>
        <p data-testid="tracking">
          <strong>Tracking:</strong> {sub?.trackingNumber ? `Tracking # ${sub.trackingNumber}` : NOT_SHIPPED}
          {sub?.shippingName ? <span className="muted"> ({sub.shippingName})</span> : null}
        </p>
        <div>
          <button type="button" className="btn" onClick={onBack}>
            Go back to Order History
          </button>
        </div>
      </div>
      <OrderSummary
        parts={{
          subtotalCents: order.priceCents,
          shippingCents: order.shippingCents,
          taxCents: order.taxCents,
          discountCents: order.discountCents,
        }}
      />
    </div>
  );
}
