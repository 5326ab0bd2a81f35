import { type Me, profileUpdateSchema } from '@dpms/shared/schemas';
import { Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { Field, inputStyles } from '@/components/ui/field.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { t, useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';
import { useServerForm } from '@/lib/use-server-form.ts';

/** Name and phone, both present in the form (the API accepts either alone). */
const detailsSchema = profileUpdateSchema.pick({ name: true, phone: true }).required();

const isStudent = (user: Me) => user.role === 'student';

/** "Your ID": the teacher ID for teachers (and admins, who were teachers), else the student ID. */
export function yourIdOf(user: Me): string {
  return (isStudent(user) ? user.studentId : user.teacherId) ?? t('col.notAvailable');
}

/** The profile's details (SPEC section 2): view mode, then Edit -> Save or Cancel. */
export function ProfileDetails({ user }: { user: Me }) {
  const [editing, setEditing] = useState(false);
  const t = useT();

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex min-h-12 items-center justify-between gap-4 border-b border-line pb-4">
        <h2 className="text-lg font-semibold text-ink">{t('profile.personalDetails')}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <DetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-x-8 gap-y-5 pt-5 sm:grid-cols-2">
          <Detail label={t('profile.yourId')} value={yourIdOf(user)} />
          {isStudent(user) && <Detail label={t('profile.yourBatch')} value={batchLabel(user.batch)} />}
          <Detail label={t('profile.fullName')} value={user.name} />
          <Detail label={t('profile.contactNumber')} value={user.phone || t('col.notAvailable')} />
          <Detail label={t('profile.emailAddress')} value={user.email} wide />
        </dl>
      )}
    </Card>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-base break-words text-ink">{value}</dd>
    </div>
  );
}

function DetailsForm({ user, onDone }: { user: Me; onDone: () => void }) {
  const { updateUserProfile } = useAuth();
  const dialog = useDialog();
  const emailId = useId();
  const t = useT();
  const { field, onSubmit, errors, isSubmitting } = useServerForm({
    schema: detailsSchema,
    defaultValues: { name: user.name, phone: user.phone ?? '' },
    send: ({ name, phone }) => updateUserProfile({ name, phone }),
    serverFields: ['name', 'phone'],
    focusServerFields: false,
    onSent: () => {
      onDone();
      void dialog.success(t('shared.changesSaved'));
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 pt-5">
      <FormErrorBanner message={errors.root?.server?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ReadOnly label={t('profile.yourId')} value={yourIdOf(user)} />
        {isStudent(user) && <ReadOnly label={t('profile.yourBatch')} value={batchLabel(user.batch)} />}
        <Field label={t('profile.fullName')} autoComplete="name" {...field('name')} />
        <Field
          label={t('profile.contactNumber')}
          type="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          {...field('phone')}
        />
        <div className="space-y-1.5 sm:col-span-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={emailId} className="block text-sm font-medium text-ink">
              {t('profile.emailAddress')}
            </label>
            <span
              id={`${emailId}-note`}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-ink-muted"
            >
              {t('profile.notEditable')}
            </span>
          </div>
          <input
            id={emailId}
            readOnly
            value={user.email}
            aria-describedby={`${emailId}-note`}
            className={inputStyles}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1.5">
      <p className="block text-sm font-medium text-ink">{label}</p>
      <p className="rounded-lg border border-line bg-slate-50 px-3 py-2.5 text-sm text-ink-muted">{value}</p>
    </div>
  );
}
