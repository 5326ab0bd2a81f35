import type { Locale } from '@dpms/shared/locale';
import type { tour } from '../../db/schema/index.ts';
import { translatorFor } from '../../i18n/translate.ts';
import { formatDhakaDate } from '../../lib/dhaka-date.ts';
import { calendarFile, daysOf } from './ics.ts';

type TourRecord = Pick<
  typeof tour.$inferSelect,
  | 'id'
  | 'destination'
  | 'location'
  | 'meetingPoint'
  | 'itinerary'
  | 'departureDate'
  | 'duration'
  | 'transportation'
>;

/**
 * Where the group gathers: the event's meeting point when it names one, else the itinerary's
 * first line (where and when the group sets off), else the location.
 */
export function meetingPointOf(row: Pick<TourRecord, 'meetingPoint' | 'itinerary' | 'location'>): string {
  const named = row.meetingPoint?.trim();
  if (named) return named;
  return (
    row.itinerary
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? row.location
  );
}

/** The calendar file's words, in the reader's language (translated whole, like the receipt). */
function calendarCopy(locale: Locale) {
  const t = translatorFor(locale);
  return {
    title: (destination: string) => t('{destination} (DPMS event)', { destination }),
    departs: (day: string) => t('Departure: {day}', { day }),
    returns: (day: string) => t('Return: {day}', { day }),
    meeting: (text: string) => t('Meeting point: {text}', { text }),
    transport: (mode: string) => t('Transport: {mode}', { mode }),
    itinerary: t('Itinerary:'),
  };
}

const dayDate = (day: string, plus = 0) => new Date(Date.parse(`${day}T06:00:00Z`) + plus * 86_400_000);

/**
 * An event's .ics: all day from departure to return. Its LOCATION is the meeting point when the
 * event names one (where a calendar's map should take the student), else the destination and
 * location; the description carries the meeting point either way (meetingPointOf).
 */
export function tourCalendar(row: TourRecord, publicUrl: string, locale: Locale): string {
  const copy = calendarCopy(locale);
  const days = daysOf(row.duration);
  const description = [
    copy.departs(formatDhakaDate(dayDate(row.departureDate), locale, false)),
    copy.returns(formatDhakaDate(dayDate(row.departureDate, days - 1), locale, false)),
    copy.meeting(meetingPointOf(row)),
    copy.transport(row.transportation),
    '',
    copy.itinerary,
    row.itinerary,
  ].join('\n');
  return calendarFile({
    uid: `tour-${row.id}@dpms`,
    title: copy.title(row.destination),
    startDay: row.departureDate,
    days,
    location: row.meetingPoint?.trim() || `${row.destination}, ${row.location}`,
    description,
    url: `${publicUrl}/tours/${row.id}`,
  });
}

export function calendarFileName(row: Pick<TourRecord, 'destination'>): string {
  const slug = row.destination
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `dpms-${slug || 'event'}.ics`;
}
