import { describe, expect, it } from 'vitest';
import { formatTk, takaToPoisha } from './money.ts';

describe('formatTk', () => {
  it('shows whole Taka without decimals and grouped thousands', () => {
    expect(formatTk(450_000)).toBe('Tk 4,500');
  });
  it('shows poisha with two decimals', () => {
    expect(formatTk(15_050)).toBe('Tk 150.50');
  });
});

describe('takaToPoisha', () => {
  it('parses whole and decimal amounts exactly', () => {
    expect(takaToPoisha('1500')).toBe(150_000);
    expect(takaToPoisha('0.1')).toBe(10);
    expect(takaToPoisha('19.99')).toBe(1999);
    expect(takaToPoisha('1,200.5')).toBe(120_050);
  });
  it('refuses negative, over-precise and non-numeric input', () => {
    expect(takaToPoisha('-5')).toBeNull();
    expect(takaToPoisha('1.234')).toBeNull();
    expect(takaToPoisha('abc')).toBeNull();
  });
});
