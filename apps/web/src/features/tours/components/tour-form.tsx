import { MESSAGES, REGISTRATION_STATES, type Tour, TRANSPORTS } from '@dpms/shared';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { FormSection } from '@/components/ui/form-section.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImageField } from '@/features/uploads/components/image-field.tsx';
import { useCatalogForm } from '@/features/uploads/use-catalog-form.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import {
  emptyTourForm,
  type TourFormOutput,
  toTourInput,
  tourEditFormSchema,
  tourFormSchema,
  tourServerFieldNames,
  tourToFormValues,
} from '../tour-form-schema.ts';

type TourFormProps =
  | { mode: 'create'; tour?: undefined; onSaved?: (tour: Tour) => void; onCancel?: undefined }
  | { mode: 'edit'; tour: Tour; onSaved: (tour: Tour) => void; onCancel: () => void };

/** Add an Event (SPEC sections 3 and 5), and the same form to edit an event. */
export function TourForm({ mode, tour, onSaved, onCancel }: TourFormProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const createTour = useCreateTour();
  const updateTour = useUpdateTour(tour?.id ?? '');
  const {
    control,
    onSubmit,
    field: text,
    isSubmitting,
  } = useCatalogForm({
    schema: editing ? tourEditFormSchema : tourFormSchema,
    empty: emptyTourForm,
    editing: tour && { values: tourToFormValues(tour), imageUrl: tour.imageUrl },
    save: (values: TourFormOutput, imageUrl) => {
      const input = toTourInput(values, imageUrl);
      return tour ? updateTour.mutateAsync(input) : createTour.mutateAsync(input);
    },
    failureMessage: editing ? 'Failed to update the event' : MESSAGES.failedToAddTour,
    serverFieldNames: tourServerFieldNames,
    onSaved: (saved) => {
      if (editing) {
        toast.success('Event updated');
      } else {
        toast.success(MESSAGES.tourAdded, {
          action: { label: 'View event', onClick: () => navigate(paths.tour(saved.id)) },
        });
      }
      onSaved?.(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title="The event" description="Where the group goes and when.">
        <Field label="Destination" autoComplete="off" {...text('destination')} />
        <Field label="Location" autoComplete="off" {...text('location')} />
        <Field label="Departure Date" type="date" {...text('departureDate')} />
        <Field label="Duration" placeholder="e.g. 3 days, 2 nights" {...text('duration')} />
        <SelectField
          label="Registration"
          options={REGISTRATION_STATES}
          placeholder="Select registration"
          {...text('registration')}
        />
        <SelectField
          label="Transportation"
          options={TRANSPORTS}
          placeholder="Select transportation"
          {...text('transportation')}
        />
        <Field
          label="Cost (Tk)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="1"
          placeholder="e.g. 6500"
          {...text('cost')}
        />
        <Field label="Group Size" type="number" inputMode="numeric" step="1" min="1" {...text('groupSize')} />
      </FormSection>

      <FormSection title="Programme" description="What students will see before they register.">
        <TextareaField label="Overview" rows={4} className="sm:col-span-2" {...text('overview')} />
        <TextareaField
          label="Itinerary"
          rows={6}
          hint="One line per day, e.g. Day 1: Dhaka to Sajek"
          className="sm:col-span-2"
          {...text('itinerary')}
        />
        <TextareaField label="Accommodation" rows={3} {...text('accommodation')} />
        <TextareaField label="Tour Guides" rows={3} {...text('tourGuides')} />
        <TextareaField label="Inclusions" rows={4} hint="One item per line" {...text('inclusions')} />
        <TextareaField label="Exclusions" rows={4} hint="One item per line" {...text('exclusions')} />
      </FormSection>

      <FormSection title="Policies">
        <TextareaField label="Health & Safety" rows={4} {...text('healthSafety')} />
        <TextareaField label="Payment & Cancellation" rows={4} {...text('paymentCancellation')} />
      </FormSection>

      <FormSection title="Image" description="Shown on the event card and at the top of its page.">
        <div className="sm:col-span-2">
          <ImageField control={control} currentUrl={tour?.imageUrl} />
        </div>
      </FormSection>

      <FormActions
        size="lg"
        submitting={isSubmitting}
        submitLabel={editing ? 'Save changes' : 'Add Event'}
        busyLabel={editing ? 'Saving...' : 'Adding Event...'}
        onCancel={onCancel}
      />
    </form>
  );
}
