import type { Locale } from '@dpms/shared/locale';
import { formatTk } from '@dpms/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { payment, planRegistration, reminder, tour, user } from '../../db/schema/index.ts';
import { dhakaDayStart, formatDhakaDate } from '../../lib/dhaka-date.ts';
import { savedLocale } from '../../lib/locale.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { reminderMail, reminderMailCopy } from '../../mail/templates.ts';
import { calendarFileName, meetingPointOf, ticketCodeFor, tourCalendar } from '../tickets/index.ts';
import { type DueReminder, dueReminders } from './due.ts';

export interface SweepReport {
  due: number;
  sent: number;
}

/**
 * Sends every reminder due at `now` that was never sent. For each, one transaction inserts the
 * reminder row (its unique key: kind, subject, user, occasion) and, only when that insert made a
 * row, writes its mail to the outbox. A second sweep at the same moment, on this instance or
 * another, or after a restart, meets the key and writes nothing: a reminder is queued exactly
 * once, and the outbox delivers what is queued (decision 0024).
 */
export async function sweepReminders(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<SweepReport> {
  const due = await dueReminders(app.database.db, now);
  let sent = 0;
  for (const item of due) {
    const queued = await app.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reminder)
        .values({ kind: item.kind, subjectId: item.subjectId, userId: item.userId, occasion: item.occasion })
        .onConflictDoNothing()
        .returning({ id: reminder.id });
      if (!row) return false;
      const message = await messageFor(app, tx, item);
      if (!message) return true;
      const mailId = await app.mailer.enqueue(message, tx);
      await tx.update(reminder).set({ mailId }).where(eq(reminder.id, row.id));
      return true;
    });
    if (queued) sent += 1;
  }
  return { due: due.length, sent };
}

const dayText = (day: string, locale: Locale) => formatDhakaDate(dhakaDayStart(day, 0.25), locale, false);

/** The reminder's mail, in the recipient's saved language. */
async function messageFor(app: FastifyInstance, tx: Tx, item: DueReminder): Promise<MailMessage | null> {
  const [recipient] = await tx
    .select({ name: user.name, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, item.userId));
  if (!recipient) return null;
  const locale = savedLocale(recipient.locale);
  const copy = reminderMailCopy(locale);
  const base = app.config.publicUrl;
  const send = (
    content: Parameters<typeof reminderMail>[1],
    attachments: MailMessage['attachments'] = [],
  ) => ({
    to: recipient.email,
    ...reminderMail(recipient.name, content, locale),
    attachments,
  });

  switch (item.kind) {
    case 'membership_ending': {
      const end = formatDhakaDate(new Date(item.at), locale, false);
      return send({
        subject: copy.membershipEnding.subject(item.itemName),
        paragraphs: copy.membershipEnding.paragraphs(item.itemName, end, item.daysLeft ?? 0),
        // The club's checkout: a renewal paid there runs on from the current end (payments/confirm.ts).
        action: { label: copy.membershipEnding.action, url: `${base}/checkout/${item.itemId}` },
      });
    }
    case 'event_departing': {
      const [event] = await tx.select().from(tour).where(eq(tour.id, item.itemId));
      const [paid] = await tx.select().from(payment).where(eq(payment.id, item.subjectId));
      if (!event || !paid) return null;
      const code = ticketCodeFor(app, paid);
      const c = copy.eventDeparting;
      return send(
        {
          subject: c.subject(event.destination),
          paragraphs: [
            ...c.paragraphs(event.destination, dayText(event.departureDate, locale), item.daysLeft ?? 0),
            // A named meeting point stands alone; the itinerary's first line is told with the place.
            c.meeting(
              event.meetingPoint ? meetingPointOf(event) : `${meetingPointOf(event)} (${event.location})`,
            ),
            c.transport(event.transportation),
            `${c.itinerary}\n${event.itinerary}`,
            ...(code ? c.ticket(code) : []),
          ],
          action: { label: c.action, url: `${base}/my-payments` },
        },
        [
          {
            filename: calendarFileName(event),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            contentBase64: Buffer.from(tourCalendar(event, base, locale)).toString('base64'),
          },
        ],
      );
    }
    case 'registration_closing':
      return send({
        subject: copy.registrationClosing.subject(item.itemName),
        paragraphs: copy.registrationClosing.paragraphs(item.itemName, dayText(item.at, locale)),
        action: { label: copy.registrationClosing.action, url: `${base}/tours/${item.itemId}` },
      });
    case 'part_due': {
      const [plan] = await tx.select().from(planRegistration).where(eq(planRegistration.id, item.subjectId));
      const part = Number(/^part(\d)/.exec(item.occasion)?.[1]);
      const due = plan?.parts[part - 1];
      if (!plan || !due) return null;
      const c = copy.partDue;
      return send({
        subject: c.subject(item.itemName),
        paragraphs: c.paragraphs(item.itemName, {
          part,
          parts: plan.parts.length,
          amount: formatTk(due.amountPoisha, locale),
          day: dayText(due.dueOn, locale),
          days: item.daysLeft ?? 0,
          graceDays: plan.graceDays,
        }),
        // My Payments shows the plan with its Pay next part.
        action: { label: c.action, url: `${base}/my-payments` },
      });
    }
    case 'checkout_pending':
      // Back to the event's or club's page, where a new checkout begins: never the old payment's
      // gateway session, which could be paid a second time.
      return send({
        subject: copy.checkoutPending.subject(item.itemName),
        paragraphs: copy.checkoutPending.paragraphs(item.itemName),
        action: {
          label: copy.checkoutPending.action,
          url: item.itemKind === 'club' ? `${base}/club/${item.itemId}` : `${base}/tours/${item.itemId}`,
        },
      });
  }
}
