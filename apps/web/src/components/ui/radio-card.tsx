import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

type RadioCardProps = {
  /** The radio group's name: one choice among the cards that share it. */
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** What the choice is, the radio's name ("Monthly", "Pay in full"). */
  label: ReactNode;
  /** What it costs and means, read as the radio's description. */
  detail: ReactNode;
};

/** One choice of a radio group drawn as a card: a club's plan, paying in full or in parts. */
export function RadioCard({ name, value, checked, onChange, label, detail }: RadioCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col rounded-lg border px-3 py-3 shadow-sm transition-colors',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-300 bg-white hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-detail`}
        className="sr-only"
      />
      <span id={`${id}-name`} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <span id={`${id}-detail`} className="mt-0.5 text-xs text-ink-muted">
        {detail}
      </span>
    </label>
  );
}
