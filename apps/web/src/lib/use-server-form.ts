import type { DefaultValues, FieldValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { describeError } from './describe-error.ts';
import { showServerFieldErrors } from './server-field-errors.ts';
import { fieldPropsOf, useZodForm } from './use-zod-form.ts';

type ServerFormOptions<Values extends FieldValues, Output extends FieldValues> = {
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  /** Sends the checked form; a refusal (a thrown error) is shown on the form. */
  send: (output: Output) => Promise<unknown>;
  /** The fields a refusal may name: each shows the server's message in place. */
  serverFields?: readonly string[];
  /** False when the first of those fields should not take the focus. */
  focusServerFields?: boolean;
  /** Explains a refusal its own way and says true, or leaves it to the server's message (false). */
  explainRefusal?: (error: unknown, setError: UseFormSetError<Values>) => boolean;
  /** Empties the form once sent (registration), before `onSent`. */
  emptyOnceSent?: boolean;
  onSent: (output: Output) => void | Promise<void>;
};

/**
 * A form that goes to the server: checked by the shared schema (useZodForm), then sent; a refusal
 * marks the fields it names and, unless the form explains it, shows the server's words above them.
 */
export function useServerForm<Values extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  send,
  serverFields = [],
  focusServerFields = true,
  explainRefusal,
  emptyOnceSent = false,
  onSent,
}: ServerFormOptions<Values, Output>) {
  const form = useZodForm(schema, defaultValues);
  const { register, setError, reset, formState } = form;

  const onSubmit = form.handleSubmit(async (output) => {
    try {
      await send(output);
    } catch (error) {
      showServerFieldErrors(error, setError, serverFields, { focus: focusServerFields });
      if (!explainRefusal?.(error, setError)) setError('root.server', { message: describeError(error) });
      return;
    }
    if (emptyOnceSent) reset(defaultValues);
    await onSent(output);
  });

  return {
    /** The react-hook-form form itself, for what the shortcuts below do not cover (watching a choice). */
    form,
    register,
    field: fieldPropsOf(form),
    onSubmit,
    errors: formState.errors,
    isSubmitting: formState.isSubmitting,
  };
}
