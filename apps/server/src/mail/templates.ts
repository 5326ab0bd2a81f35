import { DEFAULT_LOCALE, type Locale } from '@dpms/shared/locale';
import { translatorFor } from '../i18n/translate.ts';
import { escapeHtml } from './html.ts';

/** A message's content; the caller adds the recipient (and attachments) before enqueueing. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Every word of every mail, in the reader's language: the English here is the message's id in
 * the server's catalog (src/i18n/locales), whose Bangla is written as the department writes to
 * its students, not word for word. DPMS stays DPMS in both.
 */
function copyIn(locale: Locale) {
  const t = translatorFor(locale);
  return {
    lang: locale,
    brand: t('DPMS — CSE Department Payment Portal'),
    footer: t('You received this e-mail because of an action on DPMS. If it was not you, you can ignore it.'),
    hello: (name: string) => t('Hello {name},', { name }),
    buttonFallback: t('If the button does not work, open this link:'),
    verification: {
      subject: t('Verify your DPMS e-mail address'),
      paragraphs: [t('Please confirm your e-mail address to finish creating your DPMS account.')],
      action: t('Verify e-mail address'),
    },
    reset: {
      subject: t('Reset your DPMS password'),
      paragraphs: [
        t('We received a request to reset your DPMS password.'),
        t('The link expires in 1 hour and can be used once.'),
      ],
      action: t('Choose a new password'),
    },
    receipt: {
      subject: t('Your DPMS payment receipt'),
      paragraphs: (item: string, amount: string, tranId: string, paidWith: string | null) => [
        t('Thank you for your payment of {amount} for {item}.', { amount, item }),
        t('Transaction ID: {tranId}', { tranId }),
        ...(paidWith ? [t('Paid with: {method}', { method: paidWith })] : []),
        t('Your receipt is attached as a PDF.'),
      ],
      ticket: (code: string, qrCid: string | undefined): Paragraph[] => [
        t(
          "Your ticket's QR code is below and on the PDF receipt: show it when you board. If it cannot be scanned, the organiser can type this code:",
        ),
        ...(qrCid ? [{ imageCid: qrCid, alt: t('QR code of your ticket'), size: 180 }] : []),
        code,
        t('The event is attached as a calendar file (.ics), to add to your calendar.'),
      ],
    },
    waitlist: {
      subject: (event: string) => t('A seat is held for you: {event}', { event }),
      paragraphs: (event: string, until: string) => [
        t('A seat has come free on {event}, and you were first on its waiting list.', { event }),
        t(
          'It is held for you until {until}. Pay before then to keep it; after that it goes to the next student in line.',
          { until },
        ),
        t(
          'If you no longer want it, leave the waiting list on the event page so the next student gets it sooner.',
        ),
      ],
      action: t('Pay for your seat'),
    },
    reminder: {
      membershipEnding: {
        subject: (club: string) => t('Your {club} membership ends soon', { club }),
        paragraphs: (club: string, end: string, days: number) => [
          days <= 1
            ? t('Your {club} membership ends on {end}, tomorrow or sooner.', { club, end })
            : t('Your {club} membership ends on {end}, in {days} days.', { club, end, days: String(days) }),
          t(
            'Renew now to keep your membership: a renewal starts when your current one ends, so you lose no days.',
          ),
        ],
        action: t('Renew membership'),
      },
      eventDeparting: {
        subject: (event: string) => t('{event} departs soon', { event }),
        paragraphs: (event: string, day: string, days: number) => [
          days === 0
            ? t('{event} departs on {day}, today.', { event, day })
            : days === 1
              ? t('{event} departs on {day}, tomorrow.', { event, day })
              : t('{event} departs on {day}, in {days} days.', { event, day, days: String(days) }),
        ],
        meeting: (text: string) => t('Meeting point: {text}', { text }),
        transport: (mode: string) => t('Transport: {mode}', { mode }),
        itinerary: t('Itinerary:'),
        ticket: (code: string) => [
          t(
            "Show your ticket's QR code (in My Payments) when you board. If it cannot be scanned, the organiser can type this code:",
          ),
          code,
          t('The event is attached as a calendar file (.ics).'),
        ],
        action: t('Open my payments and ticket'),
      },
      registrationClosing: {
        subject: (event: string) => t('Registration for {event} closes soon', { event }),
        paragraphs: (event: string, day: string) => [
          t(
            'You started registering for {event}, but have not paid yet. Registration closes when the event departs on {day}.',
            { event, day },
          ),
          t('If you still want to go, register and pay from the event page.'),
        ],
        action: t('Open the event'),
      },
      checkoutPending: {
        subject: (item: string) => t('Your payment for {item} is not finished', { item }),
        paragraphs: (item: string) => [
          t(
            'You started a payment for {item} over an hour ago, but it was not completed. Nothing was charged for it.',
            { item },
          ),
          t(
            'To pay, start again from the page below: it begins a new payment, so you are never charged twice.',
          ),
        ],
        action: t('Start again'),
      },
      partDue: {
        subject: (event: string) => t('The next part for {event} is due soon', { event }),
        paragraphs: (
          event: string,
          due: { part: number; parts: number; amount: string; day: string; days: number; graceDays: number },
        ) => [
          due.days <= 1
            ? t('Part {part} of {parts} for {event}, {amount}, is due on {day}, tomorrow or sooner.', {
                event,
                part: String(due.part),
                parts: String(due.parts),
                amount: due.amount,
                day: due.day,
              })
            : t('Part {part} of {parts} for {event}, {amount}, is due on {day}, in {days} days.', {
                event,
                part: String(due.part),
                parts: String(due.parts),
                amount: due.amount,
                day: due.day,
                days: String(due.days),
              }),
          t(
            'Your seat is held while you pay each part on time. A part still unpaid {graceDays} days after its day releases your seat to the next student.',
            { graceDays: String(due.graceDays) },
          ),
        ],
        action: t('Pay the next part'),
      },
      optOut: t('You can turn these reminders off in My Profile.'),
    },
  };
}

