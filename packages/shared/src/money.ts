import { POISHA_PER_TAKA } from './constants.ts';
import { toAsciiDigits } from './digits.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locale.ts';

/**
 * Money travels as integer poisha; this is the one place it becomes text. South Asian grouping
 * (lakh and crore): `Tk 1,00,000` in English, `৳১,০০,০০০` with Bengali digits in Bangla.
 */
export function formatTk(poisha: number, locale: Locale = DEFAULT_LOCALE): string {
  const taka = poisha / POISHA_PER_TAKA;
  const fraction = Number.isInteger(taka) ? 0 : 2;
  // en-IN and bn-BD both group by lakh; bn-BD writes Bengali digits.
  const text = taka.toLocaleString(locale === 'bn' ? LOCALE_TAGS.bn : 'en-IN', {
    minimumFractionDigits: fraction,
    maximumFractionDigits: 2,
  });
  return locale === 'bn' ? `৳${text}` : `Tk ${text}`;
}

/** Parses a Taka amount typed by a person ("1500", "1,500.50", "১৫০০") into poisha, or null. */
export function takaToPoisha(input: string | number): number | null {
  const text = toAsciiDigits(String(input)).replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * POISHA_PER_TAKA + Number(fraction.padEnd(2, '0'));
}
