import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from './button.tsx';
import { Field, inputStyles } from './field.tsx';
import { FieldShell } from './field-shell.tsx';

type FilterBarProps = {
  /** The search landmark's name ("Filter payments"). */
  label: string;
  children: ReactNode;
  /** How many filters are set; the Clear button shows when any is. */
  activeCount: number;
  onClear: () => void;
  /** The result count ("12 payments match"), read out when it changes. */
  summary?: ReactNode;
};

/** A list's filters: the fields in a grid, then the result count and a Clear button. */
export function FilterBar({ label, children, activeCount, onClear, summary }: FilterBarProps) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser yet (nor jsdom); a form with the role is.
    <form
      role="search"
      aria-label={label}
      // Every field applies itself; Enter in the search box must not reload the page.
      onSubmit={(event) => event.preventDefault()}
      className="rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        {children}
      </div>
      <div className="mt-3 flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-ink-muted">
          {summary}
        </p>
        {activeCount > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" className="size-4" />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

type SearchFilterProps = {
  label: string;
  placeholder?: string;
  /** The search in the address. */
  value: string;
  /** Called once the typing pauses, with the new search. */
  onChange: (value: string) => void;
  delayMs?: number;
  className?: string;
};

/** A search box that asks the server once a pause, and follows the address when it changes. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
  delayMs = 350,
  className,
}: SearchFilterProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, delayMs);
  const committed = useRef(value);

  // The pause is over: hand the search on, unless it is what the address already has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is handed on.
  useEffect(() => {
    if (settled.trim() === committed.current) return;
    committed.current = settled.trim();
    onChange(settled.trim());
  }, [settled]);

  // The address changed by itself (Clear filters, Back): show its search.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  return (
    <FieldShell label={label} className={cn('min-w-0', className)}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            {...control}
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
            className={cn(inputStyles, 'pl-9')}
          />
        </div>
      )}
    </FieldShell>
  );
}

type DateRangeFilterProps = {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
};

/** Two Dhaka days, from and to (both included); each keeps the other from crossing it. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const t = useT();
  return (
    <>
      <Field
        label={t('filters.from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label={t('filters.to')}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
