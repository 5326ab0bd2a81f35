import { describe, expect, it } from 'vitest';
import { calendarFile, daysOf, escapeText, foldLine } from './ics.ts';

describe('calendar files', () => {
  it('escape text values as RFC 5545 asks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('fold long lines at 75 octets without splitting a Bangla letter', () => {
    const line = `DESCRIPTION:${'সাজেক ভ্যালি '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('read the days of a duration', () => {
    expect(daysOf('3 days, 2 nights')).toBe(3);
    expect(daysOf('৪ দিন ৩ রাত')).toBe(4);
    expect(daysOf('A day trip')).toBe(1);
  });

  it('write one all-day event from departure to return', () => {
    const ics = calendarFile({
      uid: 'tour-1@dpms',
      title: 'Sajek, Rangamati',
      startDay: '2026-12-30',
      days: 3,
      location: 'Sajek Valley, Rangamati',
      description: 'Day 1: Sayedabad at 10:30 PM',
      url: 'https://dpms.example.edu/tours/1',
      stamp: new Date('2026-11-25T10:00:00Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    // Three days: the 30th, 31st and 1st; DTEND is the day after.
    expect(ics).toContain('DTEND;VALUE=DATE:20270102\r\n');
    expect(ics).toContain('SUMMARY:Sajek\\, Rangamati\r\n');
    expect(ics).toContain('LOCATION:Sajek Valley\\, Rangamati\r\n');
    expect(ics).toContain('DTSTAMP:20261125T100000Z\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
