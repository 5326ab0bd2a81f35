/** The event's calendar file (departure to return, with the meeting point). */
export const calendarUrl = (tourId: string) => `/api/tours/${tourId}/calendar.ics`;
