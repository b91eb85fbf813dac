import { describe, expect, it } from 'vitest';
import { measurePassword } from './account-settings.ts';

describe('measurePassword', () => {
  it('refuses what the policy refuses, naming why, and caps the score', () => {
    expect(measurePassword('abc')).toEqual({
      isAcceptable: false,
      score: 0,
      problems: ['validation.passwordTooShort', 'validation.passwordWeak'],
    });
    expect(measurePassword('abcdefghijkl')).toMatchObject({ isAcceptable: false, problems: ['validation.passwordWeak'] });
    expect(measurePassword('abcdefghijkl').score).toBeLessThanOrEqual(1);
  });

  it('rewards length and variety once the policy is met', () => {
    const scores = ['abcdefg1', 'abcdefghijk1', 'Abcdefghijk1', 'Abcdefghij#1'].map((p) => measurePassword(p).score);
    expect(scores).toEqual([1, 2, 3, 4]);
    expect(measurePassword('Abcdefghij#1').isAcceptable).toBe(true);
  });
});
