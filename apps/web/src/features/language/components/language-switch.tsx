import { LOCALES, type Locale } from '@dpms/shared/locale';
import { cn } from '@/lib/cn.ts';
import { useLocale, useT } from '@/lib/i18n/i18n.ts';
import { changeLanguage } from '../change-language.ts';

/** Each language by its own name, so a reader finds theirs whichever is shown. */
const NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

type LanguageSwitchProps = {
  /** A signed-in user's choice is also kept on their account. */
  signedIn: boolean;
  /** `dark` on the sidebar's teal, `light` on a white page. */
  tone?: 'dark' | 'light';
  className?: string;
};

/** "English | বাংলা": the language switch of the sidebar and the login screen. */
export function LanguageSwitch({ signedIn, tone = 'light', className }: LanguageSwitchProps) {
  const t = useT();
  const locale = useLocale();

  return (
    <fieldset className={cn('flex items-center gap-1 text-sm', className)}>
      <legend className="sr-only">{t('language.label')}</legend>
      {LOCALES.map((option, index) => (
        <span key={option} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden="true" className={tone === 'dark' ? 'text-brand-300' : 'text-line'}>
              |
            </span>
          )}
          <button
            type="button"
            lang={option}
            aria-pressed={locale === option}
            onClick={() => {
              if (option !== locale) void changeLanguage(option, signedIn);
            }}
            className={cn(
              'rounded-md px-2 py-1 font-medium transition-colors',
              tone === 'dark'
                ? 'text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-white aria-pressed:bg-white/15 aria-pressed:text-white'
                : 'text-ink-muted hover:bg-brand-50 hover:text-brand-800 aria-pressed:bg-brand-50 aria-pressed:text-brand-800',
            )}
          >
            {NAMES[option]}
          </button>
        </span>
      ))}
    </fieldset>
  );
}
