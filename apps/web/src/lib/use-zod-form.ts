import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a shared zod schema: first on submit, then again as the
 * person corrects each field. Every form of the app behaves so.
 */
export function useZodForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({
    // zodResolver's overloads cannot follow a generic schema; the types above say what it checks.
    resolver: zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<
      Values,
      unknown,
      Output
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
}

/**
 * A form's text fields' props, `{...field('name')}` on a Field: registered, with the field's
 * message. Read while rendering, so the form re-renders as the messages change.
 */
export function fieldPropsOf<Values extends FieldValues, Output extends FieldValues>({
  register,
  formState,
}: UseFormReturn<Values, unknown, Output>) {
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  return (name: Path<Values>) => ({ ...register(name), error: errors[name]?.message });
}
