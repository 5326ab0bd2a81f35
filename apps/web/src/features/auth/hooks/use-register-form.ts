import type { DefaultValues, FieldValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { describeError } from '@/lib/describe-error.ts';
import { showServerFieldErrors } from '@/lib/server-field-errors.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';

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
  const form = useZodForm(schema, empty as DefaultValues<Values>);
  const { setError, reset } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await send(input);
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(empty));
      if (!explainRefusal?.(error, setError)) setError('root.server', { message: describeError(error) });
      return;
    }
    reset(empty);
    await onRegistered();
  });

  return { ...form, onSubmit };
}
