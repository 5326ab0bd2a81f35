import { describe, expect, it } from 'vitest';
import { paidWithOf } from './pay-methods.ts';

describe('paidWithOf', () => {
  it.each([
    ['BKASH-BKash', { method: 'bkash' }],
    ['NAGAD-Nagad', { method: 'nagad' }],
    ['DBBLMOBILEB-Dbbl Mobile Banking', { method: 'rocket' }],
    ['VISA-Dutch Bangla', { method: 'card', brand: 'Visa' }],
    ['MASTER-City Bank', { method: 'card', brand: 'Mastercard' }],
    ['AMEX-City Bank', { method: 'card', brand: 'Amex' }],
    ['IBBL-Islami Bank', { method: 'other', text: 'IBBL-Islami Bank' }],
  ])('reads %s', (cardType, expected) => {
    expect(paidWithOf(cardType)).toEqual(expected);
  });

  it('has nothing to say without a card_type', () => {
    expect(paidWithOf(null)).toBeNull();
    expect(paidWithOf('')).toBeNull();
    expect(paidWithOf('  ')).toBeNull();
  });
});
