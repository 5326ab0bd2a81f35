import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';
import { DEV_MAIL_ID, type DevMailRecord, devOutboxDir, listDevMails, readDevMail } from './dev-outbox.ts';
import { escapeHtml } from './html.ts';

/** `/dev/mailbox.json` keeps only these fields of each record. */
const mailSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
});

/**
 * Development only: shows what the development outbox "sent", so sign-up and password reset can
 * be finished without an SMTP server. Registered outside production and only without SMTP_URL.
 */
export const devMailboxPlugin: FastifyPluginAsync<{ config: Config }> = async (instance, opts) => {
  // Set here too, so the plugin works on any Fastify instance (the app sets the same ones).
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const dir = devOutboxDir(opts.config);
  // It holds every reset link: only someone at this machine may read it.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.ip))
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listDevMails(dir);
    const rows = mails
      .map(
        (m) => `<tr><td>${escapeHtml(formatDate(m.date))}</td><td>${escapeHtml(m.to)}</td>
<td><a href="/dev/mailbox/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('\n');
    const body = mails.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Development mailbox', body));
  });

  // For browser tests: find the newest mail to an address and follow its link.
  app.get('/dev/mailbox.json', { schema: { response: { 200: z.array(mailSummary) } } }, () =>
    listDevMails(dir),
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { params: z.object({ id: z.string().regex(DEV_MAIL_ID).max(64) }) } },
    async (request, reply) => {
      const mail = await readDevMail(dir, request.params.id);
      reply.type('text/html; charset=utf-8');
      if (!mail) {
        return reply
          .status(404)
          .send(page('Message not found', '<p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
      }
      return reply.send(page(mail.subject, messageBody(mail)));
    },
  );
};

function messageBody(m: DevMailRecord): string {
  const attachments = m.attachments
    .map((a) => `${a.filename} (${a.contentType}, ${a.size} bytes)`)
    .join(', ');
  // The HTML body is our own template output (user values already escaped), so it is shown as is,
  // with its links working; only the <body> part, to keep this page one document.
  return `<p><a href="/dev/mailbox">← Back to the mailbox</a></p>
<dl>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Date</dt><dd>${escapeHtml(formatDate(m.date))}</dd>
${attachments ? `<dt>Attachments</dt><dd>${escapeHtml(attachments)}</dd>` : ''}
</dl>
<section class="mail">${bodyOf(m.html)}</section>
<h2>Text version</h2>
<pre>${escapeHtml(m.text)}</pre>`;
}

function bodyOf(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

function formatDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · DPMS</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;color:#1f2937;background:#f9fafb}
.banner{background:#fef3c7;color:#92400e;padding:10px 24px;font-weight:600;border-bottom:1px solid #fcd34d}
main{max-width:820px;margin:0 auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e5e7eb;font-size:14px}
th{background:#f3f4f6}
a{color:#1d4ed8}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:14px}
dt{font-weight:600}dd{margin:0}
.mail{border:1px solid #e5e7eb;border-radius:8px;overflow:hidden;margin:16px 0}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;font-size:13px}
</style></head>
<body><div class="banner">Development mailbox — messages are not sent</div>
<main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>
`;
}
