// Money is integer cents everywhere; these turn cents into the text a customer reads.

/** 14999 -> "149.99", 123456 -> "1,234.56" (always 2 decimals). */
export function formatAmount(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

/** 14999 -> "$149.99", -500 -> "-$5.00". */
export function formatCents(cents: number): string {
  const text = formatAmount(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Dollars (a display number from the API) to cents without float drift: 149.99 -> 14999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export interface SummaryParts {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
}

/** An order's total: subtotal + shipping + tax - discount (never below zero). */
export function orderTotalCents(p: SummaryParts): number {
  return Math.max(0, p.subtotalCents + p.shippingCents + p.taxCents - p.discountCents);
}

/** A coupon as a customer reads it: "10% off" or "$20 off". */
export function couponDisplay(type: string, quantity: number): string {
  return type === 'Percent' ? `${quantity}% off` : `$${quantity} off`;
}
