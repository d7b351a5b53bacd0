// Step 2: the shipping options for the saved address's ZIP (POST /api/shipping/options) and the gift flag.
import { useState } from 'react';
import type { ShippingIndex, ShippingOptionsRequest } from '@brixilated/shop';
import { api, type ShippingOption } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { formatCents } from '@brixilated/shop';
import styles from './checkout.module.css';
import { RetryNotice } from '../../components/RetryNotice';

interface Props {
  zip: string;
  shippingIndex: ShippingIndex | null;
  gift: boolean;
  onNext: (choice: { shippingIndex: ShippingIndex; gift: boolean }) => void;
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

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (choice === null) {
      setError('Choose a shipping option.');
      return;
    }
    onNext({ shippingIndex: choice, gift: isGift });
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
                <span className={styles.optionTime}>{o.time}</span>
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
