import { MESSAGES } from '@dpms/shared/messages';
import { takaToPoisha } from '@dpms/shared/money';
import { type Tour, type TourInput, tourInputSchema } from '@dpms/shared/schemas';
import { z } from 'zod';
import { withImageField } from '@/features/uploads/image-file-schema.ts';
import { blankForm } from '@/lib/blank-form.ts';
import { isDay } from '@/lib/dhaka-day.ts';
import { numberFromText, takaText } from '@/lib/number-text.ts';
import {
  emptyPlanSection,
  type PlanSectionValues,
  planSectionShape,
  planServerFieldNames,
  planToSection,
  readPlanSection,
  takePlanSection,
} from './payment-plan-form.ts';

const fields = tourInputSchema.shape;
const required = z.string().trim().min(1, MESSAGES.required);

export const COST_INVALID = 'Enter the fee in Taka, e.g. 1500 or 1500.50';

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

const forms = withImageField({
  destination: fields.destination,
  location: fields.location,
  meetingPoint: fields.meetingPoint,
  overview: fields.overview,
  itinerary: fields.itinerary,
  cost: numberFromText(takaToPoisha, COST_INVALID, fields.costPoisha),
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
  ...planSectionShape,
});

type CheckedFields = { cost: unknown; departureDate: unknown } & PlanSectionValues;

/**
 * The payment plan's messages, each on its field. Checked even while other fields are wrong (zod
 * skips a refinement then by default), so a first Add Event shows every message at once; the
 * sum and the days against the event wait until its fee and departure are readable.
 */
const withPlanChecked = <S extends z.ZodType<CheckedFields>>(schema: S) =>
  schema.superRefine(
    (values, ctx) => {
      const costPoisha = typeof values.cost === 'number' ? values.cost : undefined;
      const departureDate =
        typeof values.departureDate === 'string' && isDay(values.departureDate)
          ? values.departureDate
          : undefined;
      for (const { field, message } of readPlanSection(values, { costPoisha, departureDate }).problems) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: () => true },
  );

/**
 * The Add an Event form: every field of SPEC section 3 as typed (text, the fee in Taka), each
 * "This field is required" when empty, and the payment plan's section. Its output maps onto the
 * shared TourInput. Editing keeps the current image unless another is chosen.
 */
export const tourFormSchema = withPlanChecked(forms.add);
export const tourEditFormSchema = withPlanChecked(forms.edit);

export type TourFormValues = z.input<typeof tourFormSchema>;
export type TourFormOutput = z.output<typeof tourEditFormSchema>;

export const emptyTourForm: TourFormValues = {
  ...blankForm(forms.add),
  holdHours: '24',
  image: null,
  ...emptyPlanSection,
};

/** The form's output with the uploaded image's URL: what POST and PATCH /api/tours take. */
export function toTourInput(output: TourFormOutput, imageUrl: string): TourInput {
  const [section, { cost, image: _image, ...input }] = takePlanSection(output);
  // The schema has checked the section: here it only becomes the plan (null: in full only).
  const { plan } = readPlanSection(section, {});
  return { ...input, costPoisha: cost, imageUrl, paymentPlan: plan };
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
    ...planToSection(tour.paymentPlan),
  };
}

/** Input field names the server may name in a 400 that the form shows under another name. */
export const tourServerFieldNames = { costPoisha: 'cost', imageUrl: 'image', ...planServerFieldNames };
