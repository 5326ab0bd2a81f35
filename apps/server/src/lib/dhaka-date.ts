/** Made once: building an Intl formatter costs far more than using one. */
const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** Today's date in Bangladesh (YYYY-MM-DD), the calendar departures are counted in. */
export function dhakaToday(now: Date = new Date()): string {
  return DHAKA_DATE.format(now);
}
