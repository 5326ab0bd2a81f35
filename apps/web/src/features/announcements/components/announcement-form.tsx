import type { Announcement } from '@dpms/shared';
import { Field } from '@/components/ui/field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImageField } from '@/features/uploads/components/image-field.tsx';
import { useCatalogForm } from '@/features/uploads/use-catalog-form.ts';
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
    failureMessage: announcement ? 'Failed to update the announcement' : 'Failed to add announcement',
    serverFieldNames: { imageUrl: 'image' },
    onSaved: (saved) => {
      toast.success(announcement ? 'Announcement updated' : 'Announcement posted');
      onSaved(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Title" autoComplete="off" {...field('title')} />
      <TextareaField
        label="Description"
        rows={6}
        hint="Each line becomes a paragraph."
        {...field('description')}
      />
      <ImageField control={control} currentUrl={announcement?.imageUrl} />
      <FormActions
        submitting={isSubmitting}
        submitLabel={announcement ? 'Save changes' : 'Post announcement'}
        busyLabel={announcement ? 'Saving...' : 'Posting...'}
        onCancel={onCancel}
      />
    </form>
  );
}
