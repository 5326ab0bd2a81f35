import { sessionListSchema, signedOutOthersSchema } from '@dpms/shared/schemas';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRoute } from '../../auth/own-route.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { session } from '../../db/schema/index.ts';

/** My Profile's list of the places one is signed in, and "sign out everywhere else". */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/sessions',
    ownRoute({
      summary: 'Your signed-in sessions, the current one marked',
      response: { 200: sessionListSchema },
    }),
    async (request) => {
      const viewer = viewerOf(request);
      const rows = await app.database.db
        .select()
        .from(session)
        .where(and(eq(session.userId, viewer.id), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt))
        .limit(50);
      return {
        items: rows.map((row) => ({
          id: row.id,
          signedInAt: row.createdAt.toISOString(),
          lastUsedAt: row.updatedAt.toISOString(),
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          current: row.id === viewer.sessionId,
        })),
      };
    },
  );

  app.post(
    '/me/sessions/sign-out-others',
    ownRoute({ summary: 'Sign out every session but this one', response: { 200: signedOutOthersSchema } }),
    async (request) => {
      const viewer = viewerOf(request);
      const ended = await app.database.db
        .delete(session)
        .where(and(eq(session.userId, viewer.id), ne(session.id, viewer.sessionId)))
        .returning({ id: session.id });
      return { signedOut: ended.length };
    },
  );
};
