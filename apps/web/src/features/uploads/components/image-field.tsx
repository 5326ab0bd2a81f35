import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18n.ts';
import { ImagePicker } from './image-picker.tsx';

type ImageFieldProps<Values extends FieldValues & { image: File | null }, Output> = {
  control: Control<Values, unknown, Output>;
  /** The image already saved (edit forms). */
  currentUrl?: string;
};

/** A catalogue form's "Image" field: the picker bound to the form's `image` value. */
export function ImageField<Values extends FieldValues & { image: File | null }, Output>({
  control,
  currentUrl,
}: ImageFieldProps<Values, Output>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={'image' as Path<Values>}
      render={({ field, fieldState }) => (
        <ImagePicker
          label={t('tourForm.image')}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          currentUrl={currentUrl}
        />
      )}
    />
  );
}
