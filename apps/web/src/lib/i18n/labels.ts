import { BATCHES } from '@dpms/shared';
import { t } from './i18n.ts';

/** A batch ("8th") in the active language; a batch the list does not know is shown as stored. */
export function batchLabel(batch: string | null | undefined): string {
  if (!batch) return t('col.notAvailable');
  return (BATCHES as readonly string[]).includes(batch)
    ? t(`batch.${batch as (typeof BATCHES)[number]}`)
    : batch;
}
