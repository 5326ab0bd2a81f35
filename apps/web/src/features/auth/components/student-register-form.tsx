import { MESSAGES } from '@dpms/shared/messages';
import { type StudentRegisterInput, studentRegisterSchema } from '@dpms/shared/schemas';
import type { UseFormSetError } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { hasCode } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useAuth } from '../auth-context.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { explainInvalidStudentId } from '../invalid-student-id.ts';
import { BatchField } from './batch-field.tsx';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { RegisterFormFrame } from './register-form-frame.tsx';

const EMPTY: StudentRegisterInput = {
  studentId: '',
  name: '',
  batch: '' as StudentRegisterInput['batch'],
  email: '',
  password: '',
  confirmPassword: '',
};
/** The two refusals the spec words itself: an ID not on the allow-list, an e-mail in use. */
function explainRefusal(error: unknown, setError: UseFormSetError<StudentRegisterInput>) {
  if (explainInvalidStudentId(error, setError)) return true;
  if (hasCode(error, 'EMAIL_IN_USE')) {
    setError('email', { message: MESSAGES.emailInUse }, { shouldFocus: true });
    setError('root.server', { message: MESSAGES.emailInUse });
    return true;
  }
  return false;
}

/** Student registration (SPEC sections 2, 4, 5 and 8); the server checks the ID allow-list. */
export function StudentRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { createUser } = useAuth();
  const t = useT();
  const { register, field, onSubmit, errors, isSubmitting } = useRegisterForm({
    schema: studentRegisterSchema,
    empty: EMPTY,
    send: createUser,
    explainRefusal,
    onRegistered: () => {
      toast.success(t('shared.registrationSuccess'));
      onRegistered();
    },
  });

  return (
    <RegisterFormFrame onSubmit={onSubmit} error={errors.root?.server?.message} isSubmitting={isSubmitting}>
      <Field
        label={t('auth.studentId')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('auth.studentIdPlaceholder')}
        {...field('studentId')}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <Field label={t('auth.name')} autoComplete="name" {...field('name')} />
        <BatchField {...field('batch')} />
      </div>
      <EmailField {...field('email')} />
      <NewPasswordFields register={register} errors={errors} confirm />
    </RegisterFormFrame>
  );
}
