import { MESSAGES } from '@dpms/shared/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n.ts';
import { translateMessage } from './validation-messages.ts';

describe('translateMessage', () => {
  afterEach(() => activateLocale('en'));

  it('leaves every message as it is in English', () => {
    expect(translateMessage(MESSAGES.required)).toBe(MESSAGES.required);
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it("gives a shared schema's text the shared catalog's Bangla, values carried over", async () => {
    await activateLocale('bn');
    expect(translateMessage(MESSAGES.required)).toBe('এই ঘরটি পূরণ করা আবশ্যক');
    expect(translateMessage('At most 200 characters')).toBe('সর্বোচ্চ ২০০টি অক্ষর লেখা যাবে');
  });

  it("words a shared text as the server does (decision 0042), and the web's form schemas' texts itself", async () => {
    await activateLocale('bn');
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe('দুটি পাসওয়ার্ড মিলছে না');
    expect(translateMessage('Enter a whole number of seats')).toBe('আসনের সংখ্যা পূর্ণসংখ্যায় লিখুন');
  });

  it('passes a message it does not know through (the server already wrote it in Bangla)', async () => {
    await activateLocale('bn');
    expect(translateMessage('ই-মেইল বা পাসওয়ার্ড সঠিক নয়।')).toBe('ই-মেইল বা পাসওয়ার্ড সঠিক নয়।');
  });
});
