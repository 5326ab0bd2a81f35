// The bookings module's public face: who holds a seat of an event and who may take one. Seat
// counting (paid seats, refunds not yet confirmed, seats held by waiting-list offers), the
// "already registered" and "event full" rules, and the waiting list's offers of freed seats.
// Checkout, confirmation, refund, the events' pages and the waiting list all ask here.
export {
  AVAILABILITY_MESSAGES,
  type Availability,
  availabilityOf,
  type BookableEvent,
  refuseIfBooked,
  refuseUnbookable,
  unavailable,
} from './availability.ts';
export {
  ACTIVE_ENTRY,
  convertEntry,
  type OfferReport,
  offerFreeSeats,
  offerFreeSeatsQuietly,
  sweepWaitingLists,
} from './offers.ts';
export {
  activeOffer,
  bookingsByTour,
  eventIsFull,
  registeredTourIds,
  seatPayment,
  seatsOfferedToOthers,
  seatsPaid,
  seatTaken,
} from './seats.ts';
