import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

/**
 * Marks each field the server named in its refusal (e.g. the e-mail already in use) with the
 * server's message, among `fields`, the form's own (another has nowhere to show). The first
 * marked field takes the focus unless `focus` is false.
 */
export function showServerFieldErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly string[],
  { focus = true }: { focus?: boolean } = {},
) {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fields.includes(field)) setError(field as Path<F>, { message }, { shouldFocus: focus });
  }
}
