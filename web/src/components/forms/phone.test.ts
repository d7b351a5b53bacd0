import { describe, expect, it } from 'vitest';
import { formatPhone, nextPhoneInput, phoneDigits, PHONE_MAX_LENGTH } from './phone';

describe('phone formatting', () => {
  it('leaves up to 3 digits alone', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('3')).toBe('3');
    expect(formatPhone('312')).toBe('312');
  });

  it('formats 4 to 6 digits as (xxx) xxx', () => {
    expect(formatPhone('3125')).toBe('(312) 5');
    expect(formatPhone('312555')).toBe('(312) 555');
  });

  it('formats 7 or more digits as (xxx) xxx-xxxx, 14 characters at most', () => {
    expect(formatPhone('3125550')).toBe('(312) 555-0');
    expect(formatPhone('3125550123')).toBe('(312) 555-0123');
    expect(formatPhone('31255501234567')).toBe('(312) 555-0123');
    expect(formatPhone('3125550123').length).toBe(PHONE_MAX_LENGTH);
  });

  it('ignores the formatting characters and refuses anything else', () => {
    expect(phoneDigits('(312) 555-0123')).toBe('3125550123');
    expect(phoneDigits('312a')).toBeNull();
    expect(phoneDigits('+1 312')).toBeNull();
  });

  it('keeps the previous value when a non-digit is typed', () => {
    expect(nextPhoneInput('(312) 5', '(312) 5x')).toBe('(312) 5');
    expect(nextPhoneInput('312', '3125')).toBe('(312) 5');
    expect(nextPhoneInput('(312) 555-012', '(312) 555-0123')).toBe('(312) 555-0123');
    expect(nextPhoneInput('(312) 555-0123', '(312) 555-01234')).toBe('(312) 555-0123');
  });

  it('lets the visitor delete back through the formatting', () => {
    expect(nextPhoneInput('(312) 5', '(312) ')).toBe('312');
    expect(nextPhoneInput('(312) 555-0', '(312) 555-')).toBe('(312) 555');
  });
});
