import { BATCHES, USER_ROLES } from '@dpms/shared/constants';
import { LOCALES } from '@dpms/shared/locale';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { inList } from './in-list.ts';

/**
 * better-auth's core tables, written by hand from its documented schema (its CLI drags in
 * unrelated engines), plus DPMS's own columns on `user`.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps(),
    role: text('role', { enum: USER_ROLES }).notNull().default('student'),
    /** Held only once the e-mail is verified: an unverified registration cannot lock an ID away. */
    studentId: text('student_id'),
    teacherId: text('teacher_id').unique(),
    batch: text('batch', { enum: BATCHES }),
    phone: text('phone'),
    /** TOTP sign-in is on (better-auth's two-factor plugin); every admin must have it. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The language the user chose (`en` or `bn`): their mail is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    check('user_role_check', sql`${t.role} in ${inList(USER_ROLES)}`),
    check('user_batch_check', sql`${t.batch} is null or ${t.batch} in ${inList(BATCHES)}`),
    check('user_locale_check', sql`${t.locale} in ${inList(LOCALES)}`),
    check('user_teacher_id_numeric', sql`${t.teacherId} is null or ${t.teacherId} ~ '^[0-9]+$'`),
    index('user_role_idx').on(t.role, t.createdAt),
    uniqueIndex('user_verified_student_id_idx').on(t.studentId).where(sql`${t.emailVerified}`),
    index('user_student_id_idx').on(t.studentId),
  ],
);

/** The user a row belongs to: the row goes when their account goes. */
export const ownerUserId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerUserId(),
    /** How the session was made: `password` or `third-party` (auth/session-factors.ts). */
    signInMethod: text('sign_in_method'),
    /**
     * When this session last passed the second factor (a code from the authenticator app or a
     * recovery code); null when it never did. Admin routes want it, and recent for the sensitive ones.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerUserId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** An authenticator-app secret and recovery codes, both encrypted by better-auth (two-factor plugin). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownerUserId(),
    /** False between "set up" and the first correct code. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last 30-second time step whose code was accepted: a code is taken once (RFC 6238 §5.2). */
    lastUsedStep: integer('last_used_step'),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);
