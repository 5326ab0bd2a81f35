import { z } from 'zod';
import { BATCHES, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { MESSAGES } from '../messages.ts';
import { localeSchema } from './common.ts';
import { line, studentIdField } from './text.ts';

/** Required single-line text, guarded against control characters (text.ts). */
const requiredText = (message: string = MESSAGES.required, max = 200) => line({ message, max });

/** A standard e-mail pattern: something@something.tld, no spaces. */
const emailField = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, MESSAGES.invalidEmail)
  .transform((v) => v.toLowerCase());

const passwordField = z
  .string({ message: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters long');

export const loginSchema = z.object({
  email: requiredText(),
  password: z.string({ message: MESSAGES.required }).min(1, MESSAGES.required),
  rememberMe: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Student registration: the form and the server use this one schema. */
export const studentRegisterSchema = z
  .object({
    studentId: studentIdField(),
    name: line({ max: 100, maxMessage: 'Name must be at most 100 characters' }),
    batch: z.enum(BATCHES, { message: MESSAGES.required }),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ message: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type StudentRegisterInput = z.input<typeof studentRegisterSchema>;

export const teacherRegisterSchema = z.object({
  teacherId: z
    .string({ message: MESSAGES.teacherIdRequired })
    .trim()
    .transform(toAsciiDigits)
    .pipe(
      z
        .string()
        .min(1, MESSAGES.teacherIdRequired)
        .max(20, 'Teacher ID must be at most 20 digits')
        .regex(/^\d+$/, 'Teacher ID must be a number'),
    ),
  name: line({ message: MESSAGES.nameRequired, max: 100, maxMessage: 'Name must be at most 100 characters' }),
  email: emailField,
  password: passwordField,
});
export type TeacherRegisterInput = z.input<typeof teacherRegisterSchema>;

export const registeredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  message: z.string(),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** What a user may change about themselves: never role, e-mail or IDs. */
export const profileUpdateSchema = z.object({
  /** The language of the screens and of this user's mail. */
  locale: localeSchema.optional(),
  name: line({
    message: MESSAGES.nameRequired,
    max: 100,
    maxMessage: 'Name must be at most 100 characters',
  }).optional(),
  phone: z
    .string()
    .trim()
    .transform(toAsciiDigits)
    .pipe(
      z
        .string()
        .max(20)
        .regex(/^(\+?880|0)?1[3-9]\d{8}$|^$/, 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)'),
    )
    .optional(),
  image: z
    .string()
    .regex(/^\/uploads\/[\w.-]+$/, 'Upload the photo first, then save it')
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
