import { registeredSchema, type TeacherRegisterInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Creates a teacher account (role teacher, an "admin request"); the server mails a verification link. */
export function registerTeacher(input: TeacherRegisterInput) {
  return api.post('/api/register/teacher', input, import.meta.env.DEV ? registeredSchema : undefined);
}
