import { z } from 'zod';
import { BATCHES, USER_ROLES } from '../constants.ts';

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
});
export type Me = z.infer<typeof meSchema>;
