import { type TeacherRegisterInput, teacherRegisterSchema } from '@dpms/shared/schemas';
import { Field } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { registerTeacher } from '../api/register-teacher.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { RegisterFormFrame } from './register-form-frame.tsx';

const EMPTY: TeacherRegisterInput = { teacherId: '', name: '', email: '', password: '' };
/** Teacher registration (SPEC sections 2, 4 and 5); a new teacher is an admin request. */
export function TeacherRegisterForm({ onRegistered }: { onRegistered: () => void | Promise<void> }) {
  const { register, field, onSubmit, errors, isSubmitting } = useRegisterForm({
    schema: teacherRegisterSchema,
    empty: EMPTY,
    send: registerTeacher,
    onRegistered,
  });
  const t = useT();

  return (
    <RegisterFormFrame onSubmit={onSubmit} error={errors.root?.server?.message} isSubmitting={isSubmitting}>
      <Field
        label={t('auth.teacherId')}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={t('auth.teacherIdPlaceholder')}
        {...field('teacherId')}
      />
      <Field label={t('auth.name')} autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <NewPasswordFields register={register} errors={errors} />
    </RegisterFormFrame>
  );
}
