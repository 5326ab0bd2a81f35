import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pruneFailures } from './auth/sign-in-guard.ts';
import type { Db } from './db/client.ts';
import { paymentEvent, user } from './db/schema/index.ts';
import { runExclusively } from './jobs/exclusive.ts';
import { runPeriodically } from './jobs/periodic.ts';
import { sweepWaitingLists } from './modules/bookings/index.ts';
import { sweepPlans } from './modules/plans/index.ts';
import { sweepReminders } from './modules/reminders/sweep.ts';

/** An unverified registration older than this is deleted, and the student ID it named is free. */
export const UNVERIFIED_ACCOUNT_LIFETIME = sql`interval '24 hours'`;
/** Gateway posts that matched no payment (kept as metadata only) are deleted after this. */
export const UNMATCHED_CALLBACK_LIFETIME = sql`interval '7 days'`;

export interface HousekeepingReport {
  expiredAccounts: number;
  prunedCallbacks: number;
}

/**
 * Deletes what nobody needs any more: registrations never verified within a day (they hold no
 * payment: signing in, and so paying, needs a verified e-mail), old failed-password counters and
 * week-old callback posts that matched no payment. Every step is idempotent, so instances may
 * run it at once.
 */
export async function housekeep(db: Db): Promise<HousekeepingReport> {
  const expired = await db
    .delete(user)
    .where(
      and(eq(user.emailVerified, false), sql`${user.createdAt} < now() - ${UNVERIFIED_ACCOUNT_LIFETIME}`),
    )
    .returning({ id: user.id });
  const pruned = await db
    .delete(paymentEvent)
    .where(
      and(
        isNull(paymentEvent.paymentId),
        sql`${paymentEvent.receivedAt} < now() - ${UNMATCHED_CALLBACK_LIFETIME}`,
      ),
    )
    .returning({ id: paymentEvent.id });
  await pruneFailures(db);
  return { expiredAccounts: expired.length, prunedCallbacks: pruned.length };
}

/**
 * Runs housekeep and the reminder sweep now and then in this process, as the one instance doing it at the time
 * (jobs/exclusive.ts); the timers never keep the process alive.
 */
export function startHousekeeping(
  app: FastifyInstance,
  { firstAfterMs = 60_000, everyMs = 5 * 60_000 } = {},
) {
  const run = () =>
    runExclusively(app, 'housekeeping', async () => ({
      ...(await housekeep(app.database.db)),
      // Plans with a part unpaid past its day and grace let their seat go (decision 0052).
      plans: await sweepPlans(app),
      // The safety net for waiting-list offers: lapses expired holds and offers free seats.
      waitingList: await sweepWaitingLists(app),
      // Reminders are due on the same cadence; the reminder table (not this lock) keeps each once.
      reminders: await sweepReminders(app),
    }))
      .then((report) => {
        if (
          report &&
          (report.expiredAccounts > 0 ||
            report.prunedCallbacks > 0 ||
            report.plans.released > 0 ||
            report.waitingList.lapsed > 0 ||
            report.waitingList.offered > 0 ||
            report.reminders.sent > 0)
        )
          app.log.info(report, 'housekeeping done');
      })
      .catch((error) => app.log.error({ err: error }, 'housekeeping failed'));
  return runPeriodically(run, { firstAfterMs, everyMs });
}
