// The checkout's payment intent: created once the payment step opens with a shipping option, then updated
// whenever the choices behind its amount change (shipping, coupon, gift, the cart, the shipping address
// itself). Calls go out one after another and only the newest choice's answer is shown ("newest request
// wins": a choice overtaken while waiting is never sent). `pending` is true from a change until the answer
// for it arrives: the amount shown may be the old one, so nothing may be paid meanwhile.
import type { PaymentChoice, PaymentChoiceUpdate, PaymentCompletion, ShippingIndex } from '@brixilated/shop';
import { useEffect, useRef, useState } from 'react';
import { LatestOnly } from '../../lib/latest';
import { api, ApiError, errorMessage, type Order, type PaymentIntentAnswer } from '../../lib/api';

export interface PaidOrder {
  orderNumber: string | null;
  order?: Order;
}

/** The Pay button's text while a change is being priced. */
export const UPDATING_TOTAL = 'Updating the total...';

/** What the intent's amount depends on. */
export interface IntentChoices {
  shippingIndex: ShippingIndex;
  addressIndex: number;
  gift: boolean;
  coupon: string | null;
}

export type ConfirmAnswer =
  | { status: 'succeeded'; order: Order }
  | { status: 'failed'; message: string }
  | { status: string; order?: Order; message?: string };

type Sent =
  | { kind: 'intent'; answer: PaymentIntentAnswer }
  | { kind: 'paid'; paid: PaidOrder }
  | { kind: 'failed'; err: unknown; id: string | null };

/** How often an update is retried while the provider is busy with the payment. */
const BUSY_RETRIES = 3;

interface Options {
  /** Null until the intent may be created (the step is open and a shipping option chosen), or once paid. */
  choices: IntentChoices | null;
  /** Changes when something else behind the amount changes (the cart in another tab, the address saved). */
  amountKey: string;
  /** The card was already charged (another tab, or the provider finished first): the order exists. */
  onPaid(paid: PaidOrder): void;
  /** The server refused the coupon: the customer pays without it. */
  onCouponRefused(): void;
}

export function usePaymentIntent({ choices, amountKey, onPaid, onCouponRefused }: Options) {
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const intentId = useRef<string | null>(null);
  const busyRetries = useRef(0);
  const handlers = useRef({ onPaid, onCouponRefused });
  handlers.current = { onPaid, onCouponRefused };

  const [queue] = useState(
    () =>
      new LatestOnly<IntentChoices, Sent>(
        async ({ coupon, ...rest }) => {
          const body: PaymentChoice = { ...rest, ...(coupon ? { coupon } : {}) };
          const id = intentId.current;
          try {
            const answer = id
              ? await api.post<PaymentIntentAnswer>('/payment/update', { ...body, id } satisfies PaymentChoiceUpdate)
              : await api.post<PaymentIntentAnswer>('/payment/create', body);
            return { kind: 'intent', answer };
          } catch (err) {
            if (err instanceof ApiError && err.code === 'ALREADY_PAID' && id) {
              const done = await api
                .post<ConfirmAnswer>('/payment/complete', { id } satisfies PaymentCompletion)
                .catch(() => null);
              if (done?.status === 'succeeded')
                return { kind: 'paid', paid: { orderNumber: done.order?.orderNumber ?? null, order: done.order } };
            }
            return { kind: 'failed', err, id };
          }
        },
        (sent, sentChoices, stale) => {
          if (sent.kind === 'intent') {
            // The intent exists whatever came after: later updates go to it.
            intentId.current = sent.answer.id;
            busyRetries.current = 0;
            if (!stale) {
              setIntent(sent.answer);
              setPending(false);
            }
            return;
          }
          if (stale) return;
          if (sent.kind === 'paid') {
            setPending(false);
            return handlers.current.onPaid(sent.paid);
          }
          const { err, id } = sent;
          if (err instanceof ApiError && id) {
            if (err.code === 'PAYMENT_CLOSED') {
              // This payment can no longer change: start a new one with the same choices.
              intentId.current = null;
              return setAttempt((a) => a + 1);
            }
            if (err.code === 'PAYMENT_BUSY' && busyRetries.current < BUSY_RETRIES) {
              busyRetries.current += 1;
              return setAttempt((a) => a + 1);
            }
          }
          setPending(false);
          setError(errorMessage(err));
          // Only a coupon the server refuses is dropped, so the customer can still pay; other errors keep it.
          if (sentChoices.coupon && err instanceof ApiError && err.code === 'COUPON_INVALID')
            handlers.current.onCouponRefused();
        },
      ),
  );

  const { shippingIndex, addressIndex, gift, coupon } = choices ?? {};
  const ready = choices !== null;
  useEffect(() => {
    if (!ready) {
      queue.cancel();
      setPending(false);
      return;
    }
    setError(null);
    setPending(true);
    queue.request({ shippingIndex: shippingIndex!, addressIndex: addressIndex!, gift: gift!, coupon: coupon ?? null });
  }, [queue, ready, shippingIndex, addressIndex, gift, coupon, attempt, amountKey]);

  useEffect(() => () => queue.cancel(), [queue]);

  return { intent, pending, error, retry: () => setAttempt((n) => n + 1) };
}
