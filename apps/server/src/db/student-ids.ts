import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { studentIdAllowlist } from './schema/index.ts';

/** A student ID as the allow-list keeps it: trimmed, letters and digits, 4 to 32 long. */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/**
 * Reads a text or CSV file of student IDs: one a line, the first column if there are several;
 * blank lines, a header and malformed entries are skipped and reported.
 */
export function parseStudentIds(text: string): { ids: string[]; skipped: string[] } {
  const ids = new Set<string>();
  const skipped: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const first =
      raw
        .split(/[,;\t]/)[0]
        ?.replace(/^"|"$/g, '')
        .trim() ?? '';
    if (first === '') continue;
    if (STUDENT_ID_PATTERN.test(first)) ids.add(first);
    else skipped.push(first);
  }
  return { ids: [...ids], skipped };
}

/** Adds IDs to the allow-list, never duplicating one; returns how many were new. */
export async function importStudentIds(
  db: Db,
  ids: string[],
  addedBy: string | null = null,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .insert(studentIdAllowlist)
      .values(chunk.map((studentId) => ({ studentId, addedBy })))
      .onConflictDoNothing()
      .returning({ id: studentIdAllowlist.studentId });
    added += rows.length;
  }
  return added;
}

export async function countStudentIds(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(studentIdAllowlist);
  return row?.n ?? 0;
}
