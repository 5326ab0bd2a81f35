import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@dpms/shared/locale';
import { i18n, type Messages } from '@lingui/core';
import { useMemo, useSyncExternalStore } from 'react';
import type { MessageId } from './message-ids.gen.ts';

/** Every message's id, generated from the English catalog (locales/en.po): a wrong id fails typecheck. */
export type { MessageId };
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

// Each language is its own chunk, its .po catalog compiled at build time by Lingui
// (scripts/message-catalogs.ts): an English reader never downloads the Bangla messages, nor the
// other way round.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:messages/en'),
  bn: () => import('virtual:messages/bn'),
};

/** The shared package's Bangla, once Bangla is in use. */
let sharedBangla: ((english: string) => string) | null = null;

/**
 * Bengali glyphs from Noto Sans Bengali (bengali subset only, font-display: swap), asked for only
 * when Bangla is in use; index.css puts the family first under `html[lang='bn']`.
 */
function loadBengaliFont() {
  void import('@fontsource/noto-sans-bengali/bengali-400.css');
  void import('@fontsource/noto-sans-bengali/bengali-700.css');
}

/** Loads the language's messages, makes it the active one and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const inBrowser = typeof document !== 'undefined';
  if (locale === 'bn' && inBrowser) loadBengaliFont();
  // The shared package's own catalog (Bangla for its schemas' validation texts and MESSAGES, the
  // same the server answers with) comes beside the Bangla messages, in its own chunk.
  const [{ messages }, shared] = await Promise.all([
    catalogs[locale](),
    locale === 'bn' ? import('./shared-messages.ts') : null,
  ]);
  sharedBangla = shared?.sharedInBangla ?? null;
  i18n.loadAndActivate({ locale, locales: [LOCALE_TAGS[locale]], messages });
  if (inBrowser) document.documentElement.lang = locale;
}

/** The language in use (English until one has been activated). */
export function currentLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale;
}

/**
 * A message of the shared package (a schema's validation text, given in English) in the active
 * language; a message its catalog does not hold stays as it is.
 */
export function translateShared(english: string): string {
  return sharedBangla ? sharedBangla(english) : english;
}

/** The message `id` in the active language, its ICU placeholders and plurals filled from `values`. */
export const t: Translate = (id, values) => i18n._(id, values);

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/** The active language; re-renders the component when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t` for a component: a new function whenever the language changes, so memoised text follows. */
export function useT(): Translate {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what makes `t` new.
  return useMemo<Translate>(() => (id, values) => t(id, values), [locale]);
}
