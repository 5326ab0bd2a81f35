import {
  apiErrorSchema,
  noticesSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
} from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRoute } from '../../auth/own-route.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { dueReminders, reminderSettings, updateReminderSettings } from './due.ts';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/reminders',
    ownRoute({
      summary: 'Which kinds of reminder (e-mail and Home notices) the signed-in user has on',
      response: { 200: reminderSettingsSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reminderSettings(app.database.db, viewerOf(request).id);
    },
  );

  app.patch(
    '/me/reminders',
    ownRoute({
      summary: 'Turn kinds of reminder on or off; kinds left out stay as they were',
      body: reminderSettingsUpdateSchema,
      response: { 200: reminderSettingsSchema, 400: apiErrorSchema },
    }),
    async (request) => updateReminderSettings(app.database.db, viewerOf(request).id, request.body),
  );

  app.get(
    '/me/notices',
    ownRoute({
      summary: "The signed-in user's reminders due now (the ones mailed), shown on Home",
      response: { 200: noticesSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const due = await dueReminders(app.database.db, new Date(), viewerOf(request).id);
      return {
        notices: due.map(({ kind, itemKind, itemId, itemName, at, daysLeft }) => ({
          kind,
          itemKind,
          itemId,
          itemName,
          at,
          daysLeft,
        })),
      };
    },
  );
};
