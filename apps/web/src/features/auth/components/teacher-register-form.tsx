import { type TeacherRegisterInput, teacherRegisterSchema } from '@dpms/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { registerTeacher } from '../api/register-teacher.ts';
import { authLinkStyles } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY: TeacherRegisterInput = { teacherId: '', name: '', email: '', password: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof TeacherRegisterInput>;

/** Teacher registration (SPEC sections 2, 4 and 5); a new teacher is an admin request. */
export function TeacherRegisterForm({ onRegistered }: { onRegistered: () => void | Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TeacherRegisterInput, unknown, z.output<typeof teacherRegisterSchema>>({
    resolver: zodResolver(teacherRegisterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await registerTeacher(input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FIELDS.includes(field as keyof TeacherRegisterInput)) {
            setError(field as Path<TeacherRegisterInput>, { message }, { shouldFocus: true });
          }
        }
      }
      setError('root.server', { message: describeError(error) });
      return;
    }
    reset(EMPTY);
    await onRegistered();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormErrorBanner message={errors.root?.server?.message} />

      <Field
        label="Teacher ID"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder="e.g. 1042"
        error={errors.teacherId?.message}
        {...register('teacherId')}
      />
      <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields register={register} errors={errors} />

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
