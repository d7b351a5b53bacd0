import { inchesToPlates, orderTotalCents, priceCents, type MoneySummary } from '@brixilated/shop';
import { discountCents, type CouponTerms } from '../domain/discount.ts';
import { shippingCostCents, type ShippingIndex } from '../domain/shipping.ts';
import { shipsToIllinois, taxCents } from '../domain/tax.ts';

/** What the money rules need of an item: its size in inches and how many. */
export interface SizedItem {
  width: number;
  height: number;
  quantity: number;
}

export function platesOf(item: Pick<SizedItem, 'width' | 'height'>): { wide: number; high: number } {
  return { wide: inchesToPlates(item.width), high: inchesToPlates(item.height) };
}

/** The server's own unit price for an item of this size, whatever was stored or sent. */
export function unitPriceCents(item: Pick<SizedItem, 'width' | 'height'>): number {
  const plates = platesOf(item);
  return priceCents(plates.wide, plates.high);
}

export function subtotalCents(items: readonly SizedItem[]): number {
  return items.reduce((sum, item) => sum + unitPriceCents(item) * item.quantity, 0);
}

/** Base plates in the parcel: each item's plates times its quantity. */
export function parcelPlates(items: readonly SizedItem[]): number {
  return items.reduce((sum, item) => {
    const plates = platesOf(item);
    return sum + plates.wide * plates.high * item.quantity;
  }, 0);
}

/** Every part from the server's own prices; the total is the shop's one total rule (never below zero). */
export function summarize(
  items: readonly SizedItem[],
  options: { shippingIndex: ShippingIndex; address: { state?: string; zip: string }; coupon: CouponTerms | null },
): MoneySummary {
  const subtotal = subtotalCents(items);
  const discount = discountCents(subtotal, options.coupon);
  const shipping = shippingCostCents(options.shippingIndex, parcelPlates(items), options.address.zip);
  const tax = taxCents(subtotal, discount, shipsToIllinois(options.address));
  const parts = { subtotalCents: subtotal, shippingCents: shipping, taxCents: tax, discountCents: discount };
  return { ...parts, totalCents: orderTotalCents(parts) };
}
