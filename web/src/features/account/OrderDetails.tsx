import type { Order } from '../../lib/api';
import { formatCents } from '../../lib/money';
import { itemSizeText } from '../cart/CartPage';
import { OrderSummary } from '../checkout/OrderSummary';
import { formatOrderDate } from './dates';
import styles from './account.module.css';

export const NOT_SHIPPED = 'Not shipped yet';

export function OrderDetails({ order, suborderIndex, onBack }: { order: Order; suborderIndex: number; onBack: () => void }) {
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
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Picture</span>
                </th>
                <th scope="col">Brix Size</th>
                <th scope="col">Quantity</th>
                <th scope="col" className="num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {sub?.items.map((item) => (
                <tr key={String(item.id)}>
                  <td className={styles.thumbCell}>
                    <img className={styles.thumb} src={item.pixImageUrl} alt="" width={56} height={56} />
                  </td>
                  <td>
                    {itemSizeText(item)}
                    {item.instructionsUrl ? (
                      <>
                        {' '}
                        <a href={item.instructionsUrl} target="_blank" rel="noopener">
                          Reprint Blueprint.
                        </a>
                      </>
                    ) : null}
                  </td>
                  <td>{item.quantity}</td>
                  <td className="num price">{formatCents(item.priceCents * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
