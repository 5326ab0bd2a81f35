import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createSendMail, type MailAttachment } from './transport.ts';

export type { MailAttachment } from './transport.ts';

/**
 * An attachment made after the mail is queued (a receipt's PDF): the outbox keeps its recipe,
 * the composer registered for `compose` under that name, and `ref`, what it is made from.
 */
export interface ComposedAttachment {
  compose: string;
  ref: string;
}
export type OutboxAttachment = MailAttachment | ComposedAttachment;
export type Composer = (ref: string) => Promise<MailAttachment[]>;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
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
  /** Names how attachments of a kind are made (at start-up, by the module that owns them). */
  composeWith(kind: string, composer: Composer): void;
  /**
   * Makes a queued message's composed attachments and lets it go out. A message with composed
   * attachments waits for this (outside the transaction that queued it, which then holds no lock
   * and no connection while a PDF is drawn), or, if the process stops first, for
   * COMPOSE_GRACE_SECONDS, after which the sender composes them itself.
   */
  compose(id: string): Promise<void>;
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
/** How long a message with composed attachments waits for `compose` before the sender makes them. */
export const COMPOSE_GRACE_SECONDS = 30;

const isComposed = (a: OutboxAttachment): a is ComposedAttachment => 'compose' in a;

/** Wait before the next try after `attempts` failures: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600);
}

export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const send = createSendMail(config);
  const composers = new Map<string, Composer>();

  /** The attachments as they are sent: every composed one made by its composer. */
  async function made(attachments: OutboxAttachment[]): Promise<MailAttachment[]> {
    const parts = await Promise.all(
      attachments.map((a) => {
        if (!isComposed(a)) return [a];
        const composer = composers.get(a.compose);
        if (!composer) throw new Error(`mail: no composer for '${a.compose}' attachments`);
        return composer(a.ref);
      }),
    );
    return parts.flat();
  }
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
        attachments: await made((row.attachments as OutboxAttachment[] | null) ?? []),
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
      const attachments = message.attachments ?? [];
      const composed = attachments.some(isComposed);
      const [row] = await via
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments,
          // Whole milliseconds (a JS date), so `compose` can tell it unchanged.
          ...(composed ? { nextAttemptAt: new Date(Date.now() + COMPOSE_GRACE_SECONDS * 1000) } : {}),
        })
        .returning({ id: mailOutbox.id });
      if (!composed) kick();
      return row!.id;
    },
    composeWith(kind, composer) {
      composers.set(kind, composer);
    },
    async compose(id) {
      const [row] = await db
        .select({ attachments: mailOutbox.attachments, nextAttemptAt: mailOutbox.nextAttemptAt })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
      const attachments = (row?.attachments as OutboxAttachment[] | null) ?? [];
      if (!row || !attachments.some(isComposed)) return;
      const ready = await made(attachments);
      // Only while it still waits as it was read: a sender that claimed it meanwhile (its lease
      // moved next_attempt_at) composes it itself, and this must not make it due a second time.
      await db
        .update(mailOutbox)
        .set({ attachments: ready, nextAttemptAt: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'queued'),
            eq(mailOutbox.nextAttemptAt, row.nextAttemptAt),
          ),
        );
      kick();
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
