import { apiErrorSchema } from '@dpms/shared/schemas';

/** An error with a status, a stable code and a message a person can read; the error plugin renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new HttpError(422, code, message);

/**
 * The declared error answers of a route (every status it sends must be declared), each with the
 * API's error body: `errorResponses(400, 401, 404)`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/** What any admin route may answer before it runs: a malformed request, no sign-in, not an admin. */
export const adminRouteErrors = errorResponses(400, 401, 403);
