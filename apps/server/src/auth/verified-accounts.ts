import type { UserRole } from '@dpms/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../db/schema/index.ts';

export interface VerifiedAccountInput {
  email: string;
  password: string;
  /** The password already hashed (tests that create hundreds of accounts with one password hash it once). */
  passwordHash?: string;
  name: string;
  role: UserRole;
  studentId?: string | null;
  teacherId?: string | null;
  batch?: string | null;
  phone?: string | null;
}

/**
 * Creates an already verified account (operators, demo data, tests): no verification mail is
 * sent, and the password is hashed by better-auth exactly as a sign-up would.
 */
export async function createVerifiedAccount(
  app: FastifyInstance,
  input: VerifiedAccountInput,
): Promise<string> {
  const ctx = await app.auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: input.passwordHash ?? (await ctx.password.hash(input.password)),
  });
  await app.database.db
    .update(user)
    .set({
      role: input.role,
      studentId: input.studentId ?? null,
      teacherId: input.teacherId ?? null,
      batch: (input.batch as (typeof user.$inferInsert)['batch']) ?? null,
      phone: input.phone ?? '',
    })
    .where(eq(user.id, created.id));
  return created.id;
}

/**
 * Makes sure a verified admin with this e-mail exists (ADMIN_EMAIL/ADMIN_PASSWORD and the
 * create-admin command). An existing account is promoted and verified; its password is set,
 * and when that changes it, the account's sessions end.
 */
export async function ensureAdmin(
  app: FastifyInstance,
  email: string,
  password: string,
  name = 'Administrator',
) {
  const { db } = app.database;
  const [existing] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  if (!existing) {
    const id = await createVerifiedAccount(app, { email, password, name, role: 'admin' });
    return { id, created: true };
  }
  await db
    .update(user)
    .set({ role: 'admin', emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, existing.id));
  const ctx = await app.auth.$context;
  const accounts = await ctx.internalAdapter.findAccounts(existing.id);
  const credential = accounts.find((a) => a.providerId === 'credential');
  if (credential?.password && (await ctx.password.verify({ hash: credential.password, password }))) {
    return { id: existing.id, created: false };
  }
  const hash = await ctx.password.hash(password);
  if (credential) await ctx.internalAdapter.updatePassword(existing.id, hash);
  else
    await ctx.internalAdapter.linkAccount({
      userId: existing.id,
      providerId: 'credential',
      accountId: existing.id,
      password: hash,
    });
  // A new password ends every session signed in with the old one (as a reset does).
  await ctx.internalAdapter.deleteUserSessions(existing.id);
  return { id: existing.id, created: false };
}
