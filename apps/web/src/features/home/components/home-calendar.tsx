import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { CloseButton } from '@/components/ui/close-button.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { usePanelFocus } from '@/lib/use-panel-focus.ts';

// The month grid (react-day-picker and its date library) loads the first time the calendar opens.
const MonthGrid = lazy(() => import('./month-grid.tsx'));

/**
 * Today's date with a calendar that opens and closes from the calendar icon, and closes again on
 * a click on a day or on its close icon (SPEC section 2, "Home extras").
 */
export function HomeCalendar({ today, label }: { today: Date; label: string }) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const t = useT();
  const hide = useCallback(() => setOpen(false), []);
  const { toggleRef, closeRef, close } = usePanelFocus(open, hide);

  return (
    <div className="relative inline-flex items-center gap-2">
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? t('calendar.close') : t('calendar.open')}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => (open ? close() : setOpen(true))}
        className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
      </button>
      <p className="text-sm font-medium text-ink-muted">{label}</p>

      {open && (
        <section
          id={popupId}
          aria-label={t('calendar.label')}
          className="absolute top-full left-0 z-10 mt-2 rounded-xl border border-line bg-white p-3 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line pb-2 pl-2">
            <p className="text-sm font-semibold text-ink">{t('calendar.label')}</p>
            <CloseButton
              ref={closeRef}
              label={t('calendar.close')}
              onClick={close}
              iconClassName="size-4"
              className="rounded-lg p-1.5 text-ink-muted hover:bg-slate-100 hover:text-ink"
            />
          </div>
          <Suspense fallback={<CenteredSpinner className="h-72 w-64" label={t('calendar.loading')} />}>
            <MonthGrid today={today} onDayClick={close} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
