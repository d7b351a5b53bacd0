// A pick list as the admin reads it while picking: one row a colour (code as on the blueprint, name, studs,
// spares, total), then the base plates and connectors. With `stock`, each colour also shows the free stock and
// any shortfall, in red.
import { STUDS_PER_PLATE, type PickList, type StockColor } from '@brixilated/shop';
import { PALETTE } from 'mosaic-core';
import styles from './admin.module.css';
import { formatCount } from '../../lib/numbers';

export function ColorSwatch({ code }: { code: number }) {
  return <span className={styles.swatch} style={{ background: PALETTE[code - 1]?.hex }} aria-hidden="true" />;
}

/** "8 base plates 32 x 32 (2 kits of 2 x 2)" lines and the connectors. */
export function KitParts({ list }: { list: PickList }) {
  return (
    <ul className={styles.kitParts}>
      {list.plates.map((p) => (
        <li key={`${p.wide}x${p.high}`}>
          {formatCount(p.plates)} base plates {STUDS_PER_PLATE} x {STUDS_PER_PLATE} ({p.kits}{' '}
          {p.kits === 1 ? 'kit' : 'kits'} of {p.wide} x {p.high})
        </li>
      ))}
      <li>{formatCount(list.connectors)} connectors</li>
    </ul>
  );
}

/** The columns: heading, and whether it holds numbers (right-aligned). */
const COLUMNS: [string, boolean][] = [
  ['Code', false],
  ['Colour', false],
  ['Count', true],
  ['Spares', true],
  ['Total', true],
];
const STOCK_COLUMNS: [string, boolean][] = [
  ['Free stock', true],
  ['Shortfall', true],
];

export function PickListTable({
  list,
  caption,
  stock,
}: {
  list: PickList;
  caption: string;
  stock?: Map<number, StockColor>;
}) {
  if (list.colors.length === 0) return <p className="muted">No bricks to pick.</p>;
  return (
    <div className={`table-wrap ${styles.pickWrap}`}>
      <table className={`table ${styles.table}`}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {[...COLUMNS, ...(stock ? STOCK_COLUMNS : [])].map(([name, numeric]) => (
              <th key={name} scope="col" className={numeric ? 'num' : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.colors.map((line) => {
            const colour = stock?.get(line.code);
            const short = colour?.shortfall ?? 0;
            return (
              <tr key={line.code} data-code={line.code} className={short > 0 ? styles.shortRow : undefined}>
                <td className="num">{line.code}</td>
                <td>
                  <ColorSwatch code={line.code} />
                  {line.name}
                </td>
                <td className="num">{formatCount(line.count)}</td>
                <td className="num">{formatCount(line.spares)}</td>
                <td className="num">
                  <strong>{formatCount(line.total)}</strong>
                </td>
                {stock ? (
                  <>
                    <td className="num">{colour?.onHand == null ? 'not counted' : formatCount(colour.onHand)}</td>
                    <td className={`num ${short > 0 ? styles.shortfall : ''}`}>
                      {short > 0 ? `${formatCount(short)} short` : '-'}
                    </td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Bricks in all
            </th>
            <td className="num">
              <strong>{formatCount(list.bricks)}</strong>
            </td>
            {stock ? <td colSpan={2} /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Links to a pick list's CSV and BrickLink wanted list (`base`: the address without the extension). */
export function Downloads({ base, query = '', label }: { base: string; query?: string; label: string }) {
  return (
    <p className={styles.downloads}>
      <a href={`${base}.csv${query}`} download>
        {label}: CSV
      </a>
      <a href={`${base}.xml${query}`} download>
        {label}: BrickLink wanted list (XML)
      </a>
    </p>
  );
}
