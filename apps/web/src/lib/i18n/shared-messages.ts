import { createTranslator, linguiCatalog } from '@dpms/shared/i18n';
import { messages } from '@dpms/shared/i18n/locales/bn.po';
import { LOCALE_TAGS } from '@dpms/shared/locale';

const toBangla = createTranslator([linguiCatalog(messages, 'bn', LOCALE_TAGS.bn)]);

/**
 * A shared schema's English text (a validation message) in Bangla, from the shared package's
 * catalog, the one the server answers with; a text it does not hold stays as it is. Loaded only
 * when Bangla is in use (i18n.ts).
 */
export function sharedInBangla(english: string): string {
  return toBangla(english) ?? english;
}
