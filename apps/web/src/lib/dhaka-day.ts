/** Made once: building an Intl formatter costs far more than using one. */
const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Bangladesh ("2026-11-25"), the calendar the department's days are counted in. */
export function dhakaToday(now: Date = new Date()): string {
  return DHAKA_DAY.format(now);
}

/** A calendar day `days` later (or earlier): plain calendar arithmetic, "2026-12-31" + 1 = "2027-01-01". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written "YYYY-MM-DD" (not "2026-02-30"). */
export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && addDays(value, 0) === value;
}

/** A day from the address (?day=2026-11-25): a real day up to today, else today in Dhaka. */
export function dayParam(params: URLSearchParams, today: string = dhakaToday()): string {
  const day = params.get('day') ?? '';
  return isDay(day) && day <= today ? day : today;
}
