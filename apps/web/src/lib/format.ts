import { POISHA_PER_TAKA } from '@dpms/shared/constants';
import type { Locale } from '@dpms/shared/locale';
import { currentLocale } from './i18n/i18n.ts';

/** Dates and times are the department's: Dhaka's, wherever the browser is. */
const TIME_ZONE = 'Asia/Dhaka';

// English keeps the spec's en-US dates ("November 21, 2026"); Bangla writes its own, in Bengali digits.
const dateTags: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };
// Taka in South Asian grouping: en-IN gives "1,00,000"; bn-BD the same in Bengali digits.
const moneyTags: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(dateTags[locale], { ...options, timeZone: TIME_ZONE });
    cache.set(key, format);
  }
  return format;
}

/**
 * Money travels as integer poisha; this is where the web writes it: "Tk 1,00,000" in English,
 * "৳১,০০,০০০" in Bangla (paisa only when there are some).
 */
export function formatTk(poisha: number, locale: Locale = currentLocale()): string {
  const taka = poisha / POISHA_PER_TAKA;
  const text = taka.toLocaleString(moneyTags[locale], {
    minimumFractionDigits: Number.isInteger(taka) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return locale === 'bn' ? `৳${text}` : `Tk ${text}`;
}

/** A count in the active language's digits ("1,234", "১,২৩৪"); `digits` pads with zeros ("05"). */
export function formatNumber(value: number, locale: Locale = currentLocale(), digits = 1): string {
  return value.toLocaleString(moneyTags[locale], { minimumIntegerDigits: digits });
}

/** "November 21, 2026" (en-US with day, long month and year, SPEC section 9); "২১ নভেম্বর, ২০২৬". */
export function formatDate(value: Date | string | number, locale: Locale = currentLocale()): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(value));
}

/** "Nov 21, 2026": the short form for table cells. */
export function formatShortDate(value: Date | string | number, locale: Locale = currentLocale()): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

/** "Nov 21, 2026, 2:05 PM": a moment, to the minute (or the second with `seconds`). */
export function formatDateTime(
  value: Date | string | number,
  { seconds = false, locale = currentLocale() }: { seconds?: boolean; locale?: Locale } = {},
): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' }).format(
    new Date(value),
  );
}

/** A calendar day stored as "2026-12-31" (an event's departure), as that day in Dhaka. */
export function formatDay(day: string, locale: Locale = currentLocale()): string {
  return formatDate(`${day}T00:00:00+06:00`, locale);
}
