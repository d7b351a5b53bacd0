// One order for the admin, opened from its row of the Orders tab: the customer, where it ships, the items
// with their pictures and sizes and a Blueprint link each (to print for the kit), the amounts paid, the
// payment's id, its jobs with Retry, the pick list, each parcel's tracking number (entered or corrected), and
// Cancel and refund while it has not shipped.
import type { CancelRequest } from '@brixilated/shop';
import { brixSizeName, formatCents, type AdminJob, type AdminOrder, type AdminOrderDetail } from '@brixilated/shop';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage, formatPhone } from '../../components/forms';
import { formatOrderDate, Refunded } from '../account';
import { finishText, ItemRow, ItemTable, itemSizeText } from '../cart';
import { OrderSummary, orderSummaryParts } from '../checkout';
import { useSave } from './controls';
import { JobsTable } from './JobsTable';
import { OrderPickList } from './OrderPickList';
import { TrackingEntry } from './TrackingEntry';
import styles from './admin.module.css';

export const SHIPPED_NO_CANCEL = 'This order has shipped, so it cannot be cancelled.';

/** What the confirmation of a cancel says goes back: the whole payment, and the pieces to the free stock. */
export function cancelConsequences(order: Pick<AdminOrderDetail, 'totalCents' | 'restockPieces'>): string {
  const pieces = order.restockPieces;
  const stock =
    pieces > 0
      ? `puts ${pieces.toLocaleString('en-US')} piece${pieces === 1 ? '' : 's'} back in stock`
      : 'puts no pieces back in stock (none of its colours is counted)';
  return `Refunds ${formatCents(order.totalCents)} to the customer's card, ${stock} and emails the customer.`;
}

function CancelOrder({ order, onCancelled }: { order: AdminOrderDetail; onCancelled: (o: AdminOrderDetail) => void }) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, error, setError, run } = useSave();
  const id = `cancel-reason-${order.orderNumber}`;
  if (order.status === 'cancelled') {
    return (
      <p className="notice" data-testid="cancelled">
        Cancelled and refunded{order.refundedAt ? ` on ${formatOrderDate(order.refundedAt)}` : ''}
        {order.refundedCents !== null ? ` (${formatCents(order.refundedCents)})` : ''}
        {order.cancelReason ? `: ${order.cancelReason}` : ''}
      </p>
    );
  }
  if (order.status !== 'placed') return <p className="muted">{SHIPPED_NO_CANCEL}</p>;

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError('Give a reason for the cancellation.');
      return;
    }
    setError(null);
    setConfirming(true);
  }

  const cancel = () =>
    run(async () => {
      const { data } = await api.post<{ data: AdminOrderDetail }>(
        `/admin/orders/${encodeURIComponent(order.orderNumber)}/cancel`,
        { reason: reason.trim() } satisfies CancelRequest,
      );
      onCancelled(data);
    });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.cancelForm} aria-label={`Cancel order ${order.orderNumber}`}>
      <label htmlFor={id} className="field-label">
        Reason for cancelling
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        value={reason}
        readOnly={confirming}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-seen`}
      />
      <p id={`${id}-seen`} className="small muted">
        The customer sees this reason word for word, on their order page and in the cancellation email.
      </p>
      <FormMessage error={error} />
      {!confirming ? (
        <div>
          <button type="submit" className="btn btn-danger btn-sm">
            Cancel and refund
          </button>
        </div>
      ) : (
        <div className={`notice notice-warning ${styles.cancelConfirm}`} role="group" aria-label="Confirm the cancel">
          <p data-testid="cancel-confirm">{cancelConsequences(order)}</p>
          <div className="cluster">
            <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => void cancel()}>
              {busy ? 'Cancelling...' : `Yes, refund ${formatCents(order.totalCents)}`}
            </button>
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setConfirming(false)}>
              Back
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

export function OrderDetail({
  orderNumber,
  revision = '',
  onChanged,
}: {
  orderNumber: string;
  /** Changes when the list's row of the order changes (a tracking number saved there): the detail loads again. */
  revision?: string;
  onChanged: (order: AdminOrder) => void;
}) {
  const {
    data: order,
    setData,
    error,
  } = useAnswer(
    () => api.get<{ data: AdminOrderDetail }>(`/admin/orders/${encodeURIComponent(orderNumber)}`).then((a) => a.data),
    `${orderNumber}|${revision}`,
  );
  if (error) return <FormMessage error={error} />;
  if (!order) return <p role="status">Loading the order...</p>;

  const retried = (job: AdminJob) =>
    setData((o) => (o ? { ...o, jobs: o.jobs.map((j) => (j.id === job.id ? job : j)) } : o));

  return (
    <section className={styles.detail} aria-label={`Order ${orderNumber} details`}>
      <div className={styles.detailMain}>
        <h2 className={styles.pickTitle}>Order {orderNumber}</h2>
        <div className={styles.detailFacts}>
          <div>
            <strong>Customer</strong>
            <span>
              {order.firstName} {order.lastName}
            </span>
            <span className="small">{order.email}</span>
            {order.phone ? <span className="small">{formatPhone(String(order.phone))}</span> : null}
          </div>
          {order.suborders.map((s) => (
            <div key={s.index}>
              <strong>Ships to{s.gift ? ' (gift)' : ''}</strong>
              {[
                s.address.name,
                s.address.streetAddress,
                s.address.streetAddress2,
                `${s.address.city}, ${s.address.state} ${s.address.zip}`,
              ]
                .filter((line) => line.trim() !== '')
                .map((line) => (
                  <span key={line}>{line}</span>
                ))}
              <span className="small muted">
                {s.shippingName}
                {s.trackingNumber ? '' : order.status === 'cancelled' ? '' : ', not shipped yet'}
              </span>
              <TrackingEntry order={order} sub={s} onSaved={onChanged} idPrefix="detail-tracking" />
            </div>
          ))}
          <div>
            <strong>Payment</strong>
            <span className={styles.paymentId} data-testid="payment-id">
              {order.payment ? order.payment.id : 'None on record'}
            </span>
            {order.payment ? <span className="small muted">{order.payment.provider}</span> : null}
          </div>
        </div>
        {order.suborders.map((s) => (
          <ItemTable key={s.index} sizeHeading="Size" caption={`Items of order ${orderNumber}`}>
            {s.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                compact
                thumbAlt={`Mosaic of the ${brixSizeName(item)} Brix`}
                size={
                  <>
                    {itemSizeText(item)}
                    {finishText(item) ? `. ${finishText(item)}.` : null}{' '}
                    <a href={`/api/blueprints/${encodeURIComponent(orderNumber)}/${encodeURIComponent(item.id)}.pdf`}>
                      Blueprint
                      <span className="visually-hidden"> of the {brixSizeName(item)} Brix</span>
                    </a>
                  </>
                }
                quantity={item.quantity}
                amountCents={item.priceCents * item.quantity}
              />
            ))}
          </ItemTable>
        ))}
        <h3 className={styles.detailHeading}>Jobs</h3>
        <JobsTable jobs={order.jobs} caption={`Jobs of order ${orderNumber}`} onRetried={retried} />
        <h3 className={styles.detailHeading}>Cancel</h3>
        <CancelOrder
          order={order}
          onCancelled={(o) => {
            setData(o);
            onChanged(o);
          }}
        />
      </div>
      <OrderSummary title="Paid" headingLevel={3} parts={orderSummaryParts(order)}>
        <Refunded order={order} />
      </OrderSummary>
      <div className={styles.detailPick}>
        <OrderPickList orderNumber={orderNumber} />
      </div>
    </section>
  );
}
