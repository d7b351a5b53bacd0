// What the cart page tells a shopper whose visitor-cart items could not all be kept at login: how many,
// and for each reason what to do about it. A visitor's Brix is in no saved design, so the advice is a new Brix.
import { MAX_CART_ITEMS, type SkippedCart } from '@brixilated/shop';

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The sentences, one per reason that left something out; empty when nothing was. */
export function skippedCartLines(skipped: SkippedCart): string[] {
  const lines: string[] = [];
  const one = (n: number, single: string, plural: string) => (n === 1 ? single : plural);
  if (skipped.photo > 0)
    lines.push(
      `The photo of ${items(skipped.photo)} is no longer stored, and this browser had no copy to send again: start a new Brix from the photo.`,
    );
  if (skipped.color > 0)
    lines.push(
      `${items(skipped.color)} ${one(skipped.color, 'uses', 'use')} a colour that is no longer available: start a new Brix from the photo to choose others.`,
    );
  if (skipped.full > 0)
    lines.push(`${items(skipped.full)} did not fit: a cart holds at most ${MAX_CART_ITEMS} different Brixes.`);
  if (skipped.invalid > 0)
    lines.push(`${items(skipped.invalid)} could not be read and ${one(skipped.invalid, 'was', 'were')} left out.`);
  return lines;
}

/** The heading over the sentences. */
export function skippedCartTitle(skipped: SkippedCart): string {
  const total = skipped.photo + skipped.color + skipped.full + skipped.invalid;
  return `${items(total)} from before you logged in could not be kept.`;
}
