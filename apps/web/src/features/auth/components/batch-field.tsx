import { BATCHES } from '@dpms/shared/constants';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';

type BatchFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'>;

/** A student's batch, picked from the department's list (registration, completing the profile). */
export function BatchField(props: BatchFieldProps) {
  const t = useT();
  return (
    <SelectField
      label={t('auth.batchName')}
      options={BATCHES}
      optionLabel={batchLabel}
      placeholder={t('auth.selectBatch')}
      {...props}
    />
  );
}
