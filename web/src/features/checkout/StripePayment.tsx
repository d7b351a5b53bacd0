// Stripe's Payment Element, loaded only when the server's payment provider is Stripe. Stripe.js confirms
// the card; the server then checks the intent itself (POST /api/payment/complete) before the order exists.
import type { PaymentCompletion } from '@brixilated/shop';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { api, errorMessage, type Order } from '../../lib/api';
import { FormMessage } from '../../components/forms';
import type { PaidOrder } from './usePaymentIntent';
import { UPDATING_TOTAL } from './usePaymentIntent';

/** How many times to ask the server whether Stripe's webhook has confirmed the payment. */
const COMPLETE_ATTEMPTS = 4;
export const PAYMENT_STILL_PROCESSING =
  'Your bank is still confirming the payment. You will receive an email confirmation as soon as it clears; there is no need to pay again.';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = stripes.get(key);
  if (!p) {
    p = loadStripe(key);
    stripes.set(key, p);
  }
  return p;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  intentId: string;
  totalText: string;
  /** A change is being priced: the amount on the button may be the old one. */
  pending: boolean;
  fallbackOrderNumber: string;
  onPaid: (paid: PaidOrder) => void;
}

function StripeForm({
  intentId,
  totalText,
  pending,
  fallbackOrderNumber,
  onPaid,
}: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [empty, setEmpty] = useState(true);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  // The server updates the intent's amount when the coupon, shipping or address changes; the element follows.
  useEffect(() => {
    void elements?.fetchUpdates();
  }, [elements, totalText]);

  async function completePayment(id: string) {
    return api.post<{ status: string; order?: Order; message?: string }>('/payment/complete', {
      id,
    } satisfies PaymentCompletion);
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || processing || succeeded || pending) return;
    setProcessing(true);
    setFailure(null);
    try {
      // Cards that need a redirect (3-D Secure) come back to this page; the webhook places the order.
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/account` },
      });
      if (error) {
        setFailure(`Payment failed: ${error.message ?? 'the card was not charged.'}`);
        return;
      }
      // The webhook is the only proof of payment: while it has not arrived the server answers
      // "processing" (after waiting a few seconds itself), so ask again a few times before giving up.
      let answer = await completePayment(intentId);
      for (let attempt = 1; answer.status === 'processing' && attempt < COMPLETE_ATTEMPTS; attempt++) {
        answer = await completePayment(intentId);
      }
      if (answer.status === 'succeeded') {
        setSucceeded(true);
        onPaid({ orderNumber: answer.order?.orderNumber ?? fallbackOrderNumber ?? null, order: answer.order });
      } else if (answer.status === 'processing') {
        setFailure(PAYMENT_STILL_PROCESSING);
      } else {
        setFailure(`Payment failed: ${answer.message ?? answer.status}`);
      }
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label="Card payment">
      <PaymentElement onChange={(ev) => setEmpty(ev.empty)} />
      <FormMessage error={failure} />
      {succeeded ? (
        <p className="notice notice-success" role="status">
          Payment succeeded!
        </p>
      ) : (
        <button
          type="submit"
          className="btn btn-primary btn-lg btn-block"
          style={{ marginTop: 'var(--space-4)' }}
          disabled={!stripe || processing || pending || empty}
        >
          {processing ? 'Processing...' : pending ? UPDATING_TOTAL : `Pay ${totalText}`}
        </button>
      )}
    </form>
  );
}

export default function StripePayment({ publishableKey, clientSecret, ...rest }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeForm {...rest} />
    </Elements>
  );
}
