import { type Announcement, type AnnouncementInput, announcementInputSchema } from '@dpms/shared/schemas';
import type { z } from 'zod';
import { withImageField } from '@/features/uploads/image-file-schema.ts';
import { blankForm } from '@/lib/blank-form.ts';

const fields = announcementInputSchema.shape;

/**
 * Title, description and image, each "This field is required" when empty. Editing keeps the
 * current image unless another is chosen.
 */
export const { add: announcementFormSchema, edit: announcementEditFormSchema } = withImageField({
  title: fields.title,
  description: fields.description,
});

export type AnnouncementFormValues = z.input<typeof announcementFormSchema>;
export type AnnouncementFormOutput = z.output<typeof announcementEditFormSchema>;

export const emptyAnnouncementForm: AnnouncementFormValues = {
  ...blankForm(announcementFormSchema),
  image: null,
};

export function toAnnouncementInput(
  { image: _image, ...rest }: AnnouncementFormOutput,
  imageUrl: string,
): AnnouncementInput {
  return { ...rest, imageUrl };
}

export function announcementToFormValues(announcement: Announcement): AnnouncementFormValues {
  return { title: announcement.title, description: announcement.description, image: null };
}
