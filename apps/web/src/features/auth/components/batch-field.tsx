import { BATCHES } from '@dpms/shared';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';

type BatchFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'>;

/** A student's batch, picked from the department's list (registration, completing the profile). */
export function BatchField(props: BatchFieldProps) {
  return <SelectField label="Batch Name" options={BATCHES} placeholder="Select your batch" {...props} />;
}
