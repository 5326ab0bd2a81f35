import type { ComponentProps } from 'react';
import { Field } from './field.tsx';

type TakaFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'inputMode' | 'step' | 'min'>;

/** An amount in Taka ("150" or "149.50") for a form whose schema turns it into poisha. */
export function TakaField(props: TakaFieldProps) {
  return <Field type="number" inputMode="decimal" step="0.01" min="1" {...props} />;
}
