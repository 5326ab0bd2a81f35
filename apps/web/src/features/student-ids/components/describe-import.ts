import type { StudentIdsImportResult } from '@dpms/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';

/** "2 IDs added, 1 ID already on the list, 1 ID skipped as not valid (e.g. abc)." */
export function describeImport(result: StudentIdsImportResult): string {
  const parts = [t('ids.added', { count: result.added })];
  if (result.alreadyListed > 0) parts.push(t('ids.already', { count: result.alreadyListed }));
  if (result.skipped > 0) {
    const examples =
      result.skippedExamples.length > 0
        ? ` ${t('ids.examples', { list: result.skippedExamples.join(', ') })}`
        : '';
    parts.push(`${t('ids.skipped', { count: result.skipped })}${examples}`);
  }
  return t('ids.join', { parts: parts.join(', ') });
}
