const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, and must not reach the database as a cast error. */
export const isUuid = (id: string): boolean => UUID.test(id);
