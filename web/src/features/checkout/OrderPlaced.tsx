// The success panel, in place of the checkout form once the payment succeeded (no card field stays on
// screen): the spec's two sentences, the items with their mosaic pictures, where and how the order ships
// with the delivery estimate, the amounts paid, and links to the order's page and to keep shopping.
import { arrivesText, brixSizeName, isShippingIndex, orderPagePath } from '@brixilated/shop';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { api, type Order } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { RetryNotice } from '../../components/RetryNotice';
import { finishText, ItemRow, itemSizeText, ItemTable } from '../cart';
import { addressLines } from './AddressStep';
import { OrderSummary } from './OrderSummary';
import { PAYMENT_SUCCEEDED } from './PaymentStep';
import { orderSummaryParts } from './summary';
import type { PaidOrder } from './usePaymentIntent';
import styles from './checkout.module.css';

/** The placed order: as the payment's answer brought it, or asked of the server when it did not. */
function usePlacedOrder(paid: PaidOrder) {
  const number = paid.orderNumber;
  const answer = useAnswer(
    () =>
      paid.order || !number
        ? Promise.resolve(paid.order ?? null)
        : api.get<{ data: Order }>(`/orders/${encodeURIComponent(number)}`).then((a) => a.data),
    number ?? '',
  );
  return { ...answer, data: paid.order ?? answer.data };
}

export const OrderPlaced = forwardRef<HTMLElement, { paid: PaidOrder }>(function OrderPlaced({ paid }, ref) {
  const { data: order, error, retry } = usePlacedOrder(paid);
  const number = paid.orderNumber || order?.orderNumber || null;
  return (
    <section ref={ref} tabIndex={-1} className={`panel ${styles.success}`} aria-labelledby="order-placed">
      <div role="status" aria-live="polite">
        <h2 id="order-placed">Your order has been placed!</h2>
        <p className="notice notice-success">{PAYMENT_SUCCEEDED}</p>
        <p>You'll receive an email confirmation for Order {number || 'No order # found'} shortly.</p>
      </div>
      {error ? <RetryNotice message={error} onRetry={retry} /> : null}
      {order ? (
        <div className={styles.placed}>
          <div className="stack">
            {order.suborders.map((sub) => (
              <div key={sub.index} className="stack">
                <ItemTable sizeHeading="Brix Size" caption="Your Brixes">
                  {sub.items.map((item) => (
                    <ItemRow
                      key={String(item.id)}
                      item={item}
                      thumbAlt={`Mosaic of the ${brixSizeName(item)} Brix`}
                      size={
                        <>
                          {itemSizeText(item)}
                          {finishText(item) ? `. ${finishText(item)}.` : null}
                        </>
                      }
                      quantity={item.quantity}
                      amountCents={item.priceCents * item.quantity}
                    />
                  ))}
                </ItemTable>
                <div className={styles.placedShipping}>
                  <div>
                    <strong>Shipping to{sub.gift ? ' (a gift)' : ''}:</strong>
                    <address className={styles.addressBlock} data-testid="placed-address">
                      {addressLines(sub.address).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>
                  </div>
                  <p data-testid="placed-shipping">
                    <strong>{sub.shippingName}</strong>
                    {isShippingIndex(sub.shipping) ? `: ${arrivesText(new Date(order.date), sub.shipping)}` : null}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <OrderSummary title="Paid" headingLevel={3} parts={orderSummaryParts(order)} />
        </div>
      ) : null}
      <div className="cluster">
        {number ? (
          <Link to={orderPagePath(number)} className="btn btn-primary">
            See your order
          </Link>
        ) : (
          <Link to="/account" className="btn btn-primary">
            View My Order History
          </Link>
        )}
        <Link to="/order" className="btn">
          Keep Shopping
        </Link>
      </div>
    </section>
  );
});
