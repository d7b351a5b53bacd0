import { shareOfCents, shippingTimeText, type ShippingIndex } from '@brixilated/shop';

export type { ShippingIndex };

/**
 * The three ways a Brix ships from Chicago, by index: a base price and a price per base plate (the business
 * days each takes are the shop's delivery rule).
 */
export const SHIPPING_OPTIONS = [
  { index: 0, name: 'Ground Shipping', time: shippingTimeText(0), baseCents: 799, perPlateCents: 50 },
  { index: 1, name: 'Priority Shipping', time: shippingTimeText(1), baseCents: 1499, perPlateCents: 100 },
  { index: 2, name: 'Priority Express', time: shippingTimeText(2), baseCents: 2999, perPlateCents: 200 },
] as const;

export { isShippingIndex } from '@brixilated/shop';

export const ZIP_PATTERN = /^\d{5}$/;

/**
 * Zone factor in percent by the ZIP's first digit: Chicago's own zone (6) pays the base rate,
 * the neighbouring zones 15% more, the coasts 30% more.
 */
export function zoneFactorPercent(zip: string): 100 | 115 | 130 {
  if (!ZIP_PATTERN.test(zip)) throw new RangeError(`Not a 5-digit ZIP: ${zip}`);
  const first = zip[0];
  if (first === '6') return 100;
  if (first === '3' || first === '4' || first === '5' || first === '7') return 115;
  return 130;
}

/** Cost of one option for a parcel of `plates` base plates going to `zip`, in cents. */
export function shippingCostCents(index: ShippingIndex, plates: number, zip: string): number {
  if (!Number.isSafeInteger(plates) || plates < 0) throw new RangeError('plates must be a whole number');
  const option = SHIPPING_OPTIONS[index];
  return shareOfCents(option.baseCents + option.perPlateCents * plates, zoneFactorPercent(zip), 100);
}

export interface ShippingQuote {
  index: ShippingIndex;
  name: string;
  time: string;
  costCents: number;
}

export function shippingQuotes(plates: number, zip: string): ShippingQuote[] {
  return SHIPPING_OPTIONS.map((option) => ({
    index: option.index,
    name: option.name,
    time: option.time,
    costCents: shippingCostCents(option.index, plates, zip),
  }));
}
