import { CLUB_ROLES } from '@dpms/shared/constants';
import type { Club } from '@dpms/shared/schemas';
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
import { useCreateClub } from '../api/create-club.ts';
import { useUpdateClub } from '../api/update-club.ts';
import {
  type ClubFormOutput,
  clubEditFormSchema,
  clubFormSchema,
  clubServerFieldNames,
  clubToFormValues,
  emptyClubForm,
  toClubInput,
} from '../club-form-schema.ts';

/** The club's two office holders (SPEC section 5): each a role and the person's name. */
const OFFICE_HOLDERS = [
  { legend: 'clubForm.first', role: 'clubRole', name: 'roleName' },
  { legend: 'clubForm.second', role: 'clubRole2', name: 'roleName2' },
] as const;

type ClubFormProps =
  | { mode: 'create'; club?: undefined; onSaved?: (club: Club) => void; onCancel?: undefined }
  | { mode: 'edit'; club: Club; onSaved: (club: Club) => void; onCancel: () => void };

/** Add a Club (SPEC sections 3 and 5), and the same form to edit a club. */
export function ClubForm({ mode, club, onSaved, onCancel }: ClubFormProps) {
  const editing = mode === 'edit';
  const t = useT();
  const navigate = useNavigate();
  const createClub = useCreateClub();
  const updateClub = useUpdateClub(club?.id ?? '');
  const { control, onSubmit, field, isSubmitting } = useCatalogForm({
    schema: editing ? clubEditFormSchema : clubFormSchema,
    empty: emptyClubForm,
    editing: club && { values: clubToFormValues(club), imageUrl: club.imageUrl },
    save: (values: ClubFormOutput, imageUrl) => {
      const input = toClubInput(values, imageUrl);
      return club ? updateClub.mutateAsync(input) : createClub.mutateAsync(input);
    },
    failureMessage: editing ? t('clubForm.updateFailed') : t('shared.failedToAddClub'),
    serverFieldNames: clubServerFieldNames,
    onSaved: (saved) => {
      if (editing) {
        toast.success(t('clubForm.updated'));
      } else {
        toast.success(t('shared.clubAdded'), {
          action: { label: t('clubForm.view'), onClick: () => navigate(paths.club(saved.id)) },
        });
      }
      onSaved?.(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('clubForm.section')} description={t('clubForm.sectionText')}>
        <Field
          label={t('clubForm.name')}
          autoComplete="off"
          className="sm:col-span-2"
          {...field('clubName')}
        />
        <TextareaField
          label={t('clubForm.description')}
          rows={4}
          className="sm:col-span-2"
          {...field('clubDescription')}
        />
      </FormSection>

      <FormSection title={t('clubForm.leadership')} description={t('clubForm.leadershipText')}>
        {OFFICE_HOLDERS.map(({ legend, role, name }) => (
          <fieldset key={role} className="rounded-lg border border-line px-4 pt-1 pb-4">
            <legend className="px-1 text-sm font-semibold text-ink">{t(legend)}</legend>
            <div className="space-y-4">
              <SelectField
                label={t('clubForm.role')}
                options={CLUB_ROLES}
                optionLabel={(option) => t(`clubRole.${option as Club['clubRole']}`)}
                placeholder={t('clubForm.selectRole')}
                {...field(role)}
              />
              <Field label={t('clubForm.personName')} autoComplete="off" {...field(name)} />
            </div>
          </fieldset>
        ))}
      </FormSection>

      <FormSection title={t('clubForm.membership')}>
        <TextareaField
          label={t('clubForm.benefits')}
          rows={5}
          hint={t('clubForm.benefitsHint')}
          {...field('membershipBenefits')}
        />
        <TextareaField
          label={t('clubForm.contact')}
          rows={5}
          hint={t('clubForm.contactHint')}
          {...field('contactInformation')}
        />
        <TakaField
          label={t('clubForm.monthly')}
          placeholder={t('clubForm.monthlyPlaceholder')}
          {...field('monthlyPrice')}
        />
        <TakaField
          label={t('clubForm.yearly')}
          placeholder={t('clubForm.yearlyPlaceholder')}
          {...field('yearlyPrice')}
        />
      </FormSection>

      <FormSection title={t('tourForm.image')} description={t('clubForm.imageText')}>
        <div className="sm:col-span-2">
          <ImageField control={control} currentUrl={club?.imageUrl} />
        </div>
      </FormSection>

      <FormActions
        size="lg"
        submitting={isSubmitting}
        submitLabel={editing ? t('tourForm.saveChanges') : t('clubForm.add')}
        busyLabel={editing ? t('tourForm.saving') : t('clubForm.adding')}
        onCancel={onCancel}
      />
    </form>
  );
}
