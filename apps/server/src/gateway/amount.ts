/**
 * The gateway speaks Taka as decimal strings ("1500.00"); we keep integer poisha. Both
 * directions use integer and string arithmetic only, so no float rounding ever touches money.
 */

/** 150000 → "1500.00". Throws on anything that is not a non-negative whole number of poisha. */
export function poishaToDecimal(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) {
    throw new RangeError(`Not an amount in poisha: ${poisha}`);
  }
  const taka = Math.floor(poisha / 100);
  const rest = poisha % 100;
  return `${taka}.${String(rest).padStart(2, '0')}`;
}

const DECIMAL = /^(\d{1,13})(?:\.(\d+))?$/;

/**
 * "1500.00" → 150000, "1500" → 150000, "99.5" → 9950. Digits past the second decimal must be
 * zeros ("1.2300" is fine, "1.234" is not a Taka amount). Anything else is null.
 */
export function decimalToPoisha(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return null;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}
