import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createSendMail, type MailAttachment } from './transport.ts';

export type { MailAttachment } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * Outgoing mail goes through the `mail_outbox` table: a request only writes a row, and a worker
 * sends due rows, retrying with backoff, so a request never fails because SMTP is down.
 */
export interface Mailer {
  /** Queues a message and starts sending it in the background; resolves with the outbox row id. */
  /**
   * Writes the message to the outbox (through `via`, a transaction, when the mail must be sent
   * exactly when that transaction commits) and wakes the worker.
   */
  enqueue(message: MailMessage, via?: DbOrTx): Promise<string>;
  /** Polls for due rows every 5 s (retries, and rows left by another instance or a restart). */
  start(): void;
  /** Stops polling and waits for a send in progress. */
  stop(): Promise<void>;
  /** Sends everything due now; resolves when done. For tests and shutdown. */
  flush(): Promise<void>;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface MailerOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  db: Db;
  log: MailLog;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const POLL_MS = 5_000;
const BATCH_SIZE = 10;
/** A claimed row is hidden from other workers this long; the SMTP timeouts keep a send well inside it. */
const CLAIM_LEASE = sql`now() + interval '2 minutes'`;
export const MAX_ATTEMPTS = 8;

/** Wait before the next try after `attempts` failures: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const send = createSendMail(config);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Runs never overlap within one instance: `last` is the tail of the chain, and `waiting` a run
  // not yet started that every caller until then shares (a burst of enqueues costs one run).
  let last: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;

  function flush(): Promise<void> {
    if (!waiting) {
      const run = last.then(() => {
        waiting = undefined;
        return sendDue();
      });
      waiting = run;
      last = run.catch(() => {});
    }
    return waiting;
  }

  function kick(): void {
    if (stopped) return;
    flush().catch((error) => log.error({ err: error }, 'mail: sending queued mail failed'));
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const rows = await claimDue(db);
      if (rows.length === 0) return;
      const results = await Promise.allSettled(rows.map(deliver));
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) throw failure.reason;
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await send({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: (row.attachments as MailAttachment[] | null) ?? [],
      });
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
      .where(eq(mailOutbox.id, row.id));
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const lastError = error instanceof Error ? error.message : String(error);
    const context = { mailId: row.id, subject: row.subject, attempts, err: error };
    if (attempts >= MAX_ATTEMPTS) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', attempts, lastError })
        .where(eq(mailOutbox.id, row.id));
      log.error(context, `mail: giving up after ${attempts} attempts`);
      return;
    }
    const delay = `${retryDelaySeconds(attempts)} seconds`;
    await db
      .update(mailOutbox)
      .set({ attempts, lastError, nextAttemptAt: sql`now() + ${delay}::interval` })
      .where(eq(mailOutbox.id, row.id));
    log.warn(context, `mail: send failed, retrying in ${delay}`);
  }

  return {
    async enqueue(message, via = db) {
      const [row] = await via
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments ?? [],
        })
        .returning({ id: mailOutbox.id });
      kick();
      return row!.id;
    },
    start() {
      stopped = false;
      if (timer) return;
      timer = setInterval(kick, POLL_MS);
      // The HTTP server keeps the process alive; the poller alone should not.
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await last;
    },
    flush,
  };
}

/**
 * Claims due rows by pushing their next attempt past the lease. `skip locked` lets instances
 * sharing one database claim disjoint rows, so no row is sent twice; a crashed sender's rows
 * come due again when the lease ends.
 */
function claimDue(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: CLAIM_LEASE })
    .where(inArray(mailOutbox.id, due))
    .returning();
}
