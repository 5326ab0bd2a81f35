import { escapeHtml } from './html.ts';

/** A message's content; the caller adds the recipient (and attachments) before enqueueing. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'DPMS — CSE Department Payment Portal';
const FOOTER = 'You received this e-mail because of an action on DPMS. If it was not you, you can ignore it.';

export function verificationMail(name: string, url: string): MailContent {
  return layout({
    subject: 'Verify your DPMS e-mail address',
    name,
    paragraphs: ['Please confirm your e-mail address to finish creating your DPMS account.'],
    action: { label: 'Verify e-mail address', url },
  });
}

export function resetPasswordMail(name: string, url: string): MailContent {
  return layout({
    subject: 'Reset your DPMS password',
    name,
    paragraphs: [
      'We received a request to reset your DPMS password.',
      'The link expires in 1 hour and can be used once.',
    ],
    action: { label: 'Choose a new password', url },
  });
}

export function receiptMail(name: string, itemName: string, amountText: string, tranId: string): MailContent {
  return layout({
    subject: 'Your DPMS payment receipt',
    name,
    paragraphs: [
      `Thank you for your payment of ${amountText} for ${itemName}.`,
      `Transaction ID: ${tranId}`,
      'Your receipt is attached as a PDF.',
    ],
  });
}

interface LayoutInput {
  subject: string;
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** One layout for every mail: plain text, and HTML with inline styles (mail clients drop style sheets). */
function layout({ subject, name, paragraphs, action }: LayoutInput): MailContent {
  const text = [
    BRAND,
    '',
    `Hello ${name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    FOOTER,
    '',
  ].join('\n');

  const p = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937';
  const small = 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="${small}">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">
<div style="padding:16px 24px;background:#1e3a8a;color:#ffffff;font-size:16px;font-weight:700">${escapeHtml(BRAND)}</div>
<div style="padding:24px">
<p style="${p}">Hello ${escapeHtml(name)},</p>
${paragraphs.map((text) => `<p style="${p}">${escapeHtml(text)}</p>`).join('\n')}
${button}
</div>
<div style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(FOOTER)}</div>
</div>
</body></html>
`;
  return { subject, text, html };
}
