import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n.ts';
import { holdReasonLabel } from './labels.ts';

describe('holdReasonLabel', () => {
  afterEach(() => activateLocale('en'));

  it("words the server's hold reasons in Bangla, keeping the gateway's details", async () => {
    await activateLocale('bn');
    expect(holdReasonLabel('Already registered for this event with another payment: refund this one.')).toBe(
      'অন্য একটি পেমেন্টে এই ইভেন্টে আগেই নিবন্ধন হয়েছে: এই পেমেন্টের টাকা ফেরত দিন।',
    );
    expect(holdReasonLabel('Gateway answer does not match: amount 100000 ≠ 150000')).toBe(
      'পেমেন্ট গেটওয়ের উত্তর মিলছে না: amount 100000 ≠ 150000',
    );
    // A reason it does not know is shown as stored, never dropped.
    expect(holdReasonLabel('Held by hand')).toBe('Held by hand');
  });

  it('leaves the English as the server wrote it', async () => {
    await activateLocale('en');
    const reason = 'Flagged as risky by the gateway: Possible fraud';
    expect(holdReasonLabel(reason)).toBe(reason);
  });
});
