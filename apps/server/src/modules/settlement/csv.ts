import type { Settlement } from '@dpms/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { poishaToDecimal } from '../../gateway/amount.ts';
import { spreadsheetSafe } from '../../lib/csv-safe.ts';

/** The settlement of a day as a bursar's spreadsheet: the totals, then every difference. */
export function settlementCsv(s: Settlement): string {
  return stringify(
    [
      ['Day', s.day],
      ['Payments confirmed', s.confirmed.count, poishaToDecimal(s.confirmed.poisha)],
      ['Refunds returned', s.refunded.count, poishaToDecimal(s.refunded.poisha)],
      ['Net', '', poishaToDecimal(s.netPoisha)],
      ['Discounts given (not collected)', s.discounts.count, poishaToDecimal(s.discounts.poisha)],
      ['Fees waived (not collected)', s.waived.count, poishaToDecimal(s.waived.poisha)],
      ['Gateway: taken for the payments confirmed', s.gateway.count, poishaToDecimal(s.gateway.poisha)],
      ['Payments checked with the gateway', s.checked],
      [],
      [
        'Transaction ID',
        'Name',
        'Item',
        'DPMS status',
        'DPMS amount (Tk)',
        'Gateway status',
        'Gateway amount (Tk)',
        'Difference',
      ],
      ...s.differences.map((d) => [
        d.tranId,
        d.payerName,
        d.itemName,
        d.status,
        poishaToDecimal(d.amountPoisha),
        d.gatewayStatus ?? '',
        d.gatewayAmountPoisha === null ? '' : poishaToDecimal(d.gatewayAmountPoisha),
        d.problem,
      ]),
    ],
    { cast: spreadsheetSafe },
  );
}
