import { describe, expect, it } from 'vitest';
import { BD_MOBILE_MESSAGE, bdMobileSchema, clubCheckoutSchema } from './payments.ts';

describe('bdMobileSchema', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    [' 017-1234 5678 ', '01712345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(bdMobileSchema.parse(input)).toBe(expected);
  });

  it.each(['0171234567', '02712345678', '1712345678', '+1 555 0100', 'phone'])('refuses %s', (input) => {
    const result = bdMobileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BD_MOBILE_MESSAGE);
  });

  it('says the field is required when empty', () => {
    expect(bdMobileSchema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('clubCheckoutSchema', () => {
  it('has no price field: an amount sent by a browser is dropped', () => {
    const parsed = clubCheckoutSchema.parse({ mobile: '01712345678', plan: 'yearly', amount: 1 });
    expect(parsed).toEqual({ mobile: '01712345678', plan: 'yearly' });
  });
});
