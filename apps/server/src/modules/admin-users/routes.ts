import { PAGE_SIZES } from '@dpms/shared/constants';
import {
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  apiErrorSchema,
  userDeletedSchema,
  userIdParamSchema,
} from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireFreshAdmin, viewerOf } from '../../auth/viewer.ts';
import { adminRouteErrors } from '../../lib/http-error.ts';
import { imageReleaser } from '../uploads/index.ts';
import { listUsers, presentAdminUser } from './queries.ts';
import { deleteUser, promoteUser } from './service.ts';

const tags = ['admin: users'];

/** User management for admins: the list by role, approving admin requests, deleting accounts. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireAdmin;
  // Promotions and deletions change who holds power: they want a sign-in from the last 10 minutes.
  const freshAdmin = requireFreshAdmin;
  const releaseImage = imageReleaser(app);

  app.get(
    '/admin/users',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Users of one role (or all), newest first, 5 a page',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...adminRouteErrors },
      },
    },
    async (request) => {
      const { role, page } = request.query;
      const pageSize = PAGE_SIZES.users;
      const { rows, total } = await listUsers(db, { role, page, pageSize });
      return { items: rows.map(presentAdminUser), page, pageSize, total };
    },
  );

  app.post(
    '/admin/users/:id/promote',
    {
      preValidation: freshAdmin,
      schema: {
        tags,
        summary: 'Approve an admin request: a teacher becomes an admin',
        params: userIdParamSchema,
        response: { 200: adminUserSchema, ...adminRouteErrors, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => presentAdminUser(await promoteUser(db, viewerOf(request), request.params.id)),
  );

  app.delete(
    '/admin/users/:id',
    {
      preValidation: freshAdmin,
      schema: {
        tags,
        summary: 'Delete an account (signed out everywhere; payments kept with the payer snapshot)',
        params: userIdParamSchema,
        response: { 200: userDeletedSchema, ...adminRouteErrors, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const { releasedImage } = await deleteUser(db, viewerOf(request), request.params.id);
      await releaseImage(releasedImage);
      return { id: request.params.id, deleted: true as const };
    },
  );
};
