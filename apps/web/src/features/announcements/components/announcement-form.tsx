import type { Announcement } from '@dpms/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ImagePicker } from '@/features/uploads/components/image-picker.tsx';
import { setServerFieldErrors, submitWithImage } from '@/features/uploads/submit-with-image.ts';
import {
  type AnnouncementFormOutput,
  type AnnouncementFormValues,
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

const FORM_FIELDS = Object.keys(emptyAnnouncementForm) as Path<AnnouncementFormValues>[];

/** Post or edit an announcement (admins): title, description and image. */
export function AnnouncementForm({ announcement, onSaved, onCancel }: AnnouncementFormProps) {
  const createAnnouncement = useCreateAnnouncement();
  const updateAnnouncement = useUpdateAnnouncement();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementFormValues, unknown, AnnouncementFormOutput>({
    resolver: zodResolver(announcement ? announcementEditFormSchema : announcementFormSchema) as Resolver<
      AnnouncementFormValues,
      unknown,
      AnnouncementFormOutput
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: announcement ? announcementToFormValues(announcement) : emptyAnnouncementForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await submitWithImage({
      image: values.image,
      currentImageUrl: announcement?.imageUrl,
      save: (imageUrl) => {
        const input = toAnnouncementInput(values, imageUrl);
        return announcement
          ? updateAnnouncement.mutateAsync({ id: announcement.id, patch: input })
          : createAnnouncement.mutateAsync(input);
      },
      failureMessage: announcement ? 'Failed to update the announcement' : 'Failed to add announcement',
      onFieldErrors: (fields) => setServerFieldErrors(fields, setError, FORM_FIELDS, { imageUrl: 'image' }),
    });
    if (!saved) return;
    toast.success(announcement ? 'Announcement updated' : 'Announcement posted');
    onSaved(saved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Description"
        rows={6}
        hint="Each line becomes a paragraph."
        error={errors.description?.message}
        {...register('description')}
      />
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
            currentUrl={announcement?.imageUrl}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {announcement
            ? isSubmitting
              ? 'Saving...'
              : 'Save changes'
            : isSubmitting
              ? 'Posting...'
              : 'Post announcement'}
        </Button>
      </div>
    </form>
  );
}
