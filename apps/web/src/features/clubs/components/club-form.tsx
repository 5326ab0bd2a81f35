import { CLUB_ROLES, type Club, MESSAGES } from '@dpms/shared';
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
import { useCreateClub } from '../api/create-club.ts';
import { useUpdateClub } from '../api/update-club.ts';
import {
  type ClubFormOutput,
  type ClubFormValues,
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

const FORM_FIELDS = Object.keys(emptyClubForm) as Path<ClubFormValues>[];

/** Add a Club (SPEC sections 3 and 5), and the same form to edit a club. */
export function ClubForm({ mode, club, onSaved, onCancel }: ClubFormProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const createClub = useCreateClub();
  const updateClub = useUpdateClub(club?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClubFormValues, unknown, ClubFormOutput>({
    resolver: zodResolver(editing ? clubEditFormSchema : clubFormSchema) as Resolver<
      ClubFormValues,
      unknown,
      ClubFormOutput
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: club ? clubToFormValues(club) : emptyClubForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await submitWithImage({
      image: values.image,
      currentImageUrl: club?.imageUrl,
      save: (imageUrl) => {
        const input = toClubInput(values, imageUrl);
        return club ? updateClub.mutateAsync(input) : createClub.mutateAsync(input);
      },
      failureMessage: editing ? 'Failed to update the club' : MESSAGES.failedToAddClub,
      onFieldErrors: (fields) => setServerFieldErrors(fields, setError, FORM_FIELDS, clubServerFieldNames),
    });
    if (!saved) return;
    if (editing) {
      toast.success('Club updated');
    } else {
      toast.success(MESSAGES.clubAdded, {
        action: { label: 'View club', onClick: () => navigate(paths.club(saved.id)) },
      });
      reset(emptyClubForm);
    }
    onSaved?.(saved);
  });

  const field = (name: Path<ClubFormValues>) => ({ ...register(name), error: errors[name]?.message });

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
          <Controller
            control={control}
            name="image"
            render={({ field: image, fieldState }) => (
              <ImagePicker
                label="Image"
                name={image.name}
                ref={image.ref}
                value={image.value}
                onChange={image.onChange}
                onBlur={image.onBlur}
                error={fieldState.error?.message}
                currentUrl={club?.imageUrl}
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
              ? 'Adding Club...'
              : 'Add Club'}
        </Button>
      </div>
    </form>
  );
}
