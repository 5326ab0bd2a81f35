import type { Locale } from '@dpms/shared/locale';

/** Made once: building an Intl formatter costs far more than using one. */
const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** The last day computed and the instants it covers: most calls ask about the same day. */
let known = { day: '', from: 0, until: 0 };

/** Today's date in Bangladesh (YYYY-MM-DD), the calendar departures are counted in. */
export function dhakaToday(now: Date = new Date()): string {
  const at = now.getTime();
  if (at >= known.from && at < known.until) return known.day;
  const day = DHAKA_DATE.format(now);
  const from = dhakaDayStart(day).getTime();
  const until = dhakaDayStart(day, 1).getTime();
  // Kept only when the formatter agrees the instant lies in that day (UTC+6, as dhakaDayStart).
  if (at >= from && at < until) known = { day, from, until };
  return day;
}

/** The first instant of a Dhaka calendar day, `plusDays` later (UTC+6 all year: no summer time). */
export function dhakaDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+06:00`).getTime() + plusDays * 86_400_000);
}

const DHAKA = 'Asia/Dhaka';
/** A day with its month written out, in Dhaka; the same in both languages. */
const DAY: Intl.DateTimeFormatOptions = { timeZone: DHAKA, year: 'numeric', month: 'long', day: 'numeric' };
const EN_DATE = new Intl.DateTimeFormat('en-US', DAY);
const EN_DATE_TIME = new Intl.DateTimeFormat('en-US', { ...DAY, hour: 'numeric', minute: '2-digit' });
const BN_DATE = new Intl.DateTimeFormat('bn-BD', DAY);
const BN_TIME = new Intl.DateTimeFormat('bn-BD', {
  timeZone: DHAKA,
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
});

/**
 * A date (and time) as people in Bangladesh read it, in Dhaka time: `November 21, 2026 at 4:00 PM`
 * in English; `২১ নভেম্বর, ২০২৬, বিকাল ৪:০০` in Bangla (the part of the day first, as it is said).
 */
export function formatDhakaDate(date: Date, locale: Locale, withTime = true): string {
  if (locale === 'en') return (withTime ? EN_DATE_TIME : EN_DATE).format(date);
  const day = BN_DATE.format(date);
  if (!withTime) return day;
  const parts = BN_TIME.formatToParts(date);
  const period = parts.find((p) => p.type === 'dayPeriod')?.value;
  const clock = parts
    .filter(
      (p) => p.type === 'hour' || p.type === 'minute' || (p.type === 'literal' && p.value.trim() === ':'),
    )
    .map((p) => p.value)
    .join('');
  return `${day}, ${period ? `${period} ` : ''}${clock}`;
}
