// Step 3: the payment intent (created once this step is open and a shipping option is chosen, updated
// when the coupon, shipping, gift, cart or shipping address changes), the coupon entry and the card form:
// the built-in test provider's own form, or Stripe's Payment Element when the server says provider 'stripe'.
// The amounts it is priced at go to the order summary beside the steps (`onPriced`), the one place they are
// shown. While a change is being priced the Pay button waits, so the summary, the button and the amount
// charged are always the same.
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormMessage, TextField, useForm, validate } from '../../components/forms';
import { api, ApiError, errorMessage, type Coupon, type PaymentIntentAnswer } from '../../lib/api';
import {
  couponDisplay,
  formatCents,
  orderTotalCents,
  type CardConfirmation,
  type ShippingIndex,
} from '@brixilated/shop';
import { useCart } from '../../stores/cart';
import type { PricedOrder } from './CheckoutItems';
import { UPDATING_TOTAL, usePaymentIntent, type ConfirmAnswer, type PaidOrder } from './usePaymentIntent';
import styles from './checkout.module.css';
import { RetryNotice } from '../../components/RetryNotice';

const StripePayment = lazy(() => import('./StripePayment'));

export const COUPON_HINT = 'Only one coupon code per order is allowed';
export const PAYMENT_SUCCEEDED = 'Payment succeeded!';

export type { PaidOrder } from './usePaymentIntent';

interface Props {
  /** Whether the step is open: the intent is created the first time it is, with a shipping option. */
  open: boolean;
  shippingIndex: ShippingIndex | null;
  addressIndex: number;
  /** The chosen address's text: saving a changed address re-prices the payment (tax and shipping follow it). */
  addressKey: string;
  gift: boolean;
  onPaid: (paid: PaidOrder) => void;
  /** The amounts the payment is priced at, for the order summary; null until it is. */
  onPriced: (priced: PricedOrder | null) => void;
}

