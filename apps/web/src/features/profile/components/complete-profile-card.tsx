import { type CompleteProfileInput, completeProfileSchema } from '@dpms/shared/schemas';
import { IdCard } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { BatchField } from '@/features/auth/components/batch-field.tsx';
import { explainInvalidStudentId } from '@/features/auth/invalid-student-id.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useServerForm } from '@/lib/use-server-form.ts';
import { useCompleteProfile } from '../api/complete-profile.ts';

/**
 * After a third-party sign-in a student has no student ID yet: this card asks for an allow-listed
 * one and the batch. It disappears once the server accepts them.
 */
export function CompleteProfileCard() {
  const complete = useCompleteProfile();
  const t = useT();
  const { field, onSubmit, errors, isSubmitting } = useServerForm({
    schema: completeProfileSchema,
    defaultValues: { studentId: '', batch: '' as CompleteProfileInput['batch'] },
    send: (input) => complete.mutateAsync(input),
    serverFields: ['studentId', 'batch'],
    explainRefusal: explainInvalidStudentId,
    onSent: () => toast.success(t('profile.completed')),
  });

  return (
    <Card className="border-amber-300! bg-amber-50! p-6 sm:p-8">
      <section aria-labelledby="complete-profile-title">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
            <IdCard aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="complete-profile-title" className="text-lg font-semibold text-ink">
              {t('profile.completeTitle')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('profile.completeText')}</p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          <FormErrorBanner message={errors.root?.server?.message} />
          <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
            <Field
              label={t('auth.studentId')}
              inputMode="numeric"
              autoComplete="off"
              {...field('studentId')}
            />
            <BatchField {...field('batch')} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? t('profile.saving') : t('profile.saveAndContinue')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
