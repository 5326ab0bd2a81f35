// The tickets module's public face: a paid registration's ticket code, its QR, and the event's
// calendar file (the receipt and the departure reminder carry them).
export { calendarFileName, meetingPointOf, tourCalendar } from './calendar.ts';
export { qrPng } from './qr.ts';
export { ticketCodeFor } from './service.ts';
