import type { TestCard } from './provider.ts';

/**
 * Outcomes of Stripe's published test cards (https://docs.stripe.com/testing), with the messages
 * Stripe shows a customer. The built-in provider charges nothing; it only answers as Stripe would.
 */
const SUCCEEDING: ReadonlySet<string> = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '3566002020360505', // JCB
]);

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  invalidMonth: "Your card's expiration month is invalid.",
  invalidYear: "Your card's expiration year is invalid.",
  pastYear: "Your card's expiration year is in the past.",
  pastDate: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  liveCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

const DECLINES: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined, // generic_decline
  '4000000000009995': CARD_MESSAGES.insufficientFunds, // insufficient_funds
  '4000000000009987': CARD_MESSAGES.declined, // lost_card
  '4000000000009979': CARD_MESSAGES.declined, // stolen_card
  '4000000000000069': CARD_MESSAGES.expired, // expired_card
  '4000000000000127': CARD_MESSAGES.incorrectCvc, // incorrect_cvc
  '4000000000000119': CARD_MESSAGES.processingError, // processing_error
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardOutcome = { ok: true; last4: string } | { ok: false; message: string };

/** What Stripe would answer for this card today: a field error, a decline, or success. */
export function testCardOutcome(card: TestCard, today: Date = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, message: CARD_MESSAGES.invalidNumber };
  const isAmex = /^3[47]/.test(digits);
  if (digits.length < (isAmex ? 15 : 14)) return { ok: false, message: CARD_MESSAGES.incompleteNumber };
  if (digits.length > 19) return { ok: false, message: CARD_MESSAGES.invalidNumber };
  if (!luhnValid(digits)) return { ok: false, message: CARD_MESSAGES.incorrectNumber };

  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, message: CARD_MESSAGES.invalidMonth };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year)) return { ok: false, message: CARD_MESSAGES.invalidYear };
  if (year < thisYear) return { ok: false, message: CARD_MESSAGES.pastYear };
  if (year > thisYear + 50) return { ok: false, message: CARD_MESSAGES.invalidYear };
  if (year === thisYear && card.expMonth < today.getUTCMonth() + 1)
    return { ok: false, message: CARD_MESSAGES.pastDate };

  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length < (isAmex ? 4 : 3) || cvc.length > 4) {
    return { ok: false, message: CARD_MESSAGES.incompleteCvc };
  }

  const decline = DECLINES[digits];
  if (decline) return { ok: false, message: decline };
  if (!SUCCEEDING.has(digits)) return { ok: false, message: CARD_MESSAGES.liveCard };
  return { ok: true, last4: digits.slice(-4) };
}
