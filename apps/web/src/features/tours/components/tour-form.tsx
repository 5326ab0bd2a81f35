import { REGISTRATION_STATES, TRANSPORTS } from '@dpms/shared/constants';
import type { Tour } from '@dpms/shared/schemas';
import { useNavigate } from 'react-router';
import { Field } from '@/components/ui/field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { FormSection } from '@/components/ui/form-section.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TakaField } from '@/components/ui/taka-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImageField } from '@/features/uploads/components/image-field.tsx';
import { useCatalogForm } from '@/features/uploads/use-catalog-form.ts';
import { useT } from '@/lib/i18n/i18n.ts';
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
import { PaymentPlanSection } from './payment-plan-section.tsx';

type TourFormProps =
  | { mode: 'create'; tour?: undefined; onSaved?: (tour: Tour) => void; onCancel?: undefined }
  | { mode: 'edit'; tour: Tour; onSaved: (tour: Tour) => void; onCancel: () => void };

/** Add an Event (SPEC sections 3 and 5), and the same form to edit an event. */
export function TourForm({ mode, tour, onSaved, onCancel }: TourFormProps) {
  const editing = mode === 'edit';
  const t = useT();
  const navigate = useNavigate();
  const createTour = useCreateTour();
  const updateTour = useUpdateTour(tour?.id ?? '');
  const {
    form,
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
    failureMessage: editing ? t('tourForm.updateFailed') : t('shared.failedToAddTour'),
    serverFieldNames: tourServerFieldNames,
    onSaved: (saved) => {
      if (editing) {
        toast.success(t('tourForm.updated'));
      } else {
        toast.success(t('shared.tourAdded'), {
          action: { label: t('tourForm.view'), onClick: () => navigate(paths.tour(saved.id)) },
        });
      }
      onSaved?.(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('tourForm.section')} description={t('tourForm.sectionText')}>
        <Field label={t('tourForm.destination')} autoComplete="off" {...text('destination')} />
        <Field label={t('tourForm.location')} autoComplete="off" {...text('location')} />
        <Field
          label={t('tourForm.meetingPoint')}
          hint={t('tourForm.meetingPointHint')}
          autoComplete="off"
          maxLength={200}
          className="sm:col-span-2"
          {...text('meetingPoint')}
        />
        <Field label={t('tourForm.departureDate')} type="date" {...text('departureDate')} />
        <Field
          label={t('tourForm.duration')}
          placeholder={t('tourForm.durationPlaceholder')}
          {...text('duration')}
        />
        <SelectField
          label={t('tourForm.registration')}
          options={REGISTRATION_STATES}
          optionLabel={(option) => t(`registration.${option as Tour['registration']}`)}
          placeholder={t('tourForm.selectRegistration')}
          {...text('registration')}
        />
        <SelectField
          label={t('tourForm.transportation')}
          options={TRANSPORTS}
          optionLabel={(option) => t(`transport.${option as Tour['transportation']}`)}
          placeholder={t('tourForm.selectTransportation')}
          {...text('transportation')}
        />
        <TakaField label={t('tourForm.cost')} placeholder={t('tourForm.costPlaceholder')} {...text('cost')} />
        <Field
          label={t('tourForm.groupSize')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          {...text('groupSize')}
        />
        <Field
          label={t('tourForm.holdHours')}
          hint={t('tourForm.holdHoursHint')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max="168"
          {...text('holdHours')}
        />
      </FormSection>

      <PaymentPlanSection form={form} />

      <FormSection title={t('tourForm.programme')} description={t('tourForm.programmeText')}>
        <TextareaField
          label={t('tourForm.overview')}
          rows={4}
          className="sm:col-span-2"
          {...text('overview')}
        />
        <TextareaField
          label={t('tourForm.itinerary')}
          rows={6}
          hint={t('tourForm.itineraryHint')}
          className="sm:col-span-2"
          {...text('itinerary')}
        />
        <TextareaField label={t('tourForm.accommodation')} rows={3} {...text('accommodation')} />
        <TextareaField label={t('tourForm.tourGuides')} rows={3} {...text('tourGuides')} />
        <TextareaField
          label={t('tourForm.inclusions')}
          rows={4}
          hint={t('tourForm.onePerLine')}
          {...text('inclusions')}
        />
        <TextareaField
          label={t('tourForm.exclusions')}
          rows={4}
          hint={t('tourForm.onePerLine')}
          {...text('exclusions')}
        />
      </FormSection>

      <FormSection title={t('tourForm.policies')}>
        <TextareaField label={t('tourForm.healthSafety')} rows={4} {...text('healthSafety')} />
        <TextareaField label={t('tourForm.paymentCancellation')} rows={4} {...text('paymentCancellation')} />
      </FormSection>

      <FormSection title={t('tourForm.image')} description={t('tourForm.imageText')}>
        <div className="sm:col-span-2">
          <ImageField control={control} currentUrl={tour?.imageUrl} />
        </div>
      </FormSection>

      <FormActions
        size="lg"
        submitting={isSubmitting}
        submitLabel={editing ? t('tourForm.saveChanges') : t('tourForm.add')}
        busyLabel={editing ? t('tourForm.saving') : t('tourForm.adding')}
        onCancel={onCancel}
      />
    </form>
  );
}
