import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useT } from '@/lib/i18n/i18n.ts';
import { PasswordField } from './password-field.tsx';

/** The fields a form choosing a password has; the confirmation is optional. */
type NewPasswordValues = { password: string; confirmPassword?: string };

type NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** "Password" on the registration forms, "New Password" on the reset form. */
  label?: string;
  /** Adds "Confirm Password" below (student registration and reset; not teacher registration). */
  confirm?: boolean;
};

/** A new password with the rule as its hint, and its confirmation: every form that sets a password. */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  register,
  errors,
  label,
  confirm = false,
}: NewPasswordFieldsProps<T>) {
  const t = useT();
  // T is known to hold these two names; TypeScript cannot see it through the generic Path<T>.
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label={label ?? t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldErrors.password?.message}
        {...register('password' as Path<T>)}
      />
      {confirm && (
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={fieldErrors.confirmPassword?.message}
          {...register('confirmPassword' as Path<T>)}
        />
      )}
    </>
  );
}
