// Which colours new designs avoid and why (switched off, or free pieces below the threshold), and, after a
// change, the colours it has just taken out: a count that does so also emails the admins.
import type { StockColor, StockReport } from '@brixilated/shop';
import { formatCount } from '../../lib/numbers';
import stock from './stock.module.css';

const labelOf = (colour: StockColor) => `${colour.name} (${colour.code})`;

/** Why new designs avoid a colour, or null when they may use it. */
export function avoidedBecause(colour: StockColor, threshold: number): string | null {
  if (colour.effectiveAvailable) return null;
  if (!colour.available) return 'switched off';
  return `${formatCount(colour.onHand ?? 0)} free, below the threshold of ${formatCount(threshold)}`;
}

/** The colours new designs could use before a change and cannot after it. */
export function newlyOut(before: StockReport | null, after: StockReport): StockColor[] {
  if (!before) return [];
  const was = new Map(before.colors.map((c) => [c.code, c.effectiveAvailable]));
  return after.colors.filter((c) => was.get(c.code) && !c.effectiveAvailable);
}

export function StockAvoided({
  report,
  justOut,
  emailed,
}: {
  report: StockReport;
  /** Colours the last change took out. */
  justOut: StockColor[];
  /** The last change was a count (which emails the admins), not the threshold or a switch. */
  emailed: boolean;
}) {
  const avoided = report.colors.filter((c) => !c.effectiveAvailable);
  return (
    <section className={stock.avoided} aria-label="Colours new designs avoid" data-testid="stock-avoided">
      {justOut.length > 0 ? (
        <p className="notice notice-warning" role="status" data-testid="stock-just-out">
          Now out of new designs: {justOut.map(labelOf).join(', ')}.{emailed ? ' The admins are emailed.' : ''}
        </p>
      ) : null}
      {avoided.length === 0 ? (
        <p>New designs may use every colour.</p>
      ) : (
        <>
          <p>
            <strong>
              New designs avoid {avoided.length} colour{avoided.length === 1 ? '' : 's'}
            </strong>{' '}
            (the editor shows {avoided.length === 1 ? 'it' : 'them'} as out of stock; orders already placed keep them):
          </p>
          <ul>
            {avoided.map((c) => (
              <li key={c.code}>
                {labelOf(c)}: {avoidedBecause(c, report.threshold)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
