import { createTranslator, type Formatter } from '@dpms/shared/i18n';
import { LOCALE_TAGS, type Locale } from '@dpms/shared/locale';
import { SHARED_BN } from '@dpms/shared/messages-bn';
import { IntlMessageFormat } from 'intl-messageformat';
import { SERVER_BN } from './catalog-bn.ts';

const formats = new Map<string, IntlMessageFormat>();
/** ICU MessageFormat (plurals, selects, numbers) for the Bangla patterns, compiled once each. */
const icu: Formatter = (pattern, values) => {
  let format = formats.get(pattern);
  if (!format) {
    format = new IntlMessageFormat(pattern, LOCALE_TAGS.bn);
    formats.set(pattern, format);
  }
  return String(format.format(values));
};

const toBangla = createTranslator([SERVER_BN, SHARED_BN], icu);

/** A validation message names its field first (`studentId: …`); the field stays as it is. */
const FIELD_PREFIXED = /^([\w.]+): (.+)$/s;

/** The text in Bangla when that is asked for and catalogued; otherwise the English as it is. */
export function translate(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const whole = toBangla(message);
  if (whole !== undefined) return whole;
  const prefixed = FIELD_PREFIXED.exec(message);
  const tail = prefixed ? toBangla(prefixed[2] as string) : undefined;
  return prefixed && tail !== undefined ? `${prefixed[1]}: ${tail}` : message;
}

/** Whether a catalog holds this English message (the completeness test asks). */
export function isCatalogued(message: string): boolean {
  return toBangla(message) !== undefined;
}
