import { useLocale } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';

/** The red banner above a form for a failure that belongs to no one field (SPEC section 8). */
export function FormErrorBanner({ message }: { message?: string }) {
  useLocale(); // a known validation text follows a switch of language
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">
      {translateMessage(message)}
    </p>
  );
}
