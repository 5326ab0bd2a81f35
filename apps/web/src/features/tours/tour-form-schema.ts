import { MESSAGES } from '@dpms/shared/messages';
import { takaToPoisha } from '@dpms/shared/money';
import { type Tour, type TourInput, tourInputSchema } from '@dpms/shared/schemas';
import { z } from 'zod';
import { withImageField } from '@/features/uploads/image-file-schema.ts';
import { blankForm } from '@/lib/blank-form.ts';
import { numberFromText, takaText } from '@/lib/number-text.ts';

const fields = tourInputSchema.shape;
const required = z.string().trim().min(1, MESSAGES.required);

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/**
 * The Add an Event form: every field of SPEC section 3 as typed (text, the fee in Taka), each
 * "This field is required" when empty. Its output maps one-to-one onto the shared TourInput.
 * Editing keeps the current image unless another is chosen.
 */
export const { add: tourFormSchema, edit: tourEditFormSchema } = withImageField({
  destination: fields.destination,
  location: fields.location,
  meetingPoint: fields.meetingPoint,
  overview: fields.overview,
  itinerary: fields.itinerary,
  cost: numberFromText(takaToPoisha, 'Enter the fee in Taka, e.g. 1500 or 1500.50', fields.costPoisha),
  registration: required.pipe(fields.registration),
  departureDate: required.pipe(fields.departureDate),
  duration: fields.duration,
  accommodation: fields.accommodation,
  transportation: required.pipe(fields.transportation),
  inclusions: fields.inclusions,
  exclusions: fields.exclusions,
  groupSize: numberFromText(wholeNumber, 'Enter a whole number of seats', fields.groupSize),
  holdHours: numberFromText(wholeNumber, 'Enter a whole number of hours', fields.holdHours.unwrap()),
  tourGuides: fields.tourGuides,
  healthSafety: fields.healthSafety,
  paymentCancellation: fields.paymentCancellation,
});

export type TourFormValues = z.input<typeof tourFormSchema>;
export type TourFormOutput = z.output<typeof tourEditFormSchema>;

export const emptyTourForm: TourFormValues = { ...blankForm(tourFormSchema), holdHours: '24', image: null };

/** The form's output with the uploaded image's URL: what POST and PATCH /api/tours take. */
export function toTourInput({ cost, image: _image, ...rest }: TourFormOutput, imageUrl: string): TourInput {
  return { ...rest, costPoisha: cost, imageUrl };
}

/** An event as the edit form shows it (the fee back in Taka). */
export function tourToFormValues(tour: Tour): TourFormValues {
  return {
    destination: tour.destination,
    location: tour.location,
    meetingPoint: tour.meetingPoint ?? '',
    overview: tour.overview,
    itinerary: tour.itinerary,
    cost: takaText(tour.costPoisha),
    registration: tour.registration,
    departureDate: tour.departureDate,
    duration: tour.duration,
    accommodation: tour.accommodation,
    transportation: tour.transportation,
    inclusions: tour.inclusions,
    exclusions: tour.exclusions,
    groupSize: String(tour.groupSize),
    holdHours: String(tour.holdHours),
    tourGuides: tour.tourGuides,
    healthSafety: tour.healthSafety,
    paymentCancellation: tour.paymentCancellation,
    image: null,
  };
}

/** Input field names the server may name in a 400 that the form shows under another name. */
export const tourServerFieldNames = { costPoisha: 'cost', imageUrl: 'image' } as const;
