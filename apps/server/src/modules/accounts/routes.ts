import type { Locale } from '@dpms/shared/locale';
import {
  authOptionsSchema,
  registeredSchema,
  studentRegisterSchema,
  teacherRegisterSchema,
} from '@dpms/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

  /** A registration; its answer's message is in the request's language. */
  function registrationRoute<Body extends z.ZodType>(route: {
    path: string;
    summary: string;
    body: Body;
    register(
      app: FastifyInstance,
      input: z.infer<Body>,
      locale: Locale,
    ): Promise<z.infer<typeof registeredSchema>>;
  }) {
    app.post(
      route.path,
      {
        preHandler: app.limits.registration,
        schema: {
          tags: ['accounts'],
          summary: route.summary,
          body: route.body,
          response: { 201: registeredSchema, ...errors },
        },
      },
      async (request, reply) => {
        const registered = await route.register(
          app,
          request.body as z.infer<Body>,
          registrationLocaleOf(request),
        );
        return reply
          .status(201)
          .send({ ...registered, message: translate(registered.message, request.locale) });
      },
    );
  }

  registrationRoute({
    path: '/register/student',
    summary: 'Register a student with an allow-listed student ID',
    body: studentRegisterSchema,
    register: registerStudent,
  });

  registrationRoute({
    path: '/register/teacher',
    summary: 'Register a teacher; admins see it as an admin request',
    body: teacherRegisterSchema,
    register: registerTeacher,
  });

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
