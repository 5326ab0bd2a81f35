import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, signedInAs } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/verify-email?token=eyJ.abc&callbackURL=%2Flogin',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin',
    ],
    [
      '/api/auth/reset-password/Tk3n?callbackURL=%2Freset',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
    ],
    [
      '/api/auth/oauth2/callback/oidc?code=c0de&state=s7',
      '/api/auth/oauth2/callback/oidc?code=[redacted]&state=[redacted]',
    ],
    ['/api/tours?page=2', '/api/tours?page=2'],
  ])('%s', (url, logged) => expect(redactUrl(url)).toBe(logged));
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the request log', () => {
  it('holds no verification or reset token', async () => {
    const lines: string[] = [];
    const app = await buildApp(ctx.config, {
      database: ctx.database,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const { email } = await signedInAs(app, 'student');
      await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
      const link = (await lastMailTo(app, email))!.link!;
      const token = /\/reset-password\/([^?\s]+)/.exec(link)![1]!;
      await app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
      await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}x` });
      const log = lines.join('');
      expect(log).toContain('/api/auth/reset-password/[redacted]');
      expect(log).toContain('/api/auth/verify-email?token=[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
