import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { COMPOSE_GRACE_SECONDS, createMailer, MAX_ATTEMPTS, retryDelaySeconds } from './mailer.ts';

/** A port nothing listens on (until a test starts a server there). */
async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const pdf = {
  filename: 'receipt.pdf',
  contentType: 'application/pdf',
  contentBase64: btoa('%PDF-1.4 receipt'),
};
const message = {
  to: 'student@example.com',
  subject: 'Your DPMS payment receipt',
  text: 'Paid.',
  html: '<p>Paid.</p>',
};

let ctx: TestContext;
const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const mailerAt = (port: number, logger = log()) =>
  createMailer({
    config: { ...ctx.config, smtpUrl: `smtp://127.0.0.1:${port}` },
    db: ctx.database.db,
    log: logger,
  });
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(mailOutbox);
});

describe('mailer over SMTP', () => {
  it('delivers a queued mail with its subject, recipient and PDF attachment', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = mailerAt(smtp.port);
      const id = await mailer.enqueue({ ...message, attachments: [pdf] });
      await mailer.flush();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['student@example.com']);
      expect(mail!.raw).toContain('Subject: Your DPMS payment receipt');
      // Made from the outbox row, so a message sent again is recognisably the same one.
      expect(mail!.raw).toContain(`Message-ID: <${id}@dpms.local>`);
      expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=receipt\.pdf/);
      expect(mail!.raw).toContain(pdf.contentBase64);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('sends a composed attachment once it is made, and not before', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = mailerAt(smtp.port);
      const made: string[] = [];
      mailer.composeWith('receipt', async (ref) => {
        made.push(ref);
        return [{ ...pdf, filename: `${ref}.pdf` }];
      });
      const id = await mailer.enqueue({ ...message, attachments: [{ compose: 'receipt', ref: 'P-1' }] });
      // Queued, waiting for its PDF: the sender leaves it alone.
      await mailer.flush();
      expect(smtp.received).toHaveLength(0);
      expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });

      await mailer.compose(id);
      await mailer.flush();
      expect(made).toEqual(['P-1']);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toMatch(/Content-Type: application\/pdf; name=P-1\.pdf/);
      expect(await rowOf(id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        attachments: [{ filename: 'P-1.pdf' }],
      });
      // Composing again changes nothing and sends nothing twice.
      await mailer.compose(id);
      await mailer.flush();
      expect(made).toEqual(['P-1']);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('composes the attachment itself when no one did within the grace period (a crash after the commit)', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = mailerAt(smtp.port);
      mailer.composeWith('receipt', async (ref) => [{ ...pdf, filename: `${ref}.pdf` }]);
      const id = await mailer.enqueue({ ...message, attachments: [{ compose: 'receipt', ref: 'P-2' }] });
      const waiting = await rowOf(id);
      expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(
        (COMPOSE_GRACE_SECONDS - 5) * 1000,
      );
      await ctx.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
      await mailer.flush();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toMatch(/name=P-2\.pdf/);
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail queued while SMTP is down and sends it once the server is back', async () => {
    const port = await closedPort();
    const logger = log();
    const mailer = mailerAt(port, logger);
    const id = await mailer.enqueue(message);
    await mailer.flush();

    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(logger.warn).toHaveBeenCalled();

    const smtp = await startSmtp(port);
    try {
      await mailer.flush();
      expect(smtp.received).toHaveLength(0); // not due yet
      // Move time on: the retry is due now.
      await ctx.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
      await mailer.flush();
      expect(smtp.received).toHaveLength(1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('sends each message exactly once when two instances flush at the same time', async () => {
    const smtp = await startSmtp();
    try {
      // Inserted directly, so no enqueue starts a send before the race.
      const rows = Array.from({ length: 15 }, (_, i) => ({ ...message, subject: `Message ${i}` }));
      await ctx.database.db.insert(mailOutbox).values(rows);
      const first = mailerAt(smtp.port);
      const second = mailerAt(smtp.port);
      await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);

      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects).toHaveLength(15);
      expect(new Set(subjects).size).toBe(15);
      const statuses = await ctx.database.db.select({ status: mailOutbox.status }).from(mailOutbox);
      expect(statuses.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('marks a mail failed after the last attempt and logs an error', async () => {
    const logger = log();
    const mailer = mailerAt(await closedPort(), logger);
    const [row] = await ctx.database.db
      .insert(mailOutbox)
      .values({ ...message, attempts: MAX_ATTEMPTS - 1 })
      .returning();
    await mailer.flush();

    expect(await rowOf(row!.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('finishes a send in progress before stop() resolves', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = mailerAt(smtp.port);
      mailer.start();
      const id = await mailer.enqueue(message);
      await mailer.stop();
      expect((await rowOf(id)).status).toBe('sent');
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe('retryDelaySeconds', () => {
  it('starts at 30 s, doubles, and stops at an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 1920, 3600, 3600]);
  });
});
