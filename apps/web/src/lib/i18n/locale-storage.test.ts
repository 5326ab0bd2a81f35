import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, rememberLocale, storedLocale } from './locale-storage.ts';

const languages = (list: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);

describe('the language a visit starts in', () => {
  afterEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = 'dpms_lang=; path=/; max-age=0';
  });

  it("follows the browser's languages on a first visit", () => {
    languages(['bn-BD', 'en-US']);
    expect(initialLocale()).toBe('bn');
    languages(['fr-FR', 'de']);
    expect(initialLocale()).toBe('en');
  });

  it('keeps a choice made before, over the browser languages', () => {
    languages(['bn-BD']);
    rememberLocale('en');
    expect(storedLocale()).toBe('en');
    expect(initialLocale()).toBe('en');
  });

  it('reads the cookie when local storage has nothing', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = 'dpms_lang=bn; path=/';
    expect(initialLocale()).toBe('bn');
  });

  it('ignores a value that is not one of our languages', () => {
    languages(['en']);
    localStorage.setItem('dpms_lang', 'fr');
    expect(initialLocale()).toBe('en');
  });
});
