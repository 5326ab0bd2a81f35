import { REMINDER_KINDS, type ReminderKind } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card.tsx';
import { QueryList } from '@/components/ui/query-list.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { reminderSettingsQueryOptions, useUpdateReminderSettings } from '../api/reminders.ts';

function ReminderSwitch({
  kind,
  on,
  disabled,
  onToggle,
}: {
  kind: ReminderKind;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const labelId = `reminder-${kind}-label`;
  const hintId = `reminder-${kind}-hint`;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0 text-sm">
        <p id={labelId} className="font-medium text-ink">
          {t(`profile.reminder.${kind}`)}
        </p>
        <p id={hintId} className="text-ink-muted">
          {t(`profile.reminder.${kind}Hint`)}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={onToggle}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
          on ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}

/** My Profile's reminders: one switch per kind, for the e-mails and Home's notices alike. */
export function ReminderSettingsCard() {
  const settings = useQuery(reminderSettingsQueryOptions);
  const update = useUpdateReminderSettings();
  const t = useT();

  async function toggle(kind: ReminderKind, on: boolean) {
    try {
      await update.mutateAsync({ [kind]: on });
      toast.success(t('profile.remindersSaved'));
    } catch (error) {
      toast.error(describeError(error));
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t('profile.remindersTitle')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('profile.remindersText')}</p>
      <QueryList
        query={settings}
        loadingLabel={t('profile.remindersLoading')}
        failedText={t('profile.remindersLoadFailed')}
      >
        {(data) =>
          REMINDER_KINDS.map((kind) => (
            <ReminderSwitch
              key={kind}
              kind={kind}
              on={data[kind]}
              disabled={update.isPending}
              onToggle={() => toggle(kind, !data[kind])}
            />
          ))
        }
      </QueryList>
    </Card>
  );
}
