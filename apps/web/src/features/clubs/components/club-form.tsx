import { CLUB_ROLES, type Club, MESSAGES } from '@dpms/shared';
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

type ClubFormProps =
  | { mode: 'create'; club?: undefined; onSaved?: (club: Club) => void; onCancel?: undefined }
  | { mode: 'edit'; club: Club; onSaved: (club: Club) => void; onCancel: () => void };

/** Add a Club (SPEC sections 3 and 5), and the same form to edit a club. */
export function ClubForm({ mode, club, onSaved, onCancel }: ClubFormProps) {
  const editing = mode === 'edit';
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
    failureMessage: editing ? 'Failed to update the club' : MESSAGES.failedToAddClub,
    serverFieldNames: clubServerFieldNames,
    onSaved: (saved) => {
      if (editing) {
        toast.success('Club updated');
      } else {
        toast.success(MESSAGES.clubAdded, {
          action: { label: 'View club', onClick: () => navigate(paths.club(saved.id)) },
        });
      }
      onSaved?.(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title="The club" description="What students see on the Clubs page.">
        <Field label="Club Name" autoComplete="off" className="sm:col-span-2" {...field('clubName')} />
        <TextareaField
          label="Club Description"
          rows={4}
          className="sm:col-span-2"
          {...field('clubDescription')}
        />
      </FormSection>

      <FormSection title="Club Leadership" description="The two office holders shown with the club.">
        <fieldset className="rounded-lg border border-line px-4 pt-1 pb-4">
          <legend className="px-1 text-sm font-semibold text-ink">First office holder</legend>
          <div className="space-y-4">
            <SelectField
              label="Role"
              options={CLUB_ROLES}
              placeholder="Select a role"
              {...field('clubRole')}
            />
            <Field label="Name" autoComplete="off" {...field('roleName')} />
          </div>
        </fieldset>
        <fieldset className="rounded-lg border border-line px-4 pt-1 pb-4">
          <legend className="px-1 text-sm font-semibold text-ink">Second office holder</legend>
          <div className="space-y-4">
            <SelectField
              label="Role"
              options={CLUB_ROLES}
              placeholder="Select a role"
              {...field('clubRole2')}
            />
            <Field label="Name" autoComplete="off" {...field('roleName2')} />
          </div>
        </fieldset>
      </FormSection>

      <FormSection title="Membership">
        <TextareaField
          label="Membership Benefits"
          rows={5}
          hint="One benefit per line"
          {...field('membershipBenefits')}
        />
        <TextareaField
          label="Contact Information"
          rows={5}
          hint="One item per line, e.g. Email: club@cse.dpms.local"
          {...field('contactInformation')}
        />
        <Field
          label="Monthly Price (Tk)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="1"
          placeholder="e.g. 150"
          {...field('monthlyPrice')}
        />
        <Field
          label="Yearly Price (Tk)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="1"
          placeholder="e.g. 1500"
          {...field('yearlyPrice')}
        />
      </FormSection>

      <FormSection title="Image" description="Shown on the club card and at the top of its page.">
        <div className="sm:col-span-2">
          <ImageField control={control} currentUrl={club?.imageUrl} />
        </div>
      </FormSection>

      <FormActions
        size="lg"
        submitting={isSubmitting}
        submitLabel={editing ? 'Save changes' : 'Add Club'}
        busyLabel={editing ? 'Saving...' : 'Adding Club...'}
        onCancel={onCancel}
      />
    </form>
  );
}
