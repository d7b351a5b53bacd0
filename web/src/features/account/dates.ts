// Order dates as customers read them. A month number outside 1-12 shows "Error" rather than
// inventing a month.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function monthName(month: number): string {
  return Number.isInteger(month) && month >= 1 && month <= 12 ? MONTHS[month - 1] : 'Error';
}

/** "2026-11-21T23:59:00Z" -> "November 21, 2026" (the calendar date as stored, no time-zone shift). */
export function formatOrderDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value ?? '');
  if (!m) return value ? String(value) : '';
  return `${monthName(Number(m[2]))} ${Number(m[3])}, ${m[1]}`;
}

/** "2026-11-21T23:59:00Z" -> "Nov 21, 2026": the short form, for dense tables. */
export function monthShortDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value ?? '');
  if (!m) return value ? String(value) : '';
  return `${monthName(Number(m[2])).slice(0, 3)} ${Number(m[3])}, ${m[1]}`;
}
