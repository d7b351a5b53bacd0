// The amounts of an order as rows (subtotal, shipping, tax, a discount, the total): in the checkout's order summary
// while it is priced, and in the summary panel of a placed order (the checkout's success, the account, the admin).
import type { SummaryParts } from '@brixilated/shop';
import type { ReactNode } from 'react';
import { summaryLines, type SummaryLine } from './summary';
import styles from './checkout.module.css';

/** The amounts as rows of label and price (the total in bold), each price with its `summary-{label}` test id. */
export function SummaryList({ lines, updating = false }: { lines: SummaryLine[]; updating?: boolean }) {
  return (
    <dl className={updating ? `${styles.summaryList} ${styles.summaryUpdating}` : styles.summaryList}>
      {lines.map((line) => (
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
  );
}

/** Said while a change is being priced, above amounts that are the ones before it. */
export const UpdatingNote = () => (
  <p role="status" className="field-hint">
    Updating for your changes...
  </p>
);

export function OrderSummary({
  parts,
  title = 'Order Summary',
  headingLevel = 2,
  children,
}: {
  parts: SummaryParts;
  title?: string;
  headingLevel?: 2 | 3;
  /** Shown under the amounts (a refund). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`panel ${styles.summary}`} aria-label={title}>
      <Heading className="panel-title">{title}</Heading>
      <SummaryList lines={summaryLines(parts)} />
      {children}
    </section>
  );
}
