import { resetPasswordSchema } from '@dpms/shared/schemas';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useServerForm } from '@/lib/use-server-form.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthSubmitButton } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Which server codes mean the link itself is no good (expired, used, or made up). */
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The link turned out to be expired or used: the screen offers to ask for a new one. */
  onDeadLink: () => void;
};

/** New password and its confirmation, with the same rules as registration (SPEC section 5). */
export function ResetPasswordForm({ token, onReset, onDeadLink }: ResetPasswordFormProps) {
  const t = useT();
  const { register, onSubmit, errors, isSubmitting } = useServerForm({
    schema: resetPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send: ({ password }) => resetPassword({ newPassword: password, token }),
    explainRefusal: (error) => {
      const dead = error instanceof ApiRequestError && DEAD_LINK_CODES.has(error.code);
      if (dead) onDeadLink();
      return dead;
    },
    onSent: () => {
      toast.success(t('auth.passwordResetDone'));
      onReset();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormErrorBanner message={errors.root?.server?.message} />
      <NewPasswordFields register={register} errors={errors} label={t('auth.newPassword')} confirm />
      <AuthSubmitButton busy={isSubmitting} label={t('auth.resetPassword')} busyLabel={t('auth.saving')} />
    </form>
  );
}
