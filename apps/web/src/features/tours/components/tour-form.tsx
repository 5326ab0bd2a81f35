import { MESSAGES, REGISTRATION_STATES, type Tour, TRANSPORTS } from '@dpms/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormSection } from '@/components/ui/form-section.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImagePicker } from '@/features/uploads/components/image-picker.tsx';
import { setServerFieldErrors, submitWithImage } from '@/features/uploads/submit-with-image.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { useUpdateTour } from '../api/update-tour.ts';
import {
  emptyTourForm,
  type TourFormOutput,
  type TourFormValues,
  toTourInput,
  tourEditFormSchema,
  tourFormSchema,
  tourServerFieldNames,
  tourToFormValues,
} from '../tour-form-schema.ts';

type TourFormProps =
  | { mode: 'create'; tour?: undefined; onSaved?: (tour: Tour) => void; onCancel?: undefined }
  | { mode: 'edit'; tour: Tour; onSaved: (tour: Tour) => void; onCancel: () => void };

const FORM_FIELDS = Object.keys(emptyTourForm) as Path<TourFormValues>[];

/** Add an Event (SPEC sections 3 and 5), and the same form to edit an event. */
export function TourForm({ mode, tour, onSaved, onCancel }: TourFormProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const createTour = useCreateTour();
  const updateTour = useUpdateTour(tour?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TourFormValues, unknown, TourFormOutput>({
    resolver: zodResolver(editing ? tourEditFormSchema : tourFormSchema) as Resolver<
      TourFormValues,
      unknown,
      TourFormOutput
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: tour ? tourToFormValues(tour) : emptyTourForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await submitWithImage({
      image: values.image,
      currentImageUrl: tour?.imageUrl,
      save: (imageUrl) => {
        const input = toTourInput(values, imageUrl);
        return tour ? updateTour.mutateAsync(input) : createTour.mutateAsync(input);
      },
      failureMessage: editing ? 'Failed to update the event' : MESSAGES.failedToAddTour,
      onFieldErrors: (fields) => setServerFieldErrors(fields, setError, FORM_FIELDS, tourServerFieldNames),
    });
    if (!saved) return;
    if (editing) {
      toast.success('Event updated');
    } else {
      toast.success(MESSAGES.tourAdded, {
        action: { label: 'View event', onClick: () => navigate(paths.tour(saved.id)) },
      });
      reset(emptyTourForm);
    }
    onSaved?.(saved);
  });

  const text = (name: Path<TourFormValues>) => ({ ...register(name), error: errors[name]?.message });

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
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImagePicker
                label="Image"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                currentUrl={tour?.imageUrl}
              />
            )}
          />
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="lg" loading={isSubmitting}>
          {editing
            ? isSubmitting
              ? 'Saving...'
              : 'Save changes'
            : isSubmitting
              ? 'Adding Event...'
              : 'Add Event'}
        </Button>
      </div>
    </form>
  );
}
