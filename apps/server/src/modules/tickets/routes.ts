import {
  apiErrorSchema,
  attendeeListSchema,
  attendeeQuerySchema,
  checkInInputSchema,
  checkInResultSchema,
  offlineCheckInListSchema,
  ticketSchema,
} from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRoute } from '../../auth/own-route.ts';
import { requireAdmin, viewerOf } from '../../auth/viewer.ts';
import { tour } from '../../db/schema/index.ts';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { isUuid, uuidParams } from '../../lib/uuid.ts';
import { TOUR_NOT_FOUND } from '../tours/index.ts';
import { calendarFileName, meetingPointOf, tourCalendar } from './calendar.ts';
import { attendeesCsv } from './csv.ts';
import { qrSvg } from './qr.ts';
import { checkIn, listAttendees, offlineCheckInList, ownTicket } from './service.ts';

const adminErrors = errorResponses(400, 401, 403, 404);

/** Tickets of paid event registrations, the check-in at the bus, attendee lists and calendar files. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/me/payments/:id/ticket',
    ownRoute({
      tags: ['payments'],
      summary: 'Your ticket (signed code and QR) for a paid event registration',
      params: uuidParams,
      response: { 200: ticketSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    }),
    async (request) => {
      const row = await ownTicket(app, viewerOf(request).id, request.params.id);
      return {
        paymentId: row.payment.id,
        tourId: row.payment.tourId!,
        itemName: row.payment.itemName,
        departureDate: row.departureDate,
        meetingPoint: meetingPointOf(row),
        payerName: row.payment.payerName,
        payerStudentId: row.payment.payerStudentId,
        code: row.code,
        qrSvg: await qrSvg(row.code),
        checkedInAt: row.checkedInAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/admin/tours/:id/check-in',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Check a ticket in at an event, once; a second scan answers when it was',
        params: uuidParams,
        body: checkInInputSchema,
        response: { 200: checkInResultSchema, ...adminErrors, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => checkIn(app, viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/tours/:id/attendees',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "An event's paid registrations and whether each is checked in",
        params: uuidParams,
        querystring: attendeeQuerySchema,
        response: { 200: attendeeListSchema, ...adminErrors },
      },
    },
    async (request) => listAttendees(db, request.params.id, request.query.filter),
  );

  app.get(
    '/admin/tours/:id/check-in-list',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "An event's check-in list for a phone to keep: attendees with their ticket codes, and the codes to refuse (as digests)",
        params: uuidParams,
        response: { 200: offlineCheckInListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return offlineCheckInList(app, request.params.id, request.locale);
    },
  );

  app.get(
    '/admin/tours/:id/attendees.csv',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "An event's attendee list as CSV",
        params: uuidParams,
        querystring: attendeeQuerySchema,
      },
    },
    async (request, reply) => {
      const list = await listAttendees(db, request.params.id, request.query.filter);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dpms-attendees-${list.departureDate}.csv"`)
        .send(attendeesCsv(list.items));
    },
  );

  app.get(
    '/tours/:id/calendar.ics',
    {
      schema: {
        tags: ['tours'],
        summary: 'An event as a calendar file (departure to return, with the meeting point)',
        params: uuidParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [row] = isUuid(id) ? await db.select().from(tour).where(eq(tour.id, id)) : [];
      if (!row) throw notFound(TOUR_NOT_FOUND);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(row)}"`)
        .header('vary', 'Accept-Language')
        .send(tourCalendar(row, app.config.publicUrl, request.locale));
    },
  );
};
