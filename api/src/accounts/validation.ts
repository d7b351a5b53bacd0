// Field rules with the messages a customer sees, shared by the /api/validate calls and the account routes.

import { z } from 'zod';
import {
  canonicalStateName,
  stateOfZip,
  zipInState,
  type Address,
  type AddressInput,
  type Expect,
  type NameType,
  type Same,
} from '@brixilated/shop';

export type { NameType };

export const NAME_TYPES: readonly NameType[] = ['first', 'last', 'addressee', 'street address', 'city'];

const LABEL: Record<NameType, string> = {
  first: 'first name',
  last: 'last name',
  addressee: 'name',
  'street address': 'street address',
  city: 'city',
};
const MAX_LENGTH: Record<NameType, number> = { first: 50, last: 50, addressee: 100, 'street address': 100, city: 60 };
// Letters in any alphabet; names add spaces, apostrophes, hyphens and dots; addresses add digits and # , /.
const PATTERN: Record<NameType, RegExp> = {
  first: /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u,
  last: /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u,
  addressee: /^[\p{L}\p{M}][\p{L}\p{M}\d &'’.,-]*$/u,
  'street address': /^[\p{L}\p{M}\d][\p{L}\p{M}\d '’.,#/-]*$/u,
  city: /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u,
};

/** null when fine, else the message. */
export function nameProblem(value: string, type: NameType): string | null {
  const label = LABEL[type];
  const v = value.trim();
  if (!v) return `Please enter your ${label}.`;
  if (v.length > MAX_LENGTH[type]) return `Your ${label} can have at most ${MAX_LENGTH[type]} characters.`;
  if (!PATTERN[type].test(v)) {
    return type === 'street address'
      ? 'A street address can use letters, numbers, spaces and . , # / - only.'
      : `Your ${label} can use letters, spaces, apostrophes, dots and hyphens only.`;
  }
  return null;
}

/** Second address line: optional, same characters as a street address. */
export function streetAddress2Problem(value: string): string | null {
  if (!value.trim()) return null;
  return nameProblem(value, 'street address');
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function emailProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Please enter your email address.';
  if (v.length > 254 || !EMAIL.test(v)) return "That doesn't look like an email address (like name@example.com).";
  return null;
}

/** Digits only, with ( ) - and spaces removed; null when anything else was typed. */
export function phoneDigits(value: string): string | null {
  const stripped = value.replace(/[()\-\s]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

export const PHONE_MAX_CHARS = 14;

export function phoneProblem(value: string): string | null {
  if (!value.trim()) return 'Please enter your phone number.';
  if (value.length > PHONE_MAX_CHARS) return `A phone number can have at most ${PHONE_MAX_CHARS} characters.`;
  const digits = phoneDigits(value);
  if (digits === null) return 'A phone number can only have digits (and ( ) - or spaces).';
  if (digits.length !== 10) return 'Please enter a 10-digit phone number, area code first.';
  return null;
}

export function zipProblem(value: string): string | null {
  if (!/^\d{5}$/.test(value.trim())) return 'Please enter a 5-digit ZIP code.';
  return null;
}

/**
 * A ZIP that does not belong to the address's state (tax and shipping follow the address, so they must
 * agree); null when they agree or when either is malformed (their own checks say so).
 */
export function zipStateProblem(zip: string, state: string): string | null {
  const name = canonicalStateName(state);
  if (!name || zipProblem(zip)) return null;
  if (zipInState(zip.trim(), name)) return null;
  const home = stateOfZip(zip.trim());
  return home
    ? `ZIP code ${zip.trim()} is in ${home}, not ${name}. Please check the ZIP code and state.`
    : `ZIP code ${zip.trim()} is not a ${name} ZIP code. Please check the ZIP code and state.`;
}

export function stateProblem(value: string): string | null {
  if (!value.trim()) return 'Please choose a state.';
  return canonicalStateName(value) ? null : 'Please choose one of the 50 US states.';
}

export const COUPON_CODE = /^[A-Za-z0-9]{3,20}$/;
export function couponCodeProblem(value: string): string | null {
  if (!value.trim()) return 'Please enter a code.';
  if (!COUPON_CODE.test(value.trim())) return 'A code has 3 to 20 letters and numbers.';
  return null;
}

export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 4000;
export function messageProblem(value: string, type: 'subject' | 'message'): string | null {
  const v = value.trim();
  if (type === 'subject') {
    if (!v) return 'Please enter a subject.';
    if (v.length > SUBJECT_MAX) return `A subject can have at most ${SUBJECT_MAX} characters.`;
    return null;
  }
  if (!v) return 'Please enter your message.';
  if (v.length < 10) return 'Please tell us a little more (at least 10 characters).';
  if (v.length > MESSAGE_MAX) return `A message can have at most ${MESSAGE_MAX} characters.`;
  return null;
}

export function couponTypeProblem(value: string): string | null {
  return value === 'Percent' || value === 'Dollars' ? null : 'The type must be Percent or Dollars.';
}

/** A whole number of at least 1 (coupon quantities). */
export function numberProblem(name: string, value: unknown): string | null {
  const label = name.trim() || 'This';
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return `${label} must be a number.`;
  if (!Number.isInteger(n)) return `${label} must be a whole number.`;
  if (n < 1) return `${label} must be at least 1.`;
  if (n > 100_000) return `${label} can be at most 100000.`;
  return null;
}

/** A zod string checked by one of the rules above, so bodies and the validate calls say the same thing. */
export const ruled = (problem: (v: string) => string | null, missing: string, max = 1000) =>
  z
    .string({ error: missing })
    .max(max, 'That is too long.')
    .superRefine((v, ctx) => {
      const message = problem(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => v.trim());

export const addressSchema = z
  .object({
    name: ruled((v) => nameProblem(v, 'addressee'), 'Please enter the name for this address.'),
    streetAddress: ruled((v) => nameProblem(v, 'street address'), 'Please enter the street address.'),
    streetAddress2: ruled(streetAddress2Problem, 'The second address line must be text.').optional().default(''),
    city: ruled((v) => nameProblem(v, 'city'), 'Please enter the city.'),
    state: ruled(stateProblem, 'Please choose a state.').transform((v) => canonicalStateName(v) ?? v),
    // A ZIP may come as a number (its leading zeros lost); accept one, keep five digits as text.
    zip: z
      .union([z.string(), z.number()], { error: 'Please enter a 5-digit ZIP code.' })
      .transform((v) => (typeof v === 'number' ? String(v).padStart(5, '0') : v.trim()))
      .superRefine((v, ctx) => {
        const message = zipProblem(v);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  })
  .superRefine((address, ctx) => {
    const message = zipStateProblem(address.zip, address.state);
    if (message) ctx.addIssue({ code: 'custom', path: ['zip'], message });
  });
// The browser writes the shop's AddressInput, and the schema keeps an Address: a field on one side only fails the
// typecheck.
type _AddressInputIsChecked = Expect<Same<z.input<typeof addressSchema>, AddressInput>>;
type _CheckedAddressIsKept = Expect<Same<z.output<typeof addressSchema>, Address>>;
