import { actAs } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';

/**
 * When a payment's move happens. Left out, it is the moment of the call; the demo seed gives a
 * time in the past, so its payments are written through the same moves with believable dates
 * (decisions 0021 and 0046): the payment's own times (created, paid, validity, refund), its
 * audit entries and the gateway's event log all follow it.
 */
export interface PaymentClock {
  now?: Date;
}

/** What the demo seed may also turn off: the receipt mail of a payment made months ago. */
export interface PaymentMoveOptions extends PaymentClock {
  /** Mail the payer a receipt when the payment becomes paid (default true). */
  mailReceipt?: boolean;
}

/**
 * Names, for the trail entries of this transaction, who makes the move (an admin; none for the
 * gateway's notice or the system) and when (the clock's time). With neither an actor nor a clock
 * it does nothing: a real move's entry is the database's, stamped now() with no person.
 */
export async function stampTrail(
  tx: DbOrTx,
  options: PaymentClock,
  actor?: Pick<Viewer, 'id' | 'email'>,
): Promise<void> {
  if (actor || options.now) await actAs(tx, actor ?? null, options.now);
}

/**
 * Runs a move made by no person (the gateway's notice, the gateway's refund answer) so that its
 * trail entry carries the clock's time. Without a clock, it runs as it always did, on `db`.
 */
export function movedBySystem<T>(
  db: Db,
  options: PaymentClock,
  move: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!options.now) return move(db);
  return db.transaction(async (tx) => {
    await stampTrail(tx, options);
    return move(tx);
  });
}
