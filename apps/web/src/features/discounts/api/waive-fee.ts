import { type WaiverInput, waiverResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';

/**
 * Waives a named student's fee (admins): their registration or membership, paid for Tk 0, with a
 * reason. It wants a recent code from the authenticator app, which the API client asks for and
 * then sends the waiver again. Every admin figure (history, dashboard, settlement) refreshes.
 */
export function useWaiveFee() {
  return useRefreshingMutation(
    (input: WaiverInput) =>
      api.post('/api/admin/waivers', input, import.meta.env.DEV ? waiverResultSchema : undefined),
    ['admin'],
  );
}
