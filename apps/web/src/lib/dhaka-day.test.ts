import { describe, expect, it } from 'vitest';
import { addDays, dayParam, dhakaToday, isDay } from './dhaka-day.ts';

describe('Dhaka days', () => {
  it('is already tomorrow in Dhaka when it is 18:00 UTC (UTC+6)', () => {
    expect(dhakaToday(new Date('2026-11-25T17:59:00Z'))).toBe('2026-11-25');
    expect(dhakaToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-26');
  });

  it('steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes a real day up to today from the address, else today', () => {
    const today = '2026-11-25';
    expect(dayParam(new URLSearchParams('day=2026-11-20'), today)).toBe('2026-11-20');
    expect(dayParam(new URLSearchParams('day=2026-11-26'), today)).toBe(today);
    expect(dayParam(new URLSearchParams('day=2026-02-30'), today)).toBe(today);
    expect(dayParam(new URLSearchParams('day=yesterday'), today)).toBe(today);
    expect(dayParam(new URLSearchParams(), today)).toBe(today);
    expect(isDay('2028-02-29')).toBe(true);
  });
});
