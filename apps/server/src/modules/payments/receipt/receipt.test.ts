import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour, signedInAs, startTourPayment } from '../../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { parseMail } from '../../../../test/mime.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { startSmtp } from '../../../../test/smtp.ts';
import { user } from '../../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../../gateway/testing.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A student of the given language pays for an event; answers the receipt mail they received. */
async function paidReceipt(locale: 'en' | 'bn') {
  const student = await signedInAs(ctx.app, 'student');
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: student.cookie },
    payload: { locale },
  });
  const tour = await createTour(ctx.app, { destination: "Cox's Bazar", costPoisha: 10_000_000 });
  const { tranId, sessionKey } = await startTourPayment(ctx.app, tour.id, student.cookie);
  await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandboxOf(ctx.app).pay(sessionKey));
  await sandboxOf(ctx.app).settled();
  await ctx.app.mailer.flush();
  const received = smtp.received.filter((m) => m.to.includes(student.email));
  expect(received).toHaveLength(1);
  return { student, tranId, mail: parseMail(received[0]!.raw) };
}

describe('the receipt mail', () => {
  it("arrives in Bangla for a Bangla user, with a Bengali PDF (the user's language, not the request's)", async () => {
    const { mail, tranId } = await paidReceipt('bn');
    expect(mail.headers.subject).toBe('আপনার DPMS পেমেন্টের রসিদ');
    const text = mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body.toString();
    expect(text).toContain("Cox's Bazar বাবদ ৳১,০০,০০০ পরিশোধ করার জন্য আপনাকে ধন্যবাদ।");
    expect(text).toContain(`ট্রানজেকশন আইডি: ${tranId}`);
    const html = mail.parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!.body.toString();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('আপনার রসিদটি পিডিএফ আকারে সংযুক্ত করা হলো।');

    const attachment = mail.parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'))!;
    expect(attachment.body.subarray(0, 5).toString()).toBe('%PDF-');
    // Text extraction gives Bengali in the order it is drawn (a pre-base vowel sign first), so the
    // words checked here have none; the layout itself was checked by eye (decision 0016).
    const pdf = pdfText(attachment.body).join('');
    expect(pdf).toMatch(/[\u0980-\u09FF]/);
    for (const word of ['নম্বর', 'নাম', 'ব্যাচ', '৳১,০০,০০০', tranId]) expect(pdf).toContain(word);
    expect(pdf).not.toContain('Receipt number');
  });

  it('stays English for an English user', async () => {
    const { mail, tranId } = await paidReceipt('en');
    expect(mail.headers.subject).toBe('Your DPMS payment receipt');
    const text = mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body.toString();
    expect(text).toContain("Thank you for your payment of Tk 1,00,000 for Cox's Bazar.");
    const attachment = mail.parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'))!;
    const pdf = pdfText(attachment.body);
    expect(pdf).toEqual(expect.arrayContaining(['PAYMENT RECEIPT', 'Receipt number', tranId, 'Tk 1,00,000']));
  });

  it("shows an event ticket's QR inline in the HTML, an image the mail carries, and its code in the text", async () => {
    const { mail } = await paidReceipt('en');
    const html = mail.parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!.body.toString();
    const img = /<img src="cid:([^"]+)" alt="QR code of your ticket"/.exec(html);
    expect(img).not.toBeNull();
    const qr = mail.parts.find((p) => p.headers['content-id'] === `<${img![1]}>`)!;
    expect(qr.headers['content-type']).toMatch(/^image\/png/);
    expect(qr.headers['content-disposition']).toMatch(/^inline/);
    expect(qr.body.subarray(1, 4).toString()).toBe('PNG');
    // The plain-text version has no image: it gives the code to type.
    const text = mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body.toString();
    expect(text).toContain("Your ticket's QR code is below and on the PDF receipt");
    expect(text).toMatch(/organiser can type this code:\r?\n\r?\n\S{12,}\r?\n/);
    expect(text).not.toContain('cid:');
    expect(mail.parts.some((p) => p.headers['content-type']?.startsWith('text/calendar'))).toBe(true);
  });

  it('downloads in the viewer’s language', async () => {
    const { student } = await paidReceipt('bn');
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, student.email));
    expect(row?.locale).toBe('bn');
    const list = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: student.cookie },
    });
    const id = list.json().items[0].id;
    const pdf = await ctx.app.inject({
      url: `/api/me/payments/${id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload).join('')).toContain('নম্বর');
  });
});
