import {
  authOptionsSchema,
  registeredSchema,
  studentRegisterSchema,
  teacherRegisterSchema,
} from '@dpms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcAvailability } from '../../auth/oidc.ts';
import { DEFAULT_OIDC_LABEL } from '../../config.ts';
import { translate } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/http-error.ts';
import { registrationLocaleOf } from '../../lib/locale.ts';
import { registerStudent, registerTeacher } from './service.ts';

const errors = errorResponses(400, 409, 422, 429);

/** Public registration: the server, never the browser, decides the role. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const oidc = oidcAvailability(app.auth, app.log);

  app.post(
    '/register/student',
    {
      preHandler: app.limits.registration,
      schema: {
        tags: ['accounts'],
        summary: 'Register a student with an allow-listed student ID',
        body: studentRegisterSchema,
        response: { 201: registeredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const registered = await registerStudent(app, request.body, registrationLocaleOf(request));
      return reply
        .status(201)
        .send({ ...registered, message: translate(registered.message, request.locale) });
    },
  );

  app.post(
    '/register/teacher',
    {
      preHandler: app.limits.registration,
      schema: {
        tags: ['accounts'],
        summary: 'Register a teacher; admins see it as an admin request',
        body: teacherRegisterSchema,
        response: { 201: registeredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const registered = await registerTeacher(app, request.body, registrationLocaleOf(request));
      return reply
        .status(201)
        .send({ ...registered, message: translate(registered.message, request.locale) });
    },
  );

  app.get(
    '/auth-options',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which sign-in methods the login screen offers',
        response: { 200: authOptionsSchema },
      },
    },
    async () => {
      return {
        // Offered once the provider's discovery document was read; a failure is retried here.
        oidc: await oidc.offered(),
        oidcLabel: app.config.oidc?.label ?? DEFAULT_OIDC_LABEL,
      };
    },
  );
};
