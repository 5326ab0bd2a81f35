import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { devOutboxDir, writeDevMail } from './dev-outbox.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** An image the HTML shows inline (`<img src="cid:…">`) rather than a file to open. */
  cid?: string;
}

/** One outbox row on its way out; `id` is the row's id. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** Delivers one message or throws; the mailer decides about retries. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** SMTP when SMTP_URL is set; otherwise the development outbox under DATA_DIR/mailbox. */
export function createSendMail(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): SendMail {
  return config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : devOutboxSender(config);
}

function smtpSender(url: string, from: string): SendMail {
  // nodemailer waits up to 2 minutes to connect by default; a claimed row is leased for 2 minutes,
  // so fail sooner and let the backoff retry instead of letting another instance send it twice.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  });
  return async (mail) => {
    await transport.sendMail(toNodemailer(mail, from));
  };
}

function devOutboxSender(config: Pick<Config, 'mailFrom' | 'dataDir'>): SendMail {
  // streamTransport with buffer: true composes the real MIME message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = devOutboxDir(config);
  return async (mail) => {
    const info = await transport.sendMail(toNodemailer(mail, config.mailFrom));
    const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
    const record = {
      id: mail.id,
      to: mail.to,
      from: config.mailFrom,
      subject: mail.subject,
      text: mail.text,
      html: withInlineImages(mail),
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.contentBase64, 'base64'),
      })),
      date: new Date().toISOString(),
    };
    await writeDevMail(dir, record, raw);
  };
}

/**
 * The HTML with each inline image (`cid:`) as a data URL: the mailbox page shows it in a browser,
 * which cannot resolve a content ID. The raw `.eml` keeps the message as it would be sent.
 */
function withInlineImages(mail: OutgoingMail): string {
  return mail.attachments.reduce(
    (html, a) =>
      a.cid ? html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.contentBase64}`) : html,
    mail.html,
  );
}

/**
 * The Message-ID is made from the outbox row's id, so a message sent again (an instance died after
 * the SMTP server took it and before the row was marked sent) carries the same Message-ID, and
 * receivers can tell it is the same message.
 */
export function messageIdFor(mailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dpms.local';
  return `<${mailId}@${domain}>`;
}

function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from,
    messageId: messageIdFor(mail.id, from),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.contentBase64,
      encoding: 'base64',
      ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
    })),
  };
}
