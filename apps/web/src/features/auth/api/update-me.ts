import { type Me, meSchema, type ProfileUpdateInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Changes the user's own name, phone or photo; e-mail and role never travel this way. */
export function updateMe(input: ProfileUpdateInput): Promise<Me> {
  return api.patch('/api/me', input, import.meta.env.DEV ? meSchema : undefined);
}
