import type { Tour } from '@dpms/shared/schemas';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatDay } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { seatsLeft } from '../availability.ts';

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function Lines({ text, icon }: { text: string; icon?: 'check' | 'cross' }) {
  const items = lines(text);
  if (items.length === 1 && !icon) return <p>{items[0]}</p>;
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          {icon === 'check' && <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />}
          {icon === 'cross' && <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The "Details" list of the event screen. */
export function TourDetailsList({ tour, className }: { tour: Tour; className?: string }) {
  const left = seatsLeft(tour);
  const t = useT();
  const rows: Array<[MessageId, ReactNode]> = [
    ['tour.departureDate', formatDay(tour.departureDate)],
    ...(tour.meetingPoint ? [['tour.meetingPoint', tour.meetingPoint] as [MessageId, ReactNode]] : []),
    ['tour.duration', tour.duration],
    ['tour.accommodation', <Lines key="a" text={tour.accommodation} />],
    ['tour.transportation', t(`transport.${tour.transportation}`)],
    ['tour.groupSize', t('tours.groupSizeValue', { size: tour.groupSize, left })],
    ['tour.inclusions', <Lines key="i" text={tour.inclusions} icon="check" />],
    ['tour.exclusions', <Lines key="e" text={tour.exclusions} icon="cross" />],
    ['tour.tourGuides', <Lines key="g" text={tour.tourGuides} />],
    ['tour.healthSafety', <Lines key="h" text={tour.healthSafety} />],
    ['tour.paymentCancellation', <Lines key="p" text={tour.paymentCancellation} />],
    ['tour.registration', t(`registration.${tour.registration}`)],
  ];

  return (
    <dl className={cn('divide-y divide-line', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink">{t(term)}</dt>
          <dd className="text-sm leading-relaxed text-ink-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
