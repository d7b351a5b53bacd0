// A pick list as CSV for a spreadsheet: one row a brick colour, then the base plates and the connectors.
import { STUDS_PER_PLATE, type PickList } from '@brixilated/shop';
import { STUD_PART } from './bricklink.ts';

export const PICK_LIST_CSV_HEADER = [
  'Part',
  'Code',
  'Colour',
  'BrickLink item',
  'BrickLink colour',
  'Count',
  'Spares',
  'Total',
] as const;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading = + - @ cannot start a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function pickListCsv(list: PickList): string {
  const rows: (string | number)[][] = [[...PICK_LIST_CSV_HEADER]];
  for (const line of list.colors)
    rows.push([
      STUD_PART.name,
      line.code,
      line.name,
      STUD_PART.itemId,
      line.bricklinkColor,
      line.count,
      line.spares,
      line.total,
    ]);
  for (const line of list.plates) {
    const part = `Base plate ${STUDS_PER_PLATE} x ${STUDS_PER_PLATE} (${line.kits} x Brix of ${line.wide} x ${line.high} plates)`;
    rows.push([part, '', '', '', '', line.plates, 0, line.plates]);
  }
  if (list.connectors > 0) rows.push(['Connector', '', '', '', '', list.connectors, 0, list.connectors]);
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
