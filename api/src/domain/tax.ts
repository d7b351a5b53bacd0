import { shareOfCents } from '@brixilated/shop';

/** Illinois sales tax, 6.25%, as a fraction in basis points of a percent. */
export const ILLINOIS_TAX = { numerator: 625, denominator: 10_000 } as const;

/** Illinois ZIP codes run from 600 to 629 in their first three digits. */
export function isIllinoisZip(zip: string): boolean {
  if (!/^\d{5}$/.test(zip)) return false;
  const prefix = Number(zip.slice(0, 3));
  return prefix >= 600 && prefix <= 629;
}

/** The shipping address is in Illinois: by its state name (or code) when known, else by its ZIP. */
export function shipsToIllinois(address: { state?: string | null; zip?: string | number | null }): boolean {
  const state = address.state?.trim().toLowerCase();
  if (state) return state === 'illinois' || state === 'il';
  if (address.zip === undefined || address.zip === null) return false;
  return isIllinoisZip(String(address.zip).padStart(5, '0'));
}

/** Tax in cents: 6.25% of (subtotal - discount) for Illinois, otherwise nothing. */
export function taxCents(subtotalCents: number, discountCents: number, illinois: boolean): number {
  if (!illinois) return 0;
  const taxable = Math.max(0, subtotalCents - discountCents);
  return shareOfCents(taxable, ILLINOIS_TAX.numerator, ILLINOIS_TAX.denominator);
}
