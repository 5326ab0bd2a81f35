import { z } from 'zod';
import { BATCHES, USER_ROLES } from '../constants.ts';
import { localeSchema } from './common.ts';

/** The signed-in user's own record, as `GET /api/me` answers it (401 when signed out). */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  studentId: z.string().nullable(),
  teacherId: z.string().nullable(),
  batch: z.enum(BATCHES).nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  /** A third-party sign-in without a student ID must complete the profile before paying. */
  profileComplete: z.boolean(),
  /** Two-factor sign-in is set up (admins must have it before the admin pages open). */
  twoFactorEnabled: z.boolean().optional(),
  /** The language the user chose (`PATCH /api/me { locale }`); their mail is written in it. */
  locale: localeSchema,
});
export type Me = z.infer<typeof meSchema>;

/**
 * Who is signed in, as `GET /api/session` answers it: always 200, with `user: null` for a
 * visitor, so a signed-out page asks without a 401 in the browser's console.
 */
export const sessionStateSchema = z.object({ user: meSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** One of the signed-in user's sessions (My Profile lists them, and can sign the others out). */
export const sessionSummarySchema = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ items: z.array(sessionSummarySchema) });
export const signedOutOthersSchema = z.object({ signedOut: z.number().int() });
