import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputStyles } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { addDays, isDay } from '@/lib/dhaka-day.ts';
import { useT } from '@/lib/i18n/i18n.ts';

type DayPickerProps = {
  /** The day shown ("2026-11-25"), never after `today`. */
  day: string;
  /** Today in Dhaka: the last day there is anything to settle. */
  today: string;
  onChange: (day: string) => void;
};

/** A Dhaka day: the date field, with the day before and after a click away; no days to come. */
export function DayPicker({ day, today, onChange }: DayPickerProps) {
  const t = useT();
  const id = useId();
  const isToday = day >= today;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('settlement.day')}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="px-2.5"
          aria-label={t('settlement.previousDay')}
          title={t('settlement.previousDay')}
          onClick={() => onChange(addDays(day, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <input
          id={id}
          type="date"
          value={day}
          max={today}
          required
          onChange={(event) => {
            const next = event.target.value;
            // A half-typed or cleared date leaves the day as it is; a day to come is not settled yet.
            if (isDay(next) && next <= today) onChange(next);
          }}
          className={cn(inputStyles, 'max-w-44')}
        />
        <Button
          variant="secondary"
          className="px-2.5"
          aria-label={t('settlement.nextDay')}
          title={t('settlement.nextDay')}
          disabled={isToday}
          onClick={() => onChange(addDays(day, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        {!isToday && (
          <Button variant="ghost" onClick={() => onChange(today)}>
            {t('settlement.today')}
          </Button>
        )}
      </div>
    </div>
  );
}
