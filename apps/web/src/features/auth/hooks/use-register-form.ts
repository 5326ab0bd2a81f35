import type { DefaultValues, FieldValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { useServerForm } from '@/lib/use-server-form.ts';

type RegisterFormOptions<Values extends FieldValues, Output extends FieldValues> = {
  schema: z.ZodType<Output, Values>;
  /** The empty form; its keys are the fields a server message may name. */
  empty: Values;
  /** Creates the account. */
  send: (input: Output) => Promise<unknown>;
  /** Explains a refusal its own way and says true, or leaves it to the server's message (false). */
  explainRefusal?: (error: unknown, setError: UseFormSetError<Values>) => boolean;
  /** Once the account exists; the form is empty again by then. */
  onRegistered: () => void | Promise<void>;
};

/**
 * The student and teacher registration forms' wiring: the shared schema, the fields the server
 * refused marked in place with its message above the form, and the form emptied once registered.
 */
export function useRegisterForm<Values extends FieldValues, Output extends FieldValues>({
  schema,
  empty,
  send,
  explainRefusal,
  onRegistered,
}: RegisterFormOptions<Values, Output>) {
  return useServerForm({
    schema,
    defaultValues: empty as DefaultValues<Values>,
    send,
    serverFields: Object.keys(empty),
    explainRefusal,
    emptyOnceSent: true,
    onSent: onRegistered,
  });
}
