import { noticesSchema, type ReminderSettingsUpdate, reminderSettingsSchema } from '@dpms/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const reminderSettingsQueryOptions = queryOptions({
  queryKey: ['me', 'reminders'],
  queryFn: ({ signal }) =>
    api.get('/api/me/reminders', import.meta.env.DEV ? reminderSettingsSchema : undefined, signal),
});

export const noticesQueryOptions = queryOptions({
  queryKey: ['me', 'notices'],
  queryFn: ({ signal }) =>
    api.get('/api/me/notices', import.meta.env.DEV ? noticesSchema : undefined, signal),
});

/** Turns kinds of reminder on or off; Home's notices follow. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ReminderSettingsUpdate) =>
      api.patch('/api/me/reminders', changes, import.meta.env.DEV ? reminderSettingsSchema : undefined),
    onSuccess: (settings) => {
      queryClient.setQueryData(reminderSettingsQueryOptions.queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: noticesQueryOptions.queryKey });
    },
  });
}