/** "4242424242424242" -> "4242 4242 4242 4242" (digits only, at most 19). */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" or "12/28" -> "12 / 28". */
export function formatExpiry(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function parseExpiry(text: string): { month: number; year: number } | null {
  const d = text.replace(/\D/g, '');
  if (d.length !== 4) return null;
  const month = Number(d.slice(0, 2));
  const year = 2000 + Number(d.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

function TestCardForm({
  intent,
  pending,
  onPaid,
  onRepriced,
  coupon,
}: {
  intent: PaymentIntentAnswer;
  /** The coupon applied: a new one (or none) makes a new payment, so what the last card was told no longer applies. */
  coupon: string | null;
  /** A change is being priced: the amount on the button may be the old one. */
  pending: boolean;
  onPaid: (paid: PaidOrder) => void;
  /** The shop refused the total shown (the cart changed): price the payment again. */
  onRepriced: () => void;
}) {
  const form = useForm({ cardNumber: '', expiry: '', cvc: '' });
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failedWith, setFailedWith] = useState<string | null>(coupon);
  const [succeeded, setSucceeded] = useState(false);
  // A message about a card paid with another coupon is cleared (React's way to reset state on a prop change).
  if (failedWith !== coupon) {
    setFailedWith(coupon);
    setFailure(null);
  }
  const { values, errors } = form;
  const total = formatCents(orderTotalCents(intent.summary));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (processing || succeeded || pending) return;
    const digits = values.cardNumber.replace(/\D/g, '');
    const expiry = parseExpiry(values.expiry);
    const problems: Record<string, string> = {};
    if (digits.length < 12) problems.cardNumber = 'Enter the card number.';
    if (!expiry) problems.expiry = 'Enter the expiry date as MM / YY.';
    if (!/^\d{3,4}$/.test(values.cvc)) problems.cvc = 'Enter the 3 or 4 digit security code.';
    form.setErrors(problems);
    if (Object.keys(problems).length > 0 || !expiry) return;
    setProcessing(true);
    setFailure(null);
    try {
      const answer = await api.post<ConfirmAnswer>('/payment/confirm', {
        id: intent.id,
        cardNumber: digits,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: values.cvc,
        // The total on the button: the shop charges no other.
        totalCents: orderTotalCents(intent.summary),
      } satisfies CardConfirmation);
      if (answer.status === 'succeeded') {
        setSucceeded(true);
        const order = 'order' in answer ? answer.order : undefined;
        onPaid({ orderNumber: order?.orderNumber ?? intent.orderNumber ?? null, order });
      } else {
        setFailure(`Payment failed: ${('message' in answer && answer.message) || 'the card was not charged.'}`);
      }
    } catch (err) {
      setFailure(err instanceof ApiError && err.status !== 0 ? `Payment failed: ${err.message}` : errorMessage(err));
      // The cart changed elsewhere: the payment is priced again, so the button shows the new total.
      if (err instanceof ApiError && (err.code === 'AMOUNT_CHANGED' || err.code === 'CART_CHANGED')) onRepriced();
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card payment" className={styles.cardForm}>
      <fieldset className={styles.fieldset} disabled={succeeded}>
        <legend className={styles.testMode}>Test mode - no real charge</legend>
        <TextField
          label="Card Number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={values.cardNumber}
          onChange={(v) => form.set('cardNumber', formatCardNumber(v))}
          error={errors.cardNumber}
        />
        <div className="field-row">
          <TextField
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={values.expiry}
            onChange={(v) => form.set('expiry', formatExpiry(v))}
            error={errors.expiry}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvc}
            onChange={(v) => form.set('cvc', v.replace(/\D/g, '').slice(0, 4))}
            error={errors.cvc}
          />
        </div>
      </fieldset>
      <FormMessage error={failure} />
      {succeeded ? (
        <p className="notice notice-success" role="status">
          {PAYMENT_SUCCEEDED}
        </p>
      ) : (
        <button
          type="submit"
          className="btn btn-primary btn-lg btn-block"
          disabled={processing || pending || values.cardNumber.trim() === ''}
        >
          {processing ? 'Processing...' : pending ? UPDATING_TOTAL : `Pay ${total}`}
        </button>
      )}
    </form>
  );
}

function CouponEntry({
  coupon,
  onApply,
  onRemove,
  disabled,
}: {
  coupon: Coupon | null;
  onApply: (c: Coupon) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const form = useForm({ code: '' });

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const code = form.values.code.trim();
    const found = await form.submit([{ field: 'code', run: () => validate.code(code, true) }], () =>
      api.get<{ data: Coupon }>(`/coupon/${encodeURIComponent(code)}`),
    );
    if (found) {
      onApply(found.data);
      form.setValues({ code: '' });
    }
  }

  if (coupon) {
    return (
      <div className={styles.couponApplied} role="status">
        <span>
          Coupon <strong>{coupon.code}</strong>: {coupon.display || couponDisplay(coupon.type, coupon.quantity)}
        </span>
        <button type="button" className="btn-link" onClick={onRemove} disabled={disabled}>
          Remove coupon
        </button>
        <p className="field-hint">{COUPON_HINT}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Coupon" className={styles.coupon}>
      <FormMessage error={form.formError} />
      <div className={styles.couponRow}>
        <TextField
          label="Coupon Code"
          autoComplete="off"
          {...form.bind('code')}
          hint={COUPON_HINT}
          fieldClassName={styles.couponField}
        />
        <button type="submit" className="btn" disabled={disabled || form.busy || form.values.code.trim() === ''}>
          Apply
        </button>
      </div>
    </form>
  );
}

export function PaymentStep({ open, shippingIndex, addressIndex, addressKey, gift, onPaid, onPriced }: Props) {
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [paid, setPaid] = useState(false);
  const [started, setStarted] = useState(false);
  // The cart changing in another tab changes the amount: the intent follows.
  const cartKey = useCart((s) => `${s.count}:${s.subtotalCents}`);

  useEffect(() => {
    if (open && shippingIndex !== null) setStarted(true);
  }, [open, shippingIndex]);

  const {
    intent,
    pending,
    error: intentError,
    retry,
  } = usePaymentIntent({
    choices:
      started && shippingIndex !== null && !paid
        ? { shippingIndex, addressIndex, gift, coupon: coupon?.code ?? null }
        : null,
    amountKey: `${cartKey}|${addressKey}`,
    onPaid: handlePaid,
    onCouponRefused: () => setCoupon(null),
  });

  const parts = intent?.summary ?? null;
  useEffect(() => onPriced(parts ? { parts, updating: pending } : null), [parts, pending, onPriced]);

  function handlePaid(p: PaidOrder) {
    setPaid(true);
    onPaid(p);
  }

  if (shippingIndex === null) {
    return <p className="notice">Choose a shipping option in Shipping Details first.</p>;
  }

  return (
    <div className={styles.payment}>
      {intentError ? <RetryNotice message={intentError} onRetry={retry} /> : null}
      <CouponEntry coupon={coupon} onApply={setCoupon} onRemove={() => setCoupon(null)} disabled={paid} />
      {!intent ? (
        !intentError ? (
          <p role="status">Preparing your payment...</p>
        ) : null
      ) : intent.provider === 'stripe' && intent.publishableKey ? (
        <Suspense fallback={<p role="status">Loading the card form...</p>}>
          <StripePayment
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            intentId={intent.id}
            totalText={formatCents(orderTotalCents(intent.summary))}
            pending={pending}
            fallbackOrderNumber={intent.orderNumber}
            onPaid={handlePaid}
          />
        </Suspense>
      ) : (
        <TestCardForm
          intent={intent}
          pending={pending}
          onPaid={handlePaid}
          onRepriced={retry}
          coupon={coupon?.code ?? null}
        />
      )}
    </div>
  );
}
