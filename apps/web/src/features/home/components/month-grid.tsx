import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { bn } from 'react-day-picker/locale';
import { useLocale } from '@/lib/i18n/i18n.ts';
import 'react-day-picker/style.css';

// The day picker reads its colours and sizes from variables set on its own root element.
const THEME = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '38px',
  '--rdp-day-width': '38px',
  '--rdp-day_button-height': '36px',
  '--rdp-day_button-width': '36px',
} as CSSProperties;

/** This month with today marked; clicking any day answers onDayClick. Loaded on demand. */
export default function MonthGrid({ today, onDayClick }: { today: Date; onDayClick: () => void }) {
  const bangla = useLocale() === 'bn';
  return (
    <DayPicker
      locale={bangla ? bn : undefined}
      numerals={bangla ? 'beng' : undefined}
      timeZone="Asia/Dhaka"
      mode="single"
      selected={today}
      defaultMonth={today}
      onDayClick={onDayClick}
      showOutsideDays
      className="text-sm"
      style={THEME}
    />
  );
}
