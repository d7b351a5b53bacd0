import { describe, expect, it } from 'vitest';
import { passwordMessages } from './validate';

describe('password check messages', () => {
  const pair = passwordMessages('newPassword', 'confirmation');

  it('puts each of the pair beside its field', () => {
    const answer = {
      problem: true,
      message: 'Too short',
      messages: { password: 'Too short', confirmation: "The passwords don't match." },
    };
    expect(pair(answer)).toEqual({ newPassword: 'Too short', confirmation: "The passwords don't match." });
  });

  it('falls back to the single message and answers nothing without a problem', () => {
    expect(pair({ problem: true, message: 'Please enter a password.' })).toEqual({
      newPassword: 'Please enter a password.',
    });
    expect(pair({ problem: false, message: '' })).toEqual({});
  });

  it('ignores the confirmation for single-password checks', () => {
    const single = passwordMessages('password');
    const answer = { problem: true, message: 'x', messages: { password: '', confirmation: 'mismatch' } };
    expect(single(answer)).toEqual({ password: 'x' });
  });
});
