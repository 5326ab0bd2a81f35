import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, and must not reach the database as a cast error. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** `:id` of a route that names a row by its uuid. */
export const uuidParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
