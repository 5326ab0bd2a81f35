import type { StudentIdsImportResult } from '@dpms/shared';

const ids = (n: number) => `${n} ${n === 1 ? 'ID' : 'IDs'}`;

/** "2 IDs added, 1 ID already on the list, 1 ID skipped as not valid (e.g. abc)." */
export function describeImport(result: StudentIdsImportResult): string {
  const parts = [`${ids(result.added)} added`];
  if (result.alreadyListed > 0) parts.push(`${ids(result.alreadyListed)} already on the list`);
  if (result.skipped > 0) {
    const examples = result.skippedExamples.length > 0 ? ` (e.g. ${result.skippedExamples.join(', ')})` : '';
    parts.push(`${ids(result.skipped)} skipped as not valid${examples}`);
  }
  return `${parts.join(', ')}.`;
}
