import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatNumber, formatShortDate, formatTk } from './format.ts';

describe('format in English', () => {
  it('writes dates as en-US long month, day and year', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('November 21, 2026');
  });

  it('writes short dates for table cells as en-US medium', () => {
    expect(formatShortDate(new Date(2026, 10, 21))).toBe('Nov 21, 2026');
  });

  it('writes Taka with South Asian grouping', () => {
    expect(formatTk(150_000)).toBe('Tk 1,500');
    expect(formatTk(10_000_000)).toBe('Tk 1,00,000');
    expect(formatTk(15_050)).toBe('Tk 150.50');
  });

  it('writes dates and times as they are in Dhaka', () => {
    // 20:30 UTC is 02:30 the next morning in Dhaka (UTC+6).
    expect(formatDate('2026-11-21T20:30:00Z')).toBe('November 22, 2026');
    expect(formatDateTime('2026-11-21T20:30:00Z')).toBe('Nov 22, 2026, 2:30 AM');
    expect(formatDay('2026-12-31')).toBe('December 31, 2026');
  });
});

describe('format in Bangla', () => {
  it('writes Taka as ৳ with Bengali digits and South Asian grouping', () => {
    expect(formatTk(10_000_000, 'bn')).toBe('৳১,০০,০০০');
    expect(formatTk(15_050, 'bn')).toBe('৳১৫০.৫০');
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
  });

  it('writes dates in Bangla, in Dhaka', () => {
    expect(formatDate('2026-11-21T20:30:00Z', 'bn')).toBe('২২ নভেম্বর, ২০২৬');
    expect(formatDay('2026-12-31', 'bn')).toBe('৩১ ডিসেম্বর, ২০২৬');
  });
});
