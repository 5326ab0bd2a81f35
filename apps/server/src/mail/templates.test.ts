import { describe, expect, it } from 'vitest';
import { receiptMail, resetPasswordMail, verificationMail } from './templates.ts';

const name = '<script>alert("x")</script> & Co';
const url = 'http://localhost:3000/api/auth/verify-email?token=abc123&callbackURL=%2F';

describe('mail templates', () => {
  it('escapes the name in HTML and keeps the link in both versions', () => {
    const mail = verificationMail(name, url);
    expect(mail.subject).toBe('Verify your DPMS e-mail address');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.text).toContain(url);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('DPMS — CSE Department Payment Portal');
      expect(part).toContain('because of an action on DPMS');
    }
  });

  it('says the reset link expires in an hour and works once', () => {
    const mail = resetPasswordMail('Rahim', url);
    expect(mail.subject).toBe('Reset your DPMS password');
    expect(mail.text).toContain('expires in 1 hour and can be used once');
    expect(mail.html).toContain('expires in 1 hour and can be used once');
    expect(mail.text).toContain(url);
  });

  it('names the item, amount and transaction in the receipt, escaping the item', () => {
    const mail = receiptMail('Rahim', 'Cox <Bazar> tour', 'Tk 1,500.00', 'DPMS-TRAN-1');
    expect(mail.subject).toBe('Your DPMS payment receipt');
    expect(mail.html).toContain('Cox &lt;Bazar&gt; tour');
    expect(mail.text).toContain('Tk 1,500.00 for Cox <Bazar> tour');
    expect(mail.html).toContain('DPMS-TRAN-1');
  });
});
