import { describe, expect, it } from 'vitest';
import { formatTk, takaToPoisha } from './money.ts';

describe('formatTk', () => {
  it('shows whole Taka without decimals and grouped thousands', () => {
    expect(formatTk(450_000)).toBe('Tk 4,500');
  });
  it('shows poisha with two decimals', () => {
    expect(formatTk(15_050)).toBe('Tk 150.50');
  });
  it('groups lakhs and crores the South Asian way', () => {
    expect(formatTk(10_000_000)).toBe('Tk 1,00,000');
    expect(formatTk(1_234_567_850)).toBe('Tk 1,23,45,678.50');
  });
  it('writes Bangla with the Taka sign and Bengali digits', () => {
    expect(formatTk(10_000_000, 'bn')).toBe('৳১,০০,০০০');
    expect(formatTk(15_050, 'bn')).toBe('৳১৫০.৫০');
  });
});

describe('takaToPoisha', () => {
  it('parses whole and decimal amounts exactly', () => {
    expect(takaToPoisha('1500')).toBe(150_000);
    expect(takaToPoisha('0.1')).toBe(10);
    expect(takaToPoisha('19.99')).toBe(1999);
    expect(takaToPoisha('1,200.5')).toBe(120_050);
    expect(takaToPoisha('১,৫০০.৫০')).toBe(150_050);
  });
  it('refuses negative, over-precise and non-numeric input', () => {
    expect(takaToPoisha('-5')).toBeNull();
    expect(takaToPoisha('1.234')).toBeNull();
    expect(takaToPoisha('abc')).toBeNull();
  });
});
