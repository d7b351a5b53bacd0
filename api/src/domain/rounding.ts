/**
 * The one rounding rule for money: a share of an amount in integer cents, rounded half-up to the
 * nearest cent. Exact integer arithmetic, so 6.25% of $0.08 is 1 cent on every machine.
 */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError('shareOfCents takes integers');
  }
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const product = cents * numerator;
  const sign = product < 0 ? -1 : 1;
  // Half-up on the magnitude ("half away from zero"), so a negative share mirrors a positive one.
  return sign * Math.floor((Math.abs(product) * 2 + denominator) / (2 * denominator));
}

/** Dollars for display (a number with at most two decimals) from integer cents. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$1,234.50" for emails and PDFs. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
