import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
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
