import { DEFAULT_LOCALE, type Locale } from '@dpms/shared/locale';
import { escapeHtml } from './html.ts';

/** A message's content; the caller adds the recipient (and attachments) before enqueueing. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Every word of every mail, in each language. The Bangla is written as the department writes
 * to its students, not word for word; DPMS stays DPMS in both.
 */
const COPY = {
  en: {
    lang: 'en',
    brand: 'DPMS — CSE Department Payment Portal',
    footer: 'You received this e-mail because of an action on DPMS. If it was not you, you can ignore it.',
    hello: (name: string) => `Hello ${name},`,
    buttonFallback: 'If the button does not work, open this link:',
    verification: {
      subject: 'Verify your DPMS e-mail address',
      paragraphs: ['Please confirm your e-mail address to finish creating your DPMS account.'],
      action: 'Verify e-mail address',
    },
    reset: {
      subject: 'Reset your DPMS password',
      paragraphs: [
        'We received a request to reset your DPMS password.',
        'The link expires in 1 hour and can be used once.',
      ],
      action: 'Choose a new password',
    },
    receipt: {
      subject: 'Your DPMS payment receipt',
      paragraphs: (itemName: string, amountText: string, tranId: string) => [
        `Thank you for your payment of ${amountText} for ${itemName}.`,
        `Transaction ID: ${tranId}`,
        'Your receipt is attached as a PDF.',
      ],
      ticket: (code: string) => [
        'Your event ticket is on the receipt: show its QR code when you board. If it cannot be scanned, the organiser can type this code:',
        code,
        'The event is attached as a calendar file (.ics), to add to your calendar.',
      ],
    },
    waitlist: {
      subject: (event: string) => `A seat is held for you: ${event}`,
      paragraphs: (event: string, until: string) => [
        `A seat has come free on ${event}, and you were first on its waiting list.`,
        `It is held for you until ${until}. Pay before then to keep it; after that it goes to the next student in line.`,
        'If you no longer want it, leave the waiting list on the event page so the next student gets it sooner.',
      ],
      action: 'Pay for your seat',
    },
    reminder: {
      membershipEnding: {
        subject: (club: string) => `Your ${club} membership ends soon`,
        paragraphs: (club: string, end: string, days: number) => [
          `Your ${club} membership ends on ${end}${days <= 1 ? ', tomorrow or sooner' : `, in ${days} days`}.`,
          'Renew now to keep your membership: a renewal starts when your current one ends, so you lose no days.',
        ],
        action: 'Renew membership',
      },
      eventDeparting: {
        subject: (event: string) => `${event} departs soon`,
        paragraphs: (event: string, day: string, days: number) => [
          `${event} departs on ${day}${days === 0 ? ', today' : days === 1 ? ', tomorrow' : `, in ${days} days`}.`,
        ],
        meeting: (text: string) => `Meeting point: ${text}`,
        transport: (mode: string) => `Transport: ${mode}`,
        itinerary: 'Itinerary:',
        ticket: (code: string) => [
          "Show your ticket's QR code (in My Payments) when you board. If it cannot be scanned, the organiser can type this code:",
          code,
          'The event is attached as a calendar file (.ics).',
        ],
        action: 'Open my payments and ticket',
      },
      registrationClosing: {
        subject: (event: string) => `Registration for ${event} closes soon`,
        paragraphs: (event: string, day: string) => [
          `You started registering for ${event}, but have not paid yet. Registration closes when the event departs on ${day}.`,
          'If you still want to go, register and pay from the event page.',
        ],
        action: 'Open the event',
      },
      checkoutPending: {
        subject: (item: string) => `Your payment for ${item} is not finished`,
        paragraphs: (item: string) => [
          `You started a payment for ${item} over an hour ago, but it was not completed. Nothing was charged for it.`,
          'To pay, start again from the page below: it begins a new payment, so you are never charged twice.',
        ],
        action: 'Start again',
      },
      optOut: 'You can turn these reminders off in My Profile.',
    },
  },
  bn: {
    lang: 'bn',
    brand: 'DPMS — সিএসই বিভাগের পেমেন্ট পোর্টাল',
    footer: 'DPMS-এ করা একটি কাজের সূত্রে আপনি এই ই-মেইলটি পেয়েছেন। কাজটি আপনার না হলে ই-মেইলটি উপেক্ষা করুন।',
    hello: (name: string) => `প্রিয় ${name},`,
    buttonFallback: 'বোতামটি কাজ না করলে এই লিংকটি খুলুন:',
    verification: {
      subject: 'আপনার DPMS ই-মেইল ঠিকানা যাচাই করুন',
      paragraphs: ['DPMS অ্যাকাউন্ট খোলার কাজ শেষ করতে অনুগ্রহ করে আপনার ই-মেইল ঠিকানাটি নিশ্চিত করুন।'],
      action: 'ই-মেইল ঠিকানা যাচাই করুন',
    },
    reset: {
      subject: 'আপনার DPMS পাসওয়ার্ড রিসেট করুন',
      paragraphs: [
        'আপনার DPMS পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি।',
        'লিংকটি ১ ঘণ্টা কার্যকর থাকবে এবং একবারই ব্যবহার করা যাবে।',
      ],
      action: 'নতুন পাসওয়ার্ড ঠিক করুন',
    },
    receipt: {
      subject: 'আপনার DPMS পেমেন্টের রসিদ',
      paragraphs: (itemName: string, amountText: string, tranId: string) => [
        `${itemName} বাবদ ${amountText} পরিশোধ করার জন্য আপনাকে ধন্যবাদ।`,
        `ট্রানজেকশন আইডি: ${tranId}`,
        'আপনার রসিদটি পিডিএফ আকারে সংযুক্ত করা হলো।',
      ],
      ticket: (code: string) => [
        'আপনার ইভেন্টের টিকিট রসিদেই আছে: যাত্রার সময় এর QR কোডটি দেখান। স্ক্যান করা না গেলে আয়োজক এই কোডটি লিখে নিতে পারবেন:',
        code,
        'ইভেন্টটি ক্যালেন্ডার ফাইল (.ics) হিসেবে সংযুক্ত করা হলো, যাতে আপনি নিজের ক্যালেন্ডারে যোগ করতে পারেন।',
      ],
    },
    waitlist: {
      subject: (event: string) => `আপনার জন্য একটি আসন রাখা আছে: ${event}`,
      paragraphs: (event: string, until: string) => [
        `${event} ইভেন্টে একটি আসন খালি হয়েছে, আর অপেক্ষমাণ তালিকায় আপনিই প্রথম ছিলেন।`,
        `আসনটি ${until} পর্যন্ত আপনার জন্য রাখা থাকবে। এর মধ্যে টাকা পরিশোধ করলে আসনটি আপনার; না হলে এটি তালিকার পরের শিক্ষার্থীর কাছে যাবে।`,
        'আসনটি আর না চাইলে ইভেন্টের পাতায় গিয়ে অপেক্ষমাণ তালিকা ছেড়ে দিন, যাতে পরের জন দ্রুত সুযোগ পান।',
      ],
      action: 'আসনের টাকা পরিশোধ করুন',
    },
    reminder: {
      membershipEnding: {
        subject: (club: string) => `${club}-এর সদস্যপদের মেয়াদ শিগগিরই শেষ হচ্ছে`,
        paragraphs: (club: string, end: string, days: number) => [
          `${club}-এ আপনার সদস্যপদের মেয়াদ শেষ হবে ${end}${days <= 1 ? ', অর্থাৎ কাল বা তার আগেই' : `, অর্থাৎ ${days} দিন পর`}।`,
          'সদস্যপদ ধরে রাখতে এখনই নবায়ন করুন: নবায়ন শুরু হয় বর্তমান মেয়াদ শেষ হওয়ার পর থেকে, তাই একটি দিনও নষ্ট হবে না।',
        ],
        action: 'সদস্যপদ নবায়ন করুন',
      },
      eventDeparting: {
        subject: (event: string) => `${event}-এর যাত্রা শিগগিরই`,
        paragraphs: (event: string, day: string, days: number) => [
          `${event}-এর যাত্রা ${day}${days === 0 ? ', আজই' : days === 1 ? ', আগামীকাল' : `, ${days} দিন পর`}।`,
        ],
        meeting: (text: string) => `মিলনস্থল: ${text}`,
        transport: (mode: string) => `যানবাহন: ${mode}`,
        itinerary: 'ভ্রমণসূচি:',
        ticket: (code: string) => [
          'যাত্রার সময় আপনার টিকিটের QR কোডটি (আমার পেমেন্ট পাতায়) দেখান। স্ক্যান করা না গেলে আয়োজক এই কোডটি লিখে নিতে পারবেন:',
          code,
          'ইভেন্টটি ক্যালেন্ডার ফাইল (.ics) হিসেবে সংযুক্ত করা হলো।',
        ],
        action: 'আমার পেমেন্ট ও টিকিট দেখুন',
      },
      registrationClosing: {
        subject: (event: string) => `${event}-এর নিবন্ধন শিগগিরই বন্ধ হচ্ছে`,
        paragraphs: (event: string, day: string) => [
          `আপনি ${event}-এর নিবন্ধন শুরু করেছিলেন, কিন্তু এখনো পেমেন্ট করেননি। ${day} তারিখে যাত্রার সঙ্গে সঙ্গে নিবন্ধন বন্ধ হয়ে যাবে।`,
          'এখনো যেতে চাইলে ইভেন্টের পাতা থেকে নিবন্ধন করে পেমেন্ট করুন।',
        ],
        action: 'ইভেন্টটি দেখুন',
      },
      checkoutPending: {
        subject: (item: string) => `${item}-এর পেমেন্ট সম্পন্ন হয়নি`,
        paragraphs: (item: string) => [
          `এক ঘণ্টারও বেশি আগে আপনি ${item}-এর একটি পেমেন্ট শুরু করেছিলেন, কিন্তু তা সম্পন্ন হয়নি। এর জন্য কোনো টাকা কাটা হয়নি।`,
          'পেমেন্ট করতে নিচের পাতা থেকে আবার শুরু করুন: এতে নতুন একটি পেমেন্ট শুরু হয়, তাই কখনো দুবার টাকা কাটা যাবে না।',
        ],
        action: 'আবার শুরু করুন',
      },
      optOut: 'এই রিমাইন্ডারগুলো আমার প্রোফাইল পাতা থেকে বন্ধ করা যায়।',
    },
  },
} satisfies Record<Locale, unknown>;

