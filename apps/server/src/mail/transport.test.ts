import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSendMail } from './transport.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-transport-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the development outbox', () => {
  it('keeps the raw message with its inline image, and shows the image in the mailbox page', async () => {
    const send = createSendMail({ dataDir, mailFrom: 'DPMS <no-reply@dpms.local>', smtpUrl: undefined });
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    await send({
      id: 'inline-1',
      to: 'rahim@example.com',
      subject: 'Ticket',
      text: 'Your code: ABC',
      html: '<p><img src="cid:ticket-qr@dpms" alt="QR code of your ticket"></p>',
      attachments: [
        { filename: 'ticket-qr.png', contentType: 'image/png', contentBase64: png, cid: 'ticket-qr@dpms' },
      ],
    });
    const dir = path.join(dataDir, 'mailbox');
    const record = JSON.parse(await readFile(path.join(dir, 'inline-1.json'), 'utf8'));
    expect(record.html).toContain(`<img src="data:image/png;base64,${png}" alt="QR code of your ticket">`);
    const eml = await readFile(path.join(dir, 'inline-1.eml'), 'utf8');
    expect(eml).toContain('src="cid:ticket-qr@dpms"');
    expect(eml).toMatch(/Content-Id: <ticket-qr@dpms>/i);
    expect(eml).toMatch(/Content-Disposition: inline/i);
  });
});
