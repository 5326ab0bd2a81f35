import type { UserRole } from '@dpms/shared/constants';
import type { Locale } from '@dpms/shared/locale';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { session } from '../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';
import { savedLocale } from '../lib/locale.ts';
import { webHeaders } from '../lib/web-headers.ts';
import { SESSION_MAX_AGE_SECONDS } from './auth.ts';

/** The signed-in person a request acts for, read from the database on every request. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: UserRole;
  studentId: string | null;
  teacherId: string | null;
  batch: string | null;
  phone: string | null;
  image: string | null;
  /** TOTP sign-in is set up; an admin without it may only set it up. */
  twoFactorEnabled: boolean;
  /** The language the user chose; their mail is written in it. */
  locale: Locale;
  sessionId: string;
  /** When this session signed in. */
  signedInAt: Date;
  /**
   * When this session last passed the second factor (auth/session-factors.ts), or null: admin
   * routes want it, and sensitive admin actions want it recent (requireFreshAdmin).
   */
  secondFactorAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Resolves (once per request) who is signed in, or null. */
export async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (request.viewer !== undefined && request.viewer !== null) return request.viewer;
  const headers = webHeaders({ cookie: request.headers.cookie });
  const result = await request.server.auth.api.getSession({ headers });
  if (!result) {
    request.viewer = null;
    return null;
  }
  const u = result.user as typeof result.user & Record<string, unknown>;
  const { db } = request.server.database;
  if (outlived(result.session.createdAt, u.role) || idleTooLong(result.session.updatedAt, u.role)) {
    // Past its absolute lifetime, or an admin's session left alone too long: ended for good.
    await db.delete(session).where(eq(session.id, result.session.id));
    request.viewer = null;
    return null;
  }
  if (
    u.role === 'admin' &&
    !isBackgroundRequest(request) &&
    Date.now() - new Date(result.session.updatedAt).getTime() > TOUCH_EVERY_MS
  ) {
    // An admin's session counts as used now (better-auth itself notes use only once a day); a
    // poll the page makes on its own (the on-hold badge) is no sign of a person at the screen.
    await db.update(session).set({ updatedAt: new Date() }).where(eq(session.id, result.session.id));
  }
  request.viewer = {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    role: (u.role as UserRole | undefined) ?? 'student',
    studentId: (u.studentId as string | null | undefined) ?? null,
    teacherId: (u.teacherId as string | null | undefined) ?? null,
    batch: (u.batch as string | null | undefined) ?? null,
    phone: (u.phone as string | null | undefined) ?? null,
    image: u.image ?? null,
    twoFactorEnabled: u.twoFactorEnabled === true,
    locale: savedLocale(u.locale),
    sessionId: result.session.id,
    signedInAt: new Date(result.session.createdAt),
    secondFactorAt: dateOrNull((result.session as Record<string, unknown>).secondFactorAt),
  };
  return request.viewer;
}

function dateOrNull(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value as string | Date);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The header the web app sends on requests it makes by itself, with nobody at the screen (a
 * badge's poll): they do not keep an admin's session alive (auth/viewer.ts, issue 27).
 */
export const BACKGROUND_HEADER = 'x-dpms-background';

function isBackgroundRequest(request: FastifyRequest): boolean {
  return request.headers[BACKGROUND_HEADER] === '1';
}

/** An admin's session ends after this long without a request. */
export const ADMIN_IDLE_MS = 30 * 60_000;
const TOUCH_EVERY_MS = 60_000;

function idleTooLong(lastUsedAt: Date | string, role: unknown): boolean {
  return role === 'admin' && Date.now() - new Date(lastUsedAt).getTime() > ADMIN_IDLE_MS;
}

function outlived(createdAt: Date | string, role: unknown): boolean {
  const maxAge = role === 'admin' ? SESSION_MAX_AGE_SECONDS.admin : SESSION_MAX_AGE_SECONDS.other;
  return Date.now() - new Date(createdAt).getTime() > maxAge * 1000;
}

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const viewer = await loadViewer(request);
  if (!viewer) throw unauthorized();
}

/**
 * Route guard factory (use it as `preValidation`, so a caller without the role learns nothing
 * about the body the route expects): a signed-in user holding one of these roles.
 */
export function requireRole(...roles: UserRole[]) {
  return guardRoles(roles, () => forbidden());
}

export const TWO_FACTOR_SETUP_MESSAGE = 'Set up two-factor sign-in before using the admin pages.';
export const SECOND_FACTOR_MESSAGE = 'Enter the code from your authenticator app to use the admin pages.';
/** `{window}` is the configured window (FRESH_SIGN_IN_SECONDS) in words: "10 minutes", "45 seconds". */
export const FRESH_SIGN_IN_MESSAGE =
  'For this, please enter a code from your authenticator app: the last one was entered more than {window} ago.';

/** A window in the words the message uses (each form is in the Bangla catalog). */
export function windowInWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
}

/**
 * The admin pages' guard: an admin with two-factor sign-in set up, whose session passed the
 * second factor, however it was made (a password sign-in asks for the code before it makes the
 * session; a sign-in through the identity provider, or a session remade by a password change,
 * has not, and the web app asks for the code with SECOND_FACTOR_REQUIRED). A fresh promotion
 * lands here with TWO_FACTOR_SETUP_REQUIRED, which the web app answers with the setup page.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await guardRoles(['admin'], () => forbidden())(request, reply);
  if (!request.viewer?.twoFactorEnabled)
    throw new HttpError(403, 'TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_SETUP_MESSAGE);
  if (!request.viewer.secondFactorAt)
    throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGE);
}

/**
 * For refunds, promotions, deletions and allow-list imports: requireAdmin, with the second
 * factor passed within FRESH_SIGN_IN_SECONDS (10 minutes unless configured), at sign-in or on
 * the spot (POST /api/me/second-factor). A password alone never makes a session fresh.
 */
export async function requireFreshAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAdmin(request, reply);
  const { freshSignInMs } = request.server.config;
  if (Date.now() - request.viewer!.secondFactorAt!.getTime() > freshSignInMs)
    throw new HttpError(
      403,
      'FRESH_SIGN_IN_REQUIRED',
      FRESH_SIGN_IN_MESSAGE.replace('{window}', windowInWords(freshSignInMs)),
    );
}

/** The checkout routes' guard: only students pay, and they are told so in those words. */
export const requireStudent = guardRoles(
  ['student'],
  () => new HttpError(403, 'NOT_A_STUDENT', 'Only student accounts can pay for events and clubs.'),
);

function guardRoles(roles: UserRole[], refusal: () => HttpError) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const viewer = await loadViewer(request);
    if (!viewer) throw unauthorized();
    if (!roles.includes(viewer.role)) throw refusal();
  };
}

/** The viewer inside a handler guarded by requireUser or requireRole. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
