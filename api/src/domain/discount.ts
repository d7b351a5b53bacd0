import { shareOfCents, type CouponType } from '@brixilated/shop';

/** What the money rules need of a coupon; the caller has already checked it is active. */
export interface CouponTerms {
  code: string;
  type: CouponType;
  /** Percent: 1 to 100. Dollars: whole dollars off. */
  quantity: number;
}

/** The discount of one coupon on a subtotal, in cents, never more than the subtotal. */
export function discountCents(subtotalCents: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon || subtotalCents <= 0) return 0;
  let cents: number;
  if (coupon.type === 'Percent') {
    const percent = Math.min(100, Math.max(0, coupon.quantity));
    cents = shareOfCents(subtotalCents, Math.round(percent * 100), 10_000);
  } else {
    cents = Math.round(Math.max(0, coupon.quantity) * 100);
  }
  return Math.min(cents, subtotalCents);
}
