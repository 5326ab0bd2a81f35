import { registeredSchema, type StudentRegisterInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Creates a student account; the server checks the ID allow-list, decides the role and mails a link. */
export function registerStudent(input: StudentRegisterInput) {
  return api.post('/api/register/student', input, import.meta.env.DEV ? registeredSchema : undefined);
}
