import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale.ts';

describe('pickLocale', () => {
  it('follows the first language the browser asks for that we speak', () => {
    expect(pickLocale('bn-BD,bn;q=0.9,en-US;q=0.8')).toBe('bn');
    expect(pickLocale('en-GB,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(pickLocale('fr-FR,bn;q=0.5')).toBe('bn');
    expect(pickLocale(['bn-IN', 'en'])).toBe('bn');
  });

  it('weighs by q, not by order', () => {
    expect(pickLocale('en;q=0.4,bn;q=0.9')).toBe('bn');
    expect(pickLocale('bn;q=0,en;q=0.1')).toBe('en');
  });

  it('falls back to English for no header, nonsense, or languages we do not speak', () => {
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale('fr,de;q=0.5')).toBe('en');
    expect(pickLocale(';;;,q=abc')).toBe('en');
  });
});
