import type { Locale } from '@dpms/shared/locale';
import { MESSAGES } from '@dpms/shared/messages';
import type { StudentRegisterInput, TeacherRegisterInput } from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../auth/password-policy.ts';
import { STUDENT_ID_UNAVAILABLE, verifiedHolderOf } from '../../auth/student-id-holder.ts';
import type { Db } from '../../db/client.ts';
import { studentIdAllowlist, user } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Creates a student: the ID must be allow-listed and free for this e-mail; the role is decided here. */
export async function registerStudent(
  app: FastifyInstance,
  input: Parsed<StudentRegisterInput>,
  locale: Locale,
) {
  requireStudentEmailDomain(app.config.studentEmailDomain, input.email);
  const studentId = await claimableStudentId(app.database.db, input.studentId, input.email);
  return createAccount(app, input, { role: 'student', studentId, batch: input.batch }, locale);
}

export const studentIdUnavailable = () =>
  new HttpError(409, 'STUDENT_ID_UNAVAILABLE', STUDENT_ID_UNAVAILABLE, { studentId: STUDENT_ID_UNAVAILABLE });

/**
 * The trimmed student ID if it is on the allow-list, bound to no other e-mail, and held by no
 * verified account; otherwise the registration form's errors. Unverified accounts hold nothing:
 * the first to verify wins (auth.ts), and the rest expire (accounts/expire.ts). Registration and
 * completing a third-party profile both ask this.
 */
export async function claimableStudentId(db: Db, raw: string, email: string): Promise<string> {
  const studentId = raw.trim();
  const [allowed] = await db
    .select()
    .from(studentIdAllowlist)
    .where(eq(studentIdAllowlist.studentId, studentId));
  if (!allowed) {
    throw new HttpError(422, 'INVALID_STUDENT_ID', MESSAGES.invalidStudentId, {
      studentId: MESSAGES.invalidStudentId,
    });
  }
  if (allowed.email && allowed.email !== email.trim().toLowerCase()) throw studentIdUnavailable();
  if (await verifiedHolderOf(db, studentId)) throw studentIdUnavailable();
  return studentId;
}

export const studentEmailDomainMessage = (domain: string) =>
  `Please use your university e-mail address (one ending in @${domain}).`;

/** STUDENT_EMAIL_DOMAIN: students register with the university's own addresses only. */
export function requireStudentEmailDomain(domain: string | undefined, email: string) {
  if (!domain) return;
  if (!email.trim().toLowerCase().endsWith(`@${domain}`)) {
    const message = studentEmailDomainMessage(domain);
    throw new HttpError(400, 'STUDENT_EMAIL_DOMAIN', message, { email: message });
  }
}

/** Creates a teacher, who then shows up to admins as an admin request. */
export async function registerTeacher(
  app: FastifyInstance,
  input: Parsed<TeacherRegisterInput>,
  locale: Locale,
) {
  const { db } = app.database;
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.teacherId, input.teacherId));
  if (taken) {
    throw new HttpError(409, 'TEACHER_ID_IN_USE', 'An account already uses this Teacher ID.', {
      teacherId: 'An account already uses this Teacher ID.',
    });
  }
  return createAccount(app, input, { role: 'teacher', teacherId: input.teacherId }, locale);
}

interface Identity {
  role: 'student' | 'teacher';
  studentId?: string;
  teacherId?: string;
  batch?: StudentRegisterInput['batch'];
}

async function createAccount(
  app: FastifyInstance,
  input: { name: string; email: string; password: string },
  identity: Identity,
  locale: Locale,
) {
  const { db } = app.database;
  if (isCommonPassword(input.password)) {
    throw new HttpError(400, 'COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, {
      password: COMMON_PASSWORD_MESSAGE,
    });
  }
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) throw new HttpError(409, 'EMAIL_IN_USE', MESSAGES.emailInUse, { email: MESSAGES.emailInUse });

  // better-auth hashes the password and sends the verification mail (sendOnSignUp).
  const created = await app.auth.api.signUpEmail({
    // After verifying, the link lands on the login page (which also explains an expired link).
    body: { name: input.name.trim(), email: input.email, password: input.password, callbackURL: '/login' },
    // Only the language travels: the account starts in it (auth.ts), and so does its first mail.
    headers: new Headers({ 'accept-language': locale }),
  });
  try {
    await db
      .update(user)
      .set({
        role: identity.role,
        studentId: identity.studentId ?? null,
        teacherId: identity.teacherId ?? null,
        batch: identity.batch ?? null,
        phone: '',
        updatedAt: new Date(),
      })
      .where(eq(user.id, created.user.id));
  } catch {
    // Lost a race for the same ID: undo the half-made account rather than leave it without one.
    await db.delete(user).where(eq(user.id, created.user.id));
    throw conflict('An account already uses this ID.', 'ID_IN_USE');
  }
  return { userId: created.user.id, email: input.email, message: MESSAGES.registrationSuccess };
}
