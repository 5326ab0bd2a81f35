import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path.ts';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/auth/sign-in/email',
    '/api/tours?page=2&q=a%2Fb',
    '/api/admin/users/abc-123/promote',
    '/tours/',
    '/uploads/a%20b.webp',
    '/uploads/abc-960.avif',
    '/api/tours?next=//x',
  ])('accepts %s', (path) => expect(isCanonicalPath(path)).toBe(true));

  it.each([
    '/api/auth/sign-in/./email',
    '/api/auth/sign-in/../sign-in/email',
    '/api/auth/sign-in/%2e/email',
    '/api/auth/sign-in/%2E%2E/email',
    '/api/auth/sign-in/email#x',
    '/api/auth//sign-in/email',
    '/api/auth/sign-in%2femail',
    '/api/auth/sign-in/%65mail',
    '/api\\auth/sign-in/email',
    '/api/auth/sign-in/email/.',
    'api/tours',
    '//api/tours',
    '/api/tours//',
    '/api/tours//?page=2',
  ])('refuses %s', (path) => expect(isCanonicalPath(path)).toBe(false));
});
