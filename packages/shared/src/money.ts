import { POISHA_PER_TAKA } from './constants.ts';

/** Money travels as integer poisha; this is the one place it becomes text. */
export function formatTk(poisha: number): string {
  const taka = poisha / POISHA_PER_TAKA;
  const text = taka.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(taka) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `Tk ${text}`;
}

/** Parses a Taka amount typed by a person ("1500", "1,500.50") into poisha, or null. */
export function takaToPoisha(input: string | number): number | null {
  const text = String(input).replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * POISHA_PER_TAKA + Number(fraction.padEnd(2, '0'));
}
