// The facts of a kit (shop/src/kit.ts) as the shop shows them: a short line on a size's card or price row, and
// a list where the design is known (the Review step, the cart).
import { BUILD_STUDS_PER_HOUR, buildTimeText, type KitFacts } from '@brixilated/shop';
import './kit-facts.css';
import { formatCount } from '../lib/numbers';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "9 plates · 9,216 studs · about 18 hours to build" */
export function kitFactsLine(facts: KitFacts): string {
  return [
    plural(facts.plates, 'plate', 'plates'),
    plural(facts.studs, 'stud', 'studs'),
    ...(facts.colors !== null ? [plural(facts.colors, 'colour', 'colours')] : []),
    `${buildTimeText(facts.buildHours)} to build`,
  ].join(' · ');
}

/** One line of facts, for a size's card or a price row. */
export function KitFactsLine({ facts, className = '' }: { facts: KitFacts; className?: string }) {
  return (
    <span className={`kit-facts-line ${className}`} data-testid="kit-facts-line">
      {kitFactsLine(facts)}
    </span>
  );
}

/** Every fact of a kit, as rows of a description list. */
export function KitFactsList({ facts }: { facts: KitFacts }) {
  return (
    <dl className="kit-facts" data-testid="kit-facts">
      <dt>Base plates</dt>
      <dd data-fact="plates">
        {formatCount(facts.plates)}{' '}
        <span className="muted">
          ({facts.wide} x {facts.high})
        </span>
      </dd>
      <dt>Studs</dt>
      <dd data-fact="studs">{formatCount(facts.studs)}</dd>
      {facts.colors !== null && (
        <>
          <dt>Colours</dt>
          <dd data-fact="colors">{formatCount(facts.colors)}</dd>
        </>
      )}
      {facts.pieces !== null && facts.spares !== null && (
        <>
          <dt>Bricks in the box</dt>
          <dd data-fact="pieces">
            {formatCount(facts.pieces)}{' '}
            <span className="muted">
              ({formatCount(facts.studs)} + {formatCount(facts.spares)} spares)
            </span>
          </dd>
        </>
      )}
      <dt>Connectors</dt>
      <dd data-fact="connectors">{formatCount(facts.connectors)}</dd>
      <dt>Build time</dt>
      <dd data-fact="build">
        {buildTimeText(facts.buildHours)}{' '}
        <span className="muted">(at {formatCount(BUILD_STUDS_PER_HOUR)} studs an hour)</span>
      </dd>
    </dl>
  );
}

/** A table of kits, one row each: what a size's box holds and how long it takes to build. */
export function KitFactsTable({ caption, rows }: { caption: string; rows: { label: string; facts: KitFacts }[] }) {
  return (
    <div className="kit-facts-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table kit-facts-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col" className="num">
              Base plates
            </th>
            <th scope="col" className="num">
              Studs
            </th>
            <th scope="col" className="num">
              Connectors
            </th>
            <th scope="col">Build time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, facts }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">
                {formatCount(facts.plates)}{' '}
                <span className="muted">
                  ({facts.wide} x {facts.high})
                </span>
              </td>
              <td className="num">{formatCount(facts.studs)}</td>
              <td className="num">{formatCount(facts.connectors)}</td>
              <td>{buildTimeText(facts.buildHours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
