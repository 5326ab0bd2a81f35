/**
 * An event as an iCalendar file (RFC 5545): one all-day VEVENT from the departure day to the
 * return day, with the place to meet. Written here rather than with a library: it is one event
 * of plain text, and what RFC 5545 asks of it is the escaping and the line folding below.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  /** YYYY-MM-DD, the day of departure. */
  startDay: string;
  /** How many days it lasts (the return is on the last of them). */
  days: number;
  location: string;
  description: string;
  url: string;
  stamp?: Date;
}

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line may hold 75 octets; each continuation 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basicDate = (day: string) => day.replaceAll('-', '');
const stampOf = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days "3 days, 2 nights" (or "১ দিন") lasts: its first number, at least one. */
export function daysOf(duration: string): number {
  const digits = duration.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  const match = /\d+/.exec(digits);
  const days = match ? Number(match[0]) : 1;
  return days >= 1 && days <= 60 ? days : 1;
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DPMS//Department events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stampOf(event.stamp ?? new Date())}`,
    `DTSTART;VALUE=DATE:${basicDate(event.startDay)}`,
    // DTEND of an all-day event is the day after the last one.
    `DTEND;VALUE=DATE:${basicDate(addDays(event.startDay, event.days))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
