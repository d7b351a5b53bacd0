// Step 2: the shipping options for the saved address's ZIP (POST /api/shipping/options), each with its delivery
// dates, the cheapest chosen to start; and the gift flag.
import { useEffect, useState } from 'react';
import { arrivesText, type ShippingIndex, type ShippingOptionsRequest } from '@brixilated/shop';
import { api, type ShippingOption } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { formatCents } from '@brixilated/shop';
import styles from './checkout.module.css';
import { RetryNotice } from '../../components/RetryNotice';
import type { ChosenShipping } from './CheckoutItems';

interface Props {
  zip: string;
  shippingIndex: ShippingIndex | null;
  gift: boolean;
  onNext: (choice: { shipping: ChosenShipping; gift: boolean }) => void;
}

export function ShippingStep({ zip, shippingIndex, gift, onNext }: Props) {
  const {
    data: options,
    error,
    setError,
    retry,
  } = useAnswer(
    () =>
      api
        .post<{ options: ShippingOption[] }>('/shipping/options', { zip } satisfies ShippingOptionsRequest)
        .then((a) => a.options),
    zip,
  );
  const [choice, setChoice] = useState<ShippingIndex | null>(shippingIndex);
  const [isGift, setIsGift] = useState(gift);

  // Nothing chosen yet: the cheapest option is, so Go to Payment works at the first press.
  useEffect(() => {
    if (choice !== null || !options || options.length === 0) return;
    setChoice(options.reduce((a, b) => (b.costCents < a.costCents ? b : a)).index);
  }, [choice, options]);

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const option = options?.find((o) => o.index === choice);
    if (!option) {
      setError('Choose a shipping option.');
      return;
    }
    onNext({ shipping: { index: option.index, name: option.name, costCents: option.costCents }, gift: isGift });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shipping Details">
      {error ? <RetryNotice message={error} onRetry={options ? undefined : retry} /> : null}
      {!options && !error ? <p role="status">Loading shipping options...</p> : null}
      {options ? (
        <fieldset className={styles.fieldset}>
          <legend className="field-label">Shipping option</legend>
          <div className={styles.options}>
            {options.map((o) => (
              <label
                key={o.index}
                className={choice === o.index ? `${styles.option} ${styles.optionChosen}` : styles.option}
              >
                <input
                  type="radio"
                  name="shipping"
                  value={o.index}
                  checked={choice === o.index}
                  onChange={() => {
                    setChoice(o.index);
                    setError(null);
                  }}
                />
                <span className={styles.optionName}>{o.name}</span>
                <span className={styles.optionTime}>
                  {arrivesText(new Date(), o.index)} <span className="muted">({o.time} after your kit is made)</span>
                </span>
                <span className={`price ${styles.optionCost}`}>{formatCents(o.costCents)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={isGift} onChange={(e) => setIsGift(e.target.checked)} />
        This order is a gift
      </label>
      <div className={styles.stepActions}>
        <button type="submit" className="btn btn-primary" disabled={!options}>
          Go to Payment
        </button>
      </div>
    </form>
  );
}
