import type { PaymentKind } from '@dpms/shared/constants';
import { cn } from '@/lib/cn.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

const LABELS: Record<PaymentKind, MessageId> = { tour: 'payments.events', club: 'payments.clubs' };

type KindToggleProps = {
  value: PaymentKind;
  onChange: (kind: PaymentKind) => void;
  /** The buttons' order: My Payments leads with Events, the admin's history with Clubs (SPEC). */
  kinds?: readonly PaymentKind[];
};

/** The Events / Clubs switch above a list of payments. */
export function KindToggle({ value, onChange, kinds = ['tour', 'club'] }: KindToggleProps) {
  const t = useT();
  return (
    <fieldset className="inline-flex rounded-lg border border-line bg-white p-1 shadow-sm">
      <legend className="sr-only">{t('payments.showFor')}</legend>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={kind === value}
          onClick={() => onChange(kind)}
          className={cn(
            'min-w-24 rounded-md px-4 py-1.5 text-sm font-semibold transition-colors',
            kind === value
              ? 'bg-brand-700 text-white shadow-sm'
              : 'text-ink-muted hover:bg-slate-100 hover:text-ink',
          )}
        >
          {t(LABELS[kind])}
        </button>
      ))}
    </fieldset>
  );
}
