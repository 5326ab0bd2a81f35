import { type Announcement, type AnnouncementInput, announcementInputSchema } from '@dpms/shared';
import { z } from 'zod';
import { imageFileSchema } from '@/features/uploads/image-file-schema.ts';

const fields = announcementInputSchema.shape;
const chosenImage = z.custom<File | null>((value) => value === null || value instanceof File);

/** Title, description and image, each "This field is required" when empty. */
export const announcementFormSchema = z.object({
  title: fields.title,
  description: fields.description,
  image: chosenImage.pipe(imageFileSchema),
});

/** Editing keeps the current image unless another is chosen. */
export const announcementEditFormSchema = announcementFormSchema.extend({
  image: chosenImage.pipe(imageFileSchema.nullable()),
});

export type AnnouncementFormValues = z.input<typeof announcementFormSchema>;
export type AnnouncementFormOutput = z.output<typeof announcementEditFormSchema>;

export const emptyAnnouncementForm: AnnouncementFormValues = { title: '', description: '', image: null };

export function toAnnouncementInput(
  { image: _image, ...rest }: AnnouncementFormOutput,
  imageUrl: string,
): AnnouncementInput {
  return { ...rest, imageUrl };
}

export function announcementToFormValues(announcement: Announcement): AnnouncementFormValues {
  return { title: announcement.title, description: announcement.description, image: null };
}
