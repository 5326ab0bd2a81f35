import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, formatTk } from './format.ts';

describe('format', () => {
  it('writes dates as en-US long month, day and year', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('November 21, 2026');
  });

  it('writes short dates for table cells as en-US medium', () => {
    expect(formatShortDate(new Date(2026, 10, 21))).toBe('Nov 21, 2026');
  });

  it('re-exports the shared Taka formatter', () => {
    expect(formatTk(150_000)).toBe('Tk 1,500');
  });
});
