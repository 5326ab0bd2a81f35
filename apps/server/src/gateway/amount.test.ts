import { describe, expect, it } from 'vitest';
import { decimalToPoisha, poishaToDecimal } from './amount.ts';

describe('poishaToDecimal', () => {
  it('writes whole poisha as Taka with two decimals', () => {
    expect(poishaToDecimal(150000)).toBe('1500.00');
    expect(poishaToDecimal(150050)).toBe('1500.50');
    expect(poishaToDecimal(5)).toBe('0.05');
    expect(poishaToDecimal(0)).toBe('0.00');
    expect(poishaToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses fractions, negatives and unsafe numbers', () => {
    for (const bad of [1.5, -1, Number.NaN, 2 ** 53]) expect(() => poishaToDecimal(bad)).toThrow(RangeError);
  });
});

describe('decimalToPoisha', () => {
  it('reads the gateway amounts exactly', () => {
    expect(decimalToPoisha('1500.00')).toBe(150000);
    expect(decimalToPoisha('1500')).toBe(150000);
    expect(decimalToPoisha('99.5')).toBe(9950);
    expect(decimalToPoisha('0.07')).toBe(7);
    expect(decimalToPoisha(' 12.30 ')).toBe(1230);
    expect(decimalToPoisha('1.2300')).toBe(123);
  });

  it('has no float drift where floats would have it', () => {
    // 0.29 * 100 and 1.005 * 100 are 28.999999999999996 and 100.49999999999999 in floats.
    expect(decimalToPoisha('0.29')).toBe(29);
    expect(decimalToPoisha('4.35')).toBe(435);
    const drifted = [];
    for (let poisha = 0; poisha < 100_000; poisha++) {
      if (decimalToPoisha(poishaToDecimal(poisha)) !== poisha) drifted.push(poisha);
    }
    expect(drifted).toEqual([]);
  });

  it('is null for anything that is not a Taka amount', () => {
    for (const bad of [
      '',
      'abc',
      '-1.00',
      '1.234',
      '1e3',
      '1,500.00',
      '.5',
      '1.',
      '12345678901234.00',
      'NaN',
    ]) {
      expect(decimalToPoisha(bad)).toBeNull();
    }
  });
});
