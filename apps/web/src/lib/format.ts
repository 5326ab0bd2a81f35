export { formatTk } from '@dpms/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "November 21, 2026": en-US with day, long month and year (SPEC section 9). */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}

/** "Nov 21, 2026": the short form for table cells. */
export function formatShortDate(value: Date | string | number): string {
  return shortDateFormat.format(new Date(value));
}
