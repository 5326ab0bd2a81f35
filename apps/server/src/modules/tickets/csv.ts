import type { Attendee } from '@dpms/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from '../../lib/csv-safe.ts';

/** An event's attendee list for the organisers' spreadsheet: who paid, and who is on the bus. */
export function attendeesCsv(items: Attendee[]): string {
  return stringify(
    items.map((a) => [
      a.studentId ?? '',
      a.name,
      a.batch ?? '',
      a.email,
      a.mobile,
      a.paidAt ?? '',
      a.checkedInAt ? 'Yes' : 'No',
      a.checkedInAt ?? '',
      a.checkedInBy ?? '',
    ]),
    {
      header: true,
      columns: [
        'Student ID',
        'Name',
        'Batch',
        'Email',
        'Phone Number',
        'Paid at',
        'Checked in',
        'Checked in at',
        'Checked in by',
      ],
      cast: spreadsheetSafe,
    },
  );
}
