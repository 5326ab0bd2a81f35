import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

/** `label` is a message id, written in the active language. */
export type Tab<T extends string> = { id: T; label: MessageId };

type TabListProps<T extends string> = {
  tabs: readonly Tab<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  /** The id of the panel the tabs control (one panel, its content swapped). */
  panelId: string;
};

export const tabId = (id: string) => `tab-${id}`;

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys, Home and End move between them.
 * Two columns on a phone, one row from the sm breakpoint.
 */
export function TabList<T extends string>({ tabs, value, onChange, label, panelId }: TabListProps<T>) {
  const t = useT();
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-white p-1 shadow-card sm:inline-flex sm:flex-wrap"
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-ink-muted hover:bg-slate-100 hover:text-ink',
            )}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
