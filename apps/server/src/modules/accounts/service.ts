import { MESSAGES, type StudentRegisterInput, type TeacherRegisterInput } from '@dpms/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { studentIdAllowlist, user } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Creates a student: the ID must be allow-listed and unused; the role is decided here. */
export async function registerStudent(app: FastifyInstance, input: Parsed<StudentRegisterInput>) {
  const studentId = await claimableStudentId(app.database.db, input.studentId);
  return createAccount(app, input, { role: 'student', studentId, batch: input.batch });
}

export const STUDENT_ID_IN_USE = 'An account already uses this Student ID.';

export const studentIdInUse = () =>
  new HttpError(409, 'STUDENT_ID_IN_USE', STUDENT_ID_IN_USE, { studentId: STUDENT_ID_IN_USE });

/**
 * The trimmed student ID if it is on the allow-list and no account uses it yet; otherwise the
 * registration form's errors. Registration and completing a third-party profile both ask this.
 */
export async function claimableStudentId(db: Db, raw: string): Promise<string> {
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
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.studentId, studentId));
  if (taken) throw studentIdInUse();
  return studentId;
}

/** Creates a teacher, who then shows up to admins as an admin request. */
export async function registerTeacher(app: FastifyInstance, input: Parsed<TeacherRegisterInput>) {
  const { db } = app.database;
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.teacherId, input.teacherId));
  if (taken) {
    throw new HttpError(409, 'TEACHER_ID_IN_USE', 'An account already uses this Teacher ID.', {
      teacherId: 'An account already uses this Teacher ID.',
    });
  }
  return createAccount(app, input, { role: 'teacher', teacherId: input.teacherId });
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
) {
  const { db } = app.database;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) throw new HttpError(409, 'EMAIL_IN_USE', MESSAGES.emailInUse, { email: MESSAGES.emailInUse });

  // better-auth hashes the password and sends the verification mail (sendOnSignUp).
  const created = await app.auth.api.signUpEmail({
    // After verifying, the link lands on the login page (which also explains an expired link).
    body: { name: input.name.trim(), email: input.email, password: input.password, callbackURL: '/login' },
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
