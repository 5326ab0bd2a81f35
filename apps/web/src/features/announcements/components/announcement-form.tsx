import type { Announcement } from '@dpms/shared/schemas';
import { Field } from '@/components/ui/field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImageField } from '@/features/uploads/components/image-field.tsx';
import { useCatalogForm } from '@/features/uploads/use-catalog-form.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import {
  type AnnouncementFormOutput,
  announcementEditFormSchema,
  announcementFormSchema,
  announcementToFormValues,
  emptyAnnouncementForm,
  toAnnouncementInput,
} from '../announcement-form-schema.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';

type AnnouncementFormProps = {
  /** The announcement to edit; without it the form posts a new one. */
  announcement?: Announcement;
  onSaved: (announcement: Announcement) => void;
  onCancel: () => void;
};

/** Post or edit an announcement (admins): title, description and image. */
export function AnnouncementForm({ announcement, onSaved, onCancel }: AnnouncementFormProps) {
  const t = useT();
  const createAnnouncement = useCreateAnnouncement();
  const updateAnnouncement = useUpdateAnnouncement();
  const { control, onSubmit, field, isSubmitting } = useCatalogForm({
    schema: announcement ? announcementEditFormSchema : announcementFormSchema,
    empty: emptyAnnouncementForm,
    editing: announcement && {
      values: announcementToFormValues(announcement),
      imageUrl: announcement.imageUrl,
    },
    save: (values: AnnouncementFormOutput, imageUrl) => {
      const input = toAnnouncementInput(values, imageUrl);
      return announcement
        ? updateAnnouncement.mutateAsync({ id: announcement.id, patch: input })
        : createAnnouncement.mutateAsync(input);
    },
    failureMessage: announcement ? t('announcementForm.updateFailed') : t('announcementForm.addFailed'),
    serverFieldNames: { imageUrl: 'image' },
    onSaved: (saved) => {
      toast.success(announcement ? t('announcementForm.updated') : t('announcementForm.posted'));
      onSaved(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label={t('announcementForm.title')} autoComplete="off" {...field('title')} />
      <TextareaField
        label={t('announcementForm.description')}
        rows={6}
        hint={t('announcementForm.hint')}
        {...field('description')}
      />
      <ImageField control={control} currentUrl={announcement?.imageUrl} />
      <FormActions
        submitting={isSubmitting}
        submitLabel={announcement ? t('tourForm.saveChanges') : t('announcementForm.post')}
        busyLabel={announcement ? t('tourForm.saving') : t('announcementForm.posting')}
        onCancel={onCancel}
      />
    </form>
  );
}
