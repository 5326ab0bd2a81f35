import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPropsOf, useZodForm } from '@/lib/use-zod-form.ts';
import { setServerFieldErrors, submitWithImage } from './submit-with-image.ts';

type ImageFormValues = FieldValues & { image: File | null };

type CatalogFormOptions<Values extends ImageFormValues, Output extends ImageFormValues, Saved> = {
  /** The add form's schema, or the edit form's when `editing` is given. */
  schema: z.ZodType<Output, Values>;
  /** The empty form; its keys are the fields a server message may name. */
  empty: Values;
  /** The record being edited, as the form shows it, and its current image. */
  editing?: { values: Values; imageUrl: string };
  /** Sends the form's output with the uploaded image's URL (POST or PATCH). */
  save: (output: Output, imageUrl: string) => Promise<Saved>;
  /** The toast when saving fails, e.g. "Failed to add club". */
  failureMessage: string;
  /** Input field names the server may use that the form shows under another name. */
  serverFieldNames?: Partial<Record<string, string>>;
  /** After a save; an added record's form is already emptied for the next one. */
  onSaved: (saved: Saved) => void;
};

/**
 * The wiring every add/edit form of the catalogue (events, clubs, announcements) shares:
 * react-hook-form with the zod schema, the image uploaded before the save, the server's field
 * messages shown in place, and the form emptied after an add.
 */
export function useCatalogForm<Values extends ImageFormValues, Output extends ImageFormValues, Saved>({
  schema,
  empty,
  editing,
  save,
  failureMessage,
  serverFieldNames,
  onSaved,
}: CatalogFormOptions<Values, Output, Saved>) {
  const form = useZodForm(schema, (editing?.values ?? empty) as DefaultValues<Values>);
  const { setError, reset, formState } = form;

  const onSubmit = form.handleSubmit(async (output) => {
    const saved = await submitWithImage({
      image: output.image,
      currentImageUrl: editing?.imageUrl,
      save: (imageUrl) => save(output, imageUrl),
      failureMessage,
      onFieldErrors: (fields) =>
        setServerFieldErrors(fields, setError, Object.keys(empty) as Path<Values>[], serverFieldNames),
    });
    if (saved === null) return;
    if (!editing) reset(empty);
    onSaved(saved);
  });

  return {
    /** The react-hook-form form itself, for what the shortcuts do not cover (filling fields in). */
    form,
    control: form.control,
    onSubmit,
    field: fieldPropsOf(form),
    isSubmitting: formState.isSubmitting,
  };
}
