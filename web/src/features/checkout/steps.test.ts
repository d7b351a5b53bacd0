import { describe, expect, it } from 'vitest';
import { canOpenStep } from './CheckoutPage';
import { formatCardNumber, formatExpiry, parseExpiry } from './PaymentStep';

describe('checkout step headers', () => {
  it('opens step 1 always and steps 2 and 3 once step 2 was reached', () => {
    expect(canOpenStep(1, 1)).toBe(true);
    expect(canOpenStep(2, 1)).toBe(false);
    expect(canOpenStep(3, 1)).toBe(false);
    expect(canOpenStep(2, 2)).toBe(true);
    expect(canOpenStep(3, 2)).toBe(true);
    expect(canOpenStep(3, 3)).toBe(true);
  });
});

describe('test card form', () => {
  it('groups card digits by 4 and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
  });

  it('reads the expiry as MM / YY and refuses a month outside 1-12', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('1/3')).toBeNull();
  });
});
