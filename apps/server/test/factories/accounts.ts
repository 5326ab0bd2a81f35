import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createVerifiedAccount } from '../../src/auth/verified-accounts.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { importStudentIds } from '../../src/modules/student-ids/allow-list.ts';

export const PASSWORD = 'Correct-Horse-9';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.edu`;
}

export function uniqueStudentId(): string {
  return `2020${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
}

/** An allow-listed student ID nobody uses yet. */
export async function allowedStudentId(app: FastifyInstance): Promise<string> {
  const id = uniqueStudentId();
  await importStudentIds(app.database.db, [id]);
  return id;
}

/** A verified user of the given role, signed in: returns the session cookie to send. */
export async function signedInAs(app: FastifyInstance, role: 'student' | 'teacher' | 'admin') {
  const email = uniqueEmail(role);
  const id = await createVerifiedAccount(app, {
    email,
    password: PASSWORD,
    name: `Test ${role}`,
    role,
    studentId: role === 'student' ? uniqueStudentId() : null,
    teacherId: role === 'student' ? null : String(Math.floor(Math.random() * 1e8)),
    batch: role === 'student' ? '10th' : null,
  });
  const cookie = await signIn(app, email, PASSWORD);
  return { id, email, cookie };
}

/** Signs in through the real auth endpoint; returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The newest queued mail to this address, with the first link found in its text. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) return undefined;
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link };
}
