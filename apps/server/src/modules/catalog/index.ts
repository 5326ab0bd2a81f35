// The catalogue's public face: the service and routes that events, clubs and announcements share
// (reads from the public cache, admin writes with audit entries and image release).
export { type CatalogReads, type CatalogWrites, catalogReadRoutes, catalogWriteRoutes } from './routes.ts';
export { catalogService, type Removed, type Updated } from './service.ts';
