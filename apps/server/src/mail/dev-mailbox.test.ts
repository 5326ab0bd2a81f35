import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { devMailboxPlugin } from './dev-mailbox.ts';
import { createMailer } from './mailer.ts';
import { verificationMail } from './templates.ts';

const url = 'http://localhost:3000/api/auth/verify-email?token=abc123';
const pdf = {
  filename: 'receipt.pdf',
  contentType: 'application/pdf',
  contentBase64: btoa('%PDF-1.4 receipt'),
};

let ctx: TestContext;
let app: FastifyInstance;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // No SMTP_URL in the test config, so the mailer writes to the development outbox.
  const mailer = createMailer({
    config: ctx.config,
    db: ctx.database.db,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
  firstId = await mailer.enqueue({
    to: 'rahim@example.com',
    ...verificationMail('Rahim', url),
    attachments: [pdf],
  });
  await mailer.flush();
  secondId = await mailer.enqueue({
    to: 'karim@example.com',
    subject: 'Second',
    text: 'Hi',
    html: '<p>Hi</p>',
  });
  await mailer.flush();

  app = Fastify();
  await app.register(devMailboxPlugin, { config: ctx.config });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('development outbox', () => {
  it('writes each message as JSON with the raw .eml beside it', async () => {
    const dir = path.join(ctx.dataDir, 'mailbox');
    const record = JSON.parse(await readFile(path.join(dir, `${firstId}.json`), 'utf8'));
    expect(record).toMatchObject({
      id: firstId,
      to: 'rahim@example.com',
      from: ctx.config.mailFrom,
      subject: 'Verify your DPMS e-mail address',
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', size: 16 }],
    });
    expect(Date.parse(record.date)).not.toBeNaN();
    const eml = await readFile(path.join(dir, `${firstId}.eml`), 'utf8');
    expect(eml).toContain('Subject: Verify your DPMS e-mail address');
    expect(eml).toContain('To: rahim@example.com');
  });
});

describe('who may read the mailbox', () => {
  it('answers only requests from this machine: it holds every reset link', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', `/dev/mailbox/${firstId}`]) {
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('verify-email');
      const local = await app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(local.statusCode).toBe(200);
    }
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the messages newest first with links', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Development mailbox — messages are not sent');
    expect(res.body).toContain('Verify your DPMS e-mail address');
    expect(res.body).toContain(`href="/dev/mailbox/${firstId}"`);
    expect(res.body.indexOf(secondId)).toBeLessThan(res.body.indexOf(firstId));
  });

  it('shows one message with a working link, its text version and a way back', async () => {
    const res = await app.inject({ method: 'GET', url: `/dev/mailbox/${firstId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="${url}"`);
    expect(res.body).toContain('Text version');
    expect(res.body).toContain('href="/dev/mailbox"');
  });

  it('answers JSON for browser tests, newest first', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { id: string }) => m.id)).toEqual([secondId, firstId]);
    expect(Object.keys(list[1]).sort()).toEqual(['date', 'html', 'id', 'subject', 'text', 'to']);
    expect(list[1].text).toContain(url);
  });

  it('refuses ids that could leave the mailbox folder', async () => {
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..', '%2E%2E', 'a.json', '../etc/passwd']) {
      const res = await app.inject({ method: 'GET', url: `/dev/mailbox/${bad}` });
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
    const encoded = await app.inject({ method: 'GET', url: '/dev/mailbox/..%2F..%2Fetc%2Fpasswd' });
    expect(encoded.statusCode).toBe(400);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox/00000000-0000-0000-0000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});