type Copy = (typeof COPY)[Locale];

/** A mail that asks its reader to follow one link: `kind` names its words in the copy. */
function linkMail(kind: 'verification' | 'reset') {
  return (name: string, url: string, locale: Locale = DEFAULT_LOCALE): MailContent => {
    const copy = COPY[locale];
    const { subject, paragraphs, action } = copy[kind];
    return layout(copy, { subject, name, paragraphs, action: { label: action, url } });
  };
}

export const verificationMail = linkMail('verification');
export const resetPasswordMail = linkMail('reset');

/** `itemName` and `amountText` come already written in the recipient's language. */
export function receiptMail(
  name: string,
  itemName: string,
  amountText: string,
  tranId: string,
  locale: Locale = DEFAULT_LOCALE,
  extra: { ticketCode?: string | null } = {},
): MailContent {
  const copy = COPY[locale];
  return layout(copy, {
    subject: copy.receipt.subject,
    name,
    paragraphs: [
      ...copy.receipt.paragraphs(itemName, amountText, tranId),
      ...(extra.ticketCode ? copy.receipt.ticket(extra.ticketCode) : []),
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
  const copy = COPY[locale];
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
  return COPY[locale].reminder;
}

/** A reminder mail: its own subject and paragraphs, a link, and how to turn it off. */
export function reminderMail(
  name: string,
  content: { subject: string; paragraphs: readonly string[]; action: { label: string; url: string } },
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const copy = COPY[locale];
  return layout(copy, {
    subject: content.subject,
    name,
    paragraphs: [...content.paragraphs, copy.reminder.optOut],
    action: content.action,
  });
}

interface LayoutInput {
  subject: string;
  name: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
}

/** One layout for every mail: plain text, and HTML with inline styles (mail clients drop style sheets). */
function layout(copy: Copy, { subject, name, paragraphs, action }: LayoutInput): MailContent {
  const text = [
    copy.brand,
    '',
    copy.hello(name),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
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
${paragraphs.map((text) => `<p style="${p}">${escapeHtml(text)}</p>`).join('\n')}
${button}
</div>
<div style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(copy.footer)}</div>
</div>
</body></html>
`;
  return { subject, text, html };
}
