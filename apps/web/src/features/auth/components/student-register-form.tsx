import { BATCHES, MESSAGES, type StudentRegisterInput, studentRegisterSchema } from '@dpms/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError, hasCode } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '../auth-context.ts';
import { authLinkStyles } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: StudentRegisterInput = {
  studentId: '',
  name: '',
  batch: '' as StudentRegisterInput['batch'],
  email: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as Array<keyof StudentRegisterInput>;

/** Student registration (SPEC sections 2, 4, 5 and 8); the server checks the ID allow-list. */
export function StudentRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { createUser } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StudentRegisterInput, unknown, z.output<typeof studentRegisterSchema>>({
    resolver: zodResolver(studentRegisterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await createUser(input);
    } catch (error) {
      // The server names the fields it refused (e.g. the Student ID or the e-mail); show them in place.
      if (error instanceof ApiRequestError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FIELDS.includes(field as keyof StudentRegisterInput)) {
            setError(field as Path<StudentRegisterInput>, { message }, { shouldFocus: true });
          }
        }
      }
      if (hasCode(error, 'INVALID_STUDENT_ID')) {
        setError('studentId', { message: MESSAGES.invalidStudentId }, { shouldFocus: true });
        toast.error(MESSAGES.invalidStudentId);
        return;
      }
      if (hasCode(error, 'EMAIL_IN_USE')) {
        setError('email', { message: MESSAGES.emailInUse }, { shouldFocus: true });
        setError('root.server', { message: MESSAGES.emailInUse });
        return;
      }
      setError('root.server', { message: describeError(error) });
      return;
    }
    toast.success(MESSAGES.registrationSuccess);
    reset(EMPTY);
    onRegistered();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormErrorBanner message={errors.root?.server?.message} />

      <Field
        label="Student ID"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 2024010401000011"
        error={errors.studentId?.message}
        {...register('studentId')}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Batch Name"
          options={BATCHES}
          placeholder="Select your batch"
          error={errors.batch?.message}
          {...register('batch')}
        />
      </div>
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields register={register} errors={errors} confirm />

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Registering...' : 'Register'}
      </Button>

      <p className="border-t border-line pt-5 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link to={paths.login} className={authLinkStyles}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
