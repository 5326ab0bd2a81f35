import { MESSAGES } from '@dpms/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, PASSWORD, signIn, uniqueEmail, uniqueStudentId } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { STUDENT_ID_UNAVAILABLE } from '../../auth/student-id-holder.ts';
import { user } from '../../db/schema/index.ts';
import { housekeep } from '../../housekeeping.ts';
import { importStudentIds } from '../student-ids/allow-list.ts';
import { studentEmailDomainMessage } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (body: Record<string, unknown>, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/register/student', payload: body });

function student(studentId: string, email = uniqueEmail('claim'), name = 'Sadia Islam') {
  return { studentId, name, batch: '11th', email, password: PASSWORD, confirmPassword: PASSWORD };
}

async function listed(emails: Record<string, string> = {}) {
  const id = uniqueStudentId();
  await importStudentIds(ctx.database.db, [id], null, emails);
  return id;
}

/** Follows the newest verification link mailed to this address. */
async function followVerification(email: string) {
  const mail = await lastMailTo(ctx.app, email);
  return ctx.app.inject({ method: 'GET', url: mail!.link!.replace('http://localhost:3000', '') });
}

describe('a student ID', () => {
  it('held by a verified account is refused to anyone else with one answer that names no one', async () => {
    const id = await listed();
    const holder = student(id, uniqueEmail('holder'), 'Holder Name');
    await register(holder);
    await followVerification(holder.email);

    const second = await register(student(id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: {
        code: 'STUDENT_ID_UNAVAILABLE',
        message: STUDENT_ID_UNAVAILABLE,
        fields: { studentId: STUDENT_ID_UNAVAILABLE },
      },
    });
    expect(second.body).not.toContain(holder.email);
    expect(second.body).not.toContain('Holder Name');

    // An ID bound to another address gets the very same answer: the two cannot be told apart.
    const bound = await listed({});
    await importStudentIds(ctx.database.db, [bound], null, { [bound]: uniqueEmail('owner') });
    const other = await register(student(bound));
    expect(other.statusCode).toBe(second.statusCode);
    expect(other.json()).toEqual(second.json());
  });

  it('bound to an e-mail address by the import can be registered with that address only', async () => {
    const owner = uniqueEmail('owner');
    const id = await listed({});
    await importStudentIds(ctx.database.db, [id], null, { [id]: owner.toUpperCase() });
    expect((await register(student(id, uniqueEmail('stranger')))).statusCode).toBe(409);
    expect((await register(student(id, owner))).statusCode).toBe(201);
  });

  it('is not held by unverified registrations: the first to verify wins, the other link is refused', async () => {
    const id = await listed();
    const first = student(id);
    const second = student(id);
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(second)).statusCode).toBe(201);

    expect((await followVerification(second.email)).headers.location).toBe('/login');
    const late = await followVerification(first.email);
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe('/login?error=STUDENT_ID_UNAVAILABLE');
    const [firstRow] = await ctx.database.db.select().from(user).where(eq(user.email, first.email));
    expect(firstRow?.emailVerified).toBe(false);
    await expect(signIn(ctx.app, second.email, PASSWORD)).resolves.toContain('session_token');
  });

  it('named by an unverified registration is freed when that registration expires after 24 hours', async () => {
    const id = await listed();
    const abandoned = student(id);
    await register(abandoned);
    expect((await housekeep(ctx.database.db)).expiredAccounts).toBe(0);
    await ctx.database.db
      .update(user)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(user.email, abandoned.email));
    expect((await housekeep(ctx.database.db)).expiredAccounts).toBe(1);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, abandoned.email))).toEqual([]);
    // The same person may now register again with the same address and ID.
    expect((await register(abandoned)).statusCode).toBe(201);
  });

  it('not on the list still gets the spec message', async () => {
    const res = await register(student('9999999999999999'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(MESSAGES.invalidStudentId);
  });
});

describe('STUDENT_EMAIL_DOMAIN', () => {
  it('admits student e-mail addresses at the university domain only', async () => {
    const domainCtx = await createTestContext({ STUDENT_EMAIL_DOMAIN: 'Students.Example.edu' });
    try {
      const id = uniqueStudentId();
      await importStudentIds(domainCtx.database.db, [id]);
      const outside = await register(student(id, 'someone@gmail.com'), domainCtx.app);
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error.fields).toEqual({
        email: studentEmailDomainMessage('students.example.edu'),
      });
      expect(outside.json().error.message).toBe(
        'Please use your university e-mail address (one ending in @students.example.edu).',
      );
      const inside = await register(student(id, 'sadia@students.example.edu'), domainCtx.app);
      expect(inside.statusCode).toBe(201);
      // Teachers are not students: their registration is unaffected.
      const teacher = await domainCtx.app.inject({
        method: 'POST',
        url: '/api/register/teacher',
        payload: {
          teacherId: '77',
          name: 'T',
          email: 'teacher@gmail.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
      expect(teacher.statusCode).toBe(201);
    } finally {
      await domainCtx.close();
    }
  });
});
