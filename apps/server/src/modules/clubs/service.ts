import { club, payment } from '../../db/schema/index.ts';
import { catalogService } from '../catalog/index.ts';

export const CLUB_NOT_FOUND = 'This club does not exist.';

/**
 * One club (a 404 also for a malformed id), and adding, changing and removing clubs, each with
 * its audit entry (modules/catalog): a club someone has paid for is archived, not
 * deleted, and an archived one stays as it was.
 */
export const clubService = catalogService({
  kind: 'club',
  table: club,
  notFound: CLUB_NOT_FOUND,
  archive: { message: 'This club was removed and can no longer be changed.', paymentColumn: payment.clubId },
  describe: (row) => ({ clubName: row.clubName }),
});