type Copy = ReturnType<typeof copyIn>;

/** A mail that asks its reader to follow one link: `kind` names its words in the copy. */
function linkMail(kind: 'verification' | 'reset') {
  return (name: string, url: string, locale: Locale = DEFAULT_LOCALE): MailContent => {
    const copy = copyIn(locale);
    const { subject, paragraphs, action } = copy[kind];
    return layout(copy, { subject, name, paragraphs, action: { label: action, url } });
  };
}

export const verificationMail = linkMail('verification');
export const resetPasswordMail = linkMail('reset');

/**
 * `itemName` and `amountText` come already written in the recipient's language. A ticket's QR
 * shows inline in the HTML when `ticketQrCid` names the image attachment that carries it; the
 * plain text gives the ticket's code.
 */
export function receiptMail(
  name: string,
  itemName: string,
  amountText: string,
  tranId: string,
  locale: Locale = DEFAULT_LOCALE,
  extra: { paidWith?: string | null; ticketCode?: string | null; ticketQrCid?: string } = {},
): MailContent {
  const copy = copyIn(locale);
  return layout(copy, {
    subject: copy.receipt.subject,
    name,
    paragraphs: [
      ...copy.receipt.paragraphs(itemName, amountText, tranId, extra.paidWith ?? null),
      ...(extra.ticketCode ? copy.receipt.ticket(extra.ticketCode, extra.ticketQrCid) : []),
    ],
  });
}

/** The offer of a seat freed on a full event, to the first on its waiting list. */
export function waitingListOfferMail(
  name: string,
  eventName: string,
  expiresAt: Date,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const copy = copyIn(locale);
  const until = new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(expiresAt);
  return layout(copy, {
    subject: copy.waitlist.subject(eventName),
    name,
    paragraphs: copy.waitlist.paragraphs(eventName, until),
    action: { label: copy.waitlist.action, url },
  });
}

/** A reminder's words, already chosen by kind (modules/reminders/mail.ts). */
export function reminderMailCopy(locale: Locale) {
  return copyIn(locale).reminder;
}

/** A reminder mail: its own subject and paragraphs, a link, and how to turn it off. */
export function reminderMail(
  name: string,
  content: { subject: string; paragraphs: readonly string[]; action: { label: string; url: string } },
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const copy = copyIn(locale);
  return layout(copy, {
    subject: content.subject,
    name,
    paragraphs: [...content.paragraphs, copy.reminder.optOut],
    action: content.action,
  });
}

/** An image attached to the mail (its content ID) and shown inline, `size` px square. */
interface MailImage {
  imageCid: string;
  alt: string;
  size: number;
}
/** A paragraph of text, or an image between paragraphs (HTML only: the text version skips it). */
type Paragraph = string | MailImage;

interface LayoutInput {
  subject: string;
  name: string;
  paragraphs: readonly Paragraph[];
  action?: { label: string; url: string };
}

/** One layout for every mail: plain text, and HTML with inline styles (mail clients drop style sheets). */
function layout(copy: Copy, { subject, name, paragraphs, action }: LayoutInput): MailContent {
  const text = [
    copy.brand,
    '',
    copy.hello(name),
    '',
    ...paragraphs.flatMap((p) => (typeof p === 'string' ? [p, ''] : [])),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    copy.footer,
    '',
  ].join('\n');

  const p = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937';
  const small = 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="${small}">${escapeHtml(copy.buttonFallback)}<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${copy.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,'Noto Sans Bengali','Hind Siliguri',sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="padding:16px 24px;background:#1e3a8a;color:#ffffff;font-size:16px;font-weight:700">${escapeHtml(copy.brand)}</div>
<div style="padding:24px">
<p style="${p}">${escapeHtml(copy.hello(name))}</p>
${paragraphs.map((part) => (typeof part === 'string' ? `<p style="${p}">${escapeHtml(part)}</p>` : imageHtml(part))).join('\n')}
${button}
</div>
<div style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(copy.footer)}</div>
</div>
</body></html>
`;
  return { subject, text, html };
}

function imageHtml({ imageCid, alt, size }: MailImage): string {
  return `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(imageCid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0"></p>`;
}
