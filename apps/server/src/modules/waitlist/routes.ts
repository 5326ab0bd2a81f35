import { adminWaitingListSchema, myWaitingListSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireStudent, viewerOf } from '../../auth/viewer.ts';
import { errorResponses } from '../../lib/http-error.ts';
import { uuidParams } from '../../lib/uuid.ts';
import { adminWaitingList, joinWaitingList, leaveWaitingList, myWaitingList } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['waiting list'];

/** A full event's waiting list: students join, see their place and leave; admins see it all. */
export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/tours/:id/waiting-list/me',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Your place on the waiting list of a full event',
        params: uuidParams,
        response: { 200: myWaitingListSchema, ...errors },
      },
    },
    async (request) => myWaitingList(db, viewerOf(request).id, request.params.id),
  );

  app.post(
    '/tours/:id/waiting-list',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Join the waiting list of a full event',
        params: uuidParams,
        response: { 201: myWaitingListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await joinWaitingList(app, viewerOf(request), request.params.id)),
  );

  app.delete(
    '/tours/:id/waiting-list',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Leave the waiting list (a held seat then goes to the next in line)',
        params: uuidParams,
        response: { 200: myWaitingListSchema, ...errors },
      },
    },
    async (request) => leaveWaitingList(app, viewerOf(request), request.params.id),
  );

  app.get(
    '/admin/tours/:id/waiting-list',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: "An event's waiting list and its history (admin)",
        params: uuidParams,
        response: { 200: adminWaitingListSchema, ...errors },
      },
    },
    async (request) => adminWaitingList(db, request.params.id),
  );
};
