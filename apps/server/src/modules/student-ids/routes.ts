import {
  apiErrorSchema,
  STUDENT_IDS_FILE_MAX_BYTES,
  STUDENT_IDS_PAGE_SIZE,
  studentIdDeletedSchema,
  studentIdPageSchema,
  studentIdParamSchema,
  studentIdsAddSchema,
  studentIdsImportResultSchema,
  studentIdsQuerySchema,
} from '@dpms/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireFreshAdmin, viewerOf } from '../../auth/viewer.ts';
import { adminRouteErrors } from '../../lib/http-error.ts';
import { listStudentIds } from './queries.ts';
import { addStudentIds, readTextFile, removeStudentId } from './service.ts';

const tags = ['admin: student IDs'];

/** The student ID allow-list that registration checks, managed by admins. */
export const studentIdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireAdmin;
  // Adding to the allow-list decides who may register: it wants a sign-in from the last 10 minutes.
  const freshAdmin = requireFreshAdmin;
  // Scoped to this plugin: only the import route below reads multipart bodies.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: STUDENT_IDS_FILE_MAX_BYTES, files: 1, fields: 0 } });
  }

  app.get(
    '/admin/student-ids',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'The allow-list, newest first, 20 a page, with the account using each ID',
        querystring: studentIdsQuerySchema,
        response: { 200: studentIdPageSchema, ...adminRouteErrors },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      const pageSize = STUDENT_IDS_PAGE_SIZE;
      const { items, total } = await listStudentIds(db, { q: q || undefined, page, pageSize });
      return { items, page, pageSize, total };
    },
  );

  app.post(
    '/admin/student-ids',
    {
      preValidation: freshAdmin,
      schema: {
        tags,
        summary: 'Add student IDs (never duplicated; malformed ones skipped and counted)',
        body: studentIdsAddSchema,
        response: { 200: studentIdsImportResultSchema, ...adminRouteErrors },
      },
    },
    async (request) => addStudentIds(db, viewerOf(request), request.body.studentIds.join('\n')),
  );

  app.post(
    '/admin/student-ids/import',
    {
      preValidation: freshAdmin,
      schema: {
        tags,
        summary: 'Import a text or CSV file (multipart field `file`, up to 1 MB), one ID a line',
        consumes: ['multipart/form-data'],
        response: {
          200: studentIdsImportResultSchema,
          ...adminRouteErrors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => addStudentIds(db, viewerOf(request), await readTextFile(request)),
  );

  app.delete(
    '/admin/student-ids/:studentId',
    {
      preValidation: freshAdmin,
      schema: {
        tags,
        summary: 'Take a student ID off the list (refused while an account uses it)',
        params: studentIdParamSchema,
        response: {
          200: studentIdDeletedSchema,
          ...adminRouteErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await removeStudentId(db, viewerOf(request), request.params.studentId);
      return { studentId: request.params.studentId, deleted: true as const };
    },
  );
};
