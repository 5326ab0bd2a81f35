import type { UserRole } from '@dpms/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { session } from '../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';
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
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Resolves (once per request) who is signed in, or null. */
export async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (request.viewer !== undefined && request.viewer !== null) return request.viewer;
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const result = await request.server.auth.api.getSession({ headers });
  if (!result) {
    request.viewer = null;
    return null;
  }
  const u = result.user as typeof result.user & Record<string, unknown>;
  if (outlived(result.session.createdAt, u.role)) {
    // Past its absolute lifetime, however recently it was used: ended here for good.
    await request.server.database.db.delete(session).where(eq(session.id, result.session.id));
    request.viewer = null;
    return null;
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
    sessionId: result.session.id,
  };
  return request.viewer;
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
