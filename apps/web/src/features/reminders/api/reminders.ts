import { noticesSchema, type ReminderSettingsUpdate, reminderSettingsSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { getQueryOptions, useRecordMutation } from '@/lib/api-queries.ts';

export const reminderSettingsQueryOptions = getQueryOptions(
  ['me', 'reminders'],
  '/api/me/reminders',
  import.meta.env.DEV ? reminderSettingsSchema : undefined,
);

export const noticesQueryOptions = getQueryOptions(
  ['me', 'notices'],
  '/api/me/notices',
  import.meta.env.DEV ? noticesSchema : undefined,
);

/** Turns kinds of reminder on or off; Home's notices follow. */
export function useUpdateReminderSettings() {
  return useRecordMutation(
    (changes: ReminderSettingsUpdate) =>
      api.patch('/api/me/reminders', changes, import.meta.env.DEV ? reminderSettingsSchema : undefined),
    {
      recordKey: () => reminderSettingsQueryOptions.queryKey,
      refresh: { queryKey: noticesQueryOptions.queryKey },
    },
  );
}
