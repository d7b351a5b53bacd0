// Order Details: the order's page (/account/orders/{orderNumber}). Date, number and status, a timeline
// (placed, shipped with the carrier's tracking link, completed; or cancelled and refunded), each parcel's
// address and shipping, the items with their mosaic pictures and "Reprint Blueprint." and "Build it" links, and the
// amounts paid, and Cancel while the customer may.
import {
  arrivesText,
  brixSizeName,
  buildPagePath,
  inchesToPlates,
  isShippingIndex,
  kitFacts,
  trackingLink,
  type Suborder,
} from '@brixilated/shop';
import { Link } from 'react-router';
import type { Order } from '../../lib/api';
import { finishText, ItemRow, itemSizeText, ItemTable } from '../cart';
import { KitFactsLine } from '../../components/KitFacts';
import { OrderSummary, orderSummaryParts } from '../checkout';
import { CancelOrder } from './CancelOrder';
import { formatOrderDate } from './dates';
import { Refunded } from './Refunded';
import { statusText, timeline } from './orderStatus';
import styles from './account.module.css';

export const NOT_SHIPPED = 'Not shipped yet';

function Tracking({ suborder }: { suborder: Suborder }) {
  if (!suborder.trackingNumber) return <>{NOT_SHIPPED}</>;
  const link = trackingLink(suborder.trackingNumber);
  return (
    <>
      Tracking # {suborder.trackingNumber}
      {link ? (
        <>
          {' '}
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            Track with {link.carrier}
          </a>
        </>
      ) : null}
    </>
  );
}

function Timeline({ order }: { order: Order }) {
  return (
    <ol className={styles.timeline} aria-label="Order status">
      {timeline(order).map((step) => (
        <li key={step.label} className={step.done ? styles.stepDone : styles.stepWaiting}>
          <span className={styles.stepLabel}>{step.label}</span>
          {step.at ? <span className="muted"> {formatOrderDate(step.at)}</span> : null}
          {!step.done ? <span className="visually-hidden"> (not yet)</span> : null}
          {step.note ? <span className={styles.stepNote}>Reason given: {step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** An item's place in the order, from 1: the building guide and the blueprint name it by this. */
const itemPosition = (order: Order, itemId: string) =>
  order.suborders.flatMap((s) => s.items).findIndex((i) => i.id === itemId) + 1;

export function OrderDetails({
  order,
  onBack,
  onChanged,
}: {
  order: Order;
  onBack: () => void;
  onChanged: (order: Order) => void;
}) {
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
          <span data-testid="order-status">
            <strong>Status:</strong> {statusText(order)}
          </span>
        </p>
        <Timeline order={order} />
        <CancelOrder order={order} onCancelled={onChanged} />
        {order.suborders.map((sub) => (
          <section key={sub.index} className="stack" aria-label={`Parcel ${sub.index + 1}`}>
            <ItemTable sizeHeading="Brix Size">
              {sub.items.map((item) => (
                <ItemRow
                  key={String(item.id)}
                  item={item}
                  thumbAlt={`Mosaic of the ${brixSizeName(item)} Brix`}
                  size={
                    <>
                      {itemSizeText(item)}
                      {finishText(item) ? `. ${finishText(item)}.` : null}
                      {item.instructionsUrl ? (
                        <>
                          {' '}
                          <a href={item.instructionsUrl} target="_blank" rel="noopener">
                            Reprint Blueprint.
                          </a>
                        </>
                      ) : null}
                      {order.status !== 'cancelled' ? (
                        <>
                          {' '}
                          <Link to={buildPagePath(order.orderNumber, itemPosition(order, item.id))}>Build it</Link>
                        </>
                      ) : null}
                      <KitFactsLine
                        facts={kitFacts(inchesToPlates(item.width), inchesToPlates(item.height), item.colorCounts)}
                      />
                    </>
                  }
                  quantity={item.quantity}
                  amountCents={item.priceCents * item.quantity}
                />
              ))}
            </ItemTable>
            <div className={styles.parcel}>
              <div>
                <strong>Shipping to{sub.gift ? ' (a gift)' : ''}:</strong>
                <address className={styles.address}>
                  {[
                    sub.address.name,
                    sub.address.streetAddress,
                    sub.address.streetAddress2,
                    `${sub.address.city}, ${sub.address.state} ${sub.address.zip}`,
                  ]
                    .filter((line) => line.trim() !== '')
                    .map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                </address>
              </div>
              <div>
                <strong>Shipping:</strong> {sub.shippingName}
                {sub.shippingTime ? <span className="muted"> ({sub.shippingTime})</span> : null}
                {!sub.trackingNumber && order.status !== 'cancelled' && isShippingIndex(sub.shipping) ? (
                  <span className="muted" data-testid="arrives">
                    . {arrivesText(new Date(order.date), sub.shipping)}
                  </span>
                ) : null}
                <p data-testid="tracking" className={styles.trackingLine}>
                  <strong>Tracking:</strong> <Tracking suborder={sub} />
                </p>
              </div>
            </div>
          </section>
        ))}
        <div>
          <button type="button" className="btn" onClick={onBack}>
            Go back to Order History
          </button>
        </div>
      </div>
      <OrderSummary
        title={order.status === 'cancelled' ? 'Order Summary (refunded)' : 'Order Summary'}
        parts={orderSummaryParts(order)}
      >
        <Refunded order={order} />
      </OrderSummary>
    </div>
  );
}
