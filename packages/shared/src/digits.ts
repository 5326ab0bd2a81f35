/**
 * Bengali digits (০–৯) as typed on a Bangla keyboard become ASCII digits (0–9), so a student ID,
 * a mobile number or an amount typed in either script is the same value, and the server stores
 * ASCII only.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** ASCII digits (0–9) shown as Bengali digits, for Bangla text. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}
