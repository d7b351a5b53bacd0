// The shop's phone rules: digits only (the formatting characters ( ) - and space are ignored), at most
// 14 characters as displayed, formatting from the 4th digit: "(xxx) xxx" for 4-6 digits and
// "(xxx) xxx-xxxx" for 7 or more. The number saved and sent is digits only.

export const PHONE_MAX_LENGTH = 14;
const MAX_DIGITS = 10;

/** Strips ( ) - and spaces; null when anything else (a letter, a +) is left. */
export function phoneDigits(text: string): string | null {
  const stripped = text.replace(/[()\-\s]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

/** Digits to the display form. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (d.length < 4) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * What the field shows after the visitor typed `typed` while it showed `previous`: the typed text is
 * compared to the previous one and refused (previous kept) when it holds a non-digit.
 */
export function nextPhoneInput(previous: string, typed: string): string {
  const digits = phoneDigits(typed);
  if (digits === null) return previous;
  return formatPhone(digits.slice(0, MAX_DIGITS));
}
