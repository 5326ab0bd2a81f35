// The events module's public face: an event as the pages and the checkout read it, with its
// bookings counted (modules/bookings), and the message for one that does not exist.
export { findTour, prepareCheckoutTour, type TourRow } from './queries.ts';
export { TOUR_NOT_FOUND } from './service.ts';
