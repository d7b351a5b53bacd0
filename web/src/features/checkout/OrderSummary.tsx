import type { SummaryParts } from '@brixilated/shop';
import type { ReactNode } from 'react';
import { summaryLines } from './summary';
import styles from './checkout.module.css';

export function OrderSummary({
  parts,
  title = 'Order Summary',
  headingLevel = 2,
  updating = false,
  children,
}: {
  parts: SummaryParts;
  title?: string;
  headingLevel?: 2 | 3;
  /** A change is being priced: these are the amounts before it. */
  updating?: boolean;
  /** Shown under the amounts (a refund). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`panel ${styles.summary}`} aria-label={title} aria-busy={updating}>
      <Heading className="panel-title">{title}</Heading>
      {updating ? (
        <p role="status" className="field-hint">
          Updating for your changes...
        </p>
      ) : null}
      <dl className={updating ? `${styles.summaryList} ${styles.summaryUpdating}` : styles.summaryList}>
        {summaryLines(parts).map((line) => (
          <div
            key={line.label}
            className={line.total ? `${styles.summaryRow} ${styles.summaryTotal}` : styles.summaryRow}
          >
            <dt>{line.label}</dt>
            <dd className="price" data-testid={`summary-${line.label.toLowerCase()}`}>
              {line.text}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
