import type { PaymentKind } from '@dpms/shared/constants';
import type { Db } from '../../src/db/client.ts';
import { paymentsForExport } from '../../src/modules/payments/queries.ts';
import type { QueryCase } from './explain.ts';

/** Reads the export's batches up to the `n`th (1-based), so its statement is the last one issued. */
async function upToBatch(db: Db, kind: PaymentKind, n: number, itemId?: string) {
  let i = 0;
  for await (const _batch of paymentsForExport(db, kind, itemId)) if (++i >= n) return;
}

/** The CSV export's first batch and one from the middle, of every payment and of one event. */
export function exportQueryCases(tourId: string): QueryCase[] {
  return [
    ['CSV export, events, first batch', (db) => upToBatch(db, 'tour', 1)],
    ['CSV export, events, batch 30', (db) => upToBatch(db, 'tour', 30), true],
    ['CSV export, one event, batch 1', (db) => upToBatch(db, 'tour', 1, tourId)],
  ];
}
