import { z } from 'zod';
import { BATCHES, USER_ROLES } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { pageNumberSchema, pageOf } from './common.ts';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter, pathParam } from './text.ts';

/** Admin user management and the student ID allow-list (`/api/admin/users`, `/api/admin/student-ids`). */

// ---------- Users ----------

export const adminUsersQuerySchema = z.object({
  /** The spec's tabs: All Students (student), Admin Requests (teacher), Admins (admin). */
  role: z.enum(USER_ROLES).optional(),
  page: pageNumberSchema,
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  studentId: z.string().nullable(),
  teacherId: z.string().nullable(),
  batch: z.enum(BATCHES).nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One page of users, newest first (PAGE_SIZES.users a page). */
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const userIdParamSchema = z.object({ id: pathParam });

export const userDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type UserDeleted = z.infer<typeof userDeletedSchema>;

// ---------- Student ID allow-list ----------

export const STUDENT_IDS_PAGE_SIZE = 20;
/** Largest allow-list file the import accepts. */
export const STUDENT_IDS_FILE_MAX_BYTES = 1024 * 1024;

export const studentIdsQuerySchema = z.object({
  page: pageNumberSchema,
  /** Part of a student ID to look for. */
  q: z
    .string()
    .trim()
    .max(32, 'Search for at most 32 characters')
    .refine((v) => !hasForbiddenCharacter(v), CONTROL_CHARACTER_MESSAGE)
    .optional(),
});

export const studentIdRowSchema = z.object({
  studentId: z.string(),
  createdAt: z.string(),
  /** The only e-mail address that may register this ID, when the import bound it to one. */
  email: z.string().nullable().optional(),
  /** The verified account that registered with this ID, if any. */
  usedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type StudentIdRow = z.infer<typeof studentIdRowSchema>;

export const studentIdPageSchema = pageOf(studentIdRowSchema);
export type StudentIdPage = z.infer<typeof studentIdPageSchema>;

export const studentIdsAddSchema = z.object({
  studentIds: z
    .array(
      z
        .string()
        .max(64, 'Each entry has at most 64 characters')
        .refine((v) => !hasForbiddenCharacter(v), CONTROL_CHARACTER_MESSAGE)
        .transform(toAsciiDigits),
      {
        message: 'Enter at least one student ID',
      },
    )
    .min(1, 'Enter at least one student ID')
    .max(10_000, 'Add at most 10,000 student IDs at once; import a file for more'),
});

/** What adding or importing did: new IDs, IDs already on the list, and malformed entries left out. */
export const studentIdsImportResultSchema = z.object({
  added: z.number().int(),
  alreadyListed: z.number().int(),
  skipped: z.number().int(),
  /** The first few malformed entries, so the admin can see what was wrong. */
  skippedExamples: z.array(z.string()),
});
export type StudentIdsImportResult = z.infer<typeof studentIdsImportResultSchema>;

export const studentIdParamSchema = z.object({ studentId: pathParam });

export const studentIdDeletedSchema = z.object({ studentId: z.string(), deleted: z.literal(true) });
