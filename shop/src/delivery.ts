// When an order arrives: the shop makes the kit in MAKING_BUSINESS_DAYS business days, then the shipping option
// takes its business days; business days are Monday to Friday, counted in Chicago, where the kits are packed.
// One rule for the checkout, the order pages, the emails, the home page and the FAQ.
import type { ShippingIndex } from './wire.ts';

/** Business days the shop takes to make and pack a kit before it ships. */
export const MAKING_BUSINESS_DAYS = 3;

/** Business days each shipping option takes, by index: Ground, Priority, Priority Express. */
export const SHIPPING_BUSINESS_DAYS: Readonly<Record<ShippingIndex, { min: number; max: number }>> = {
  0: { min: 5, max: 7 },
  1: { min: 2, max: 3 },
  2: { min: 1, max: 2 },
};

/** Whether a number is one of the shipping options' indexes. */
export function isShippingIndex(value: number): value is ShippingIndex {
  return value === 0 || value === 1 || value === 2;
}

/** The cheapest option, which checkout starts with. */
export const GROUND_SHIPPING: ShippingIndex = 0;

/** "5-7 business days": how long an option takes once the kit ships. */
export function shippingTimeText(index: ShippingIndex): string {
  const { min, max } = SHIPPING_BUSINESS_DAYS[index];
  return `${min}-${max} business days`;
}

/** The most business days from an order to its door with Ground Shipping (what the shop promises everywhere). */
export const DELIVERY_PROMISE_BUSINESS_DAYS = MAKING_BUSINESS_DAYS + SHIPPING_BUSINESS_DAYS[GROUND_SHIPPING].max;

/** "within 10 business days": the promise as the home page and the FAQ say it. */
export const DELIVERY_PROMISE_TEXT = `within ${DELIVERY_PROMISE_BUSINESS_DAYS} business days`;

const SHOP_TIME_ZONE = 'America/Chicago';

/** The calendar day `at` falls on in Chicago, as a UTC midnight (so days can be counted without time zones). */
function chicagoDay(at: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** The day `days` business days after `day` (a UTC midnight), skipping Saturdays and Sundays. */
export function addBusinessDays(day: Date, days: number): Date {
  const next = new Date(day.getTime());
  let left = days;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/** The first and last day an order placed at `orderedAt` arrives with the option `index` (UTC midnights). */
export function deliveryWindow(orderedAt: Date, index: ShippingIndex): { first: Date; last: Date } {
  const day = chicagoDay(orderedAt);
  const { min, max } = SHIPPING_BUSINESS_DAYS[index];
  return {
    first: addBusinessDays(day, MAKING_BUSINESS_DAYS + min),
    last: addBusinessDays(day, MAKING_BUSINESS_DAYS + max),
  };
}

const month = (day: Date) => day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

/** "Arrives Dec 8-12" (or "Arrives Nov 28-Dec 2" across a month's end) for an order placed at `orderedAt`. */
export function arrivesText(orderedAt: Date, index: ShippingIndex): string {
  const { first, last } = deliveryWindow(orderedAt, index);
  const end = month(first) === month(last) ? `${last.getUTCDate()}` : `${month(last)} ${last.getUTCDate()}`;
  return `Arrives ${month(first)} ${first.getUTCDate()}-${end}`;
}
