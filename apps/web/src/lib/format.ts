export { formatTk } from '@dpms/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

/** "November 21, 2026": en-US with day, long month and year (SPEC section 9). */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(new Date(value));
}
