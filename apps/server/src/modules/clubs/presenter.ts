import type { Club, Membership } from '@dpms/shared/schemas';
import type { ClubRow } from './queries.ts';

/** The API shape of a club row, with the viewer's current membership (or null). */
export function presentClub(row: ClubRow, membership: Membership | null = null): Club {
  const { archivedAt, createdAt, updatedAt: _updatedAt, ...fields } = row;
  return { ...fields, membership, archived: archivedAt !== null, createdAt: createdAt.toISOString() };
}
