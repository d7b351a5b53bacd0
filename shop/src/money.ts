// Money is integer cents everywhere; dollars appear only for display and on the wire beside the cents.

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

/** Dollars for display (a number with at most two decimals) from integer cents: 50999 -> 509.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars (a display number from the API) to cents without float drift: 149.99 -> 14999. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 14999 -> "149.99", 123456 -> "1,234.56", -500 -> "-5.00" (always 2 decimals; not a number reads 0.00). */
export function formatAmount(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** 14999 -> "$149.99", 123456 -> "$1,234.56", -500 -> "-$5.00". */
export function formatCents(cents: number): string {
  const text = formatAmount(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The parts of an order's price, in cents. */
export interface SummaryParts {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
}

/** An order's price, every part in cents (the API's `summary`). */
export interface MoneySummary extends SummaryParts {
  totalCents: number;
}

/** Total = subtotal + shipping + tax - discount, never below zero. */
export function orderTotalCents(parts: SummaryParts): number {
  return Math.max(0, parts.subtotalCents + parts.shippingCents + parts.taxCents - parts.discountCents);
}

export type CouponType = 'Percent' | 'Dollars';
export const COUPON_TYPES: readonly CouponType[] = ['Percent', 'Dollars'];

/** A coupon as a customer reads it: "10% off" or "$20 off" (quantity is whole percent or whole dollars). */
export function couponDisplay(type: CouponType | string, quantity: number): string {
  return type === 'Percent' ? `${quantity}% off` : `$${quantity} off`;
}
