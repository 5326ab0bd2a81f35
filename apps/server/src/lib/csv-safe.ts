/**
 * csv-stringify's cast for text cells: a cell starting with = + - @ (or a tab or carriage return)
 * could run as a formula in a spreadsheet, so it is written with a leading apostrophe.
 */
export const spreadsheetSafe = {
  string: (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
};
