import { toAsciiDigits } from '@dpms/shared/digits';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { studentIdAllowlist } from '../../db/schema/index.ts';

/** A student ID as the allow-list keeps it: trimmed, letters and digits, 4 to 32 long. */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

const isEmail = (value: string) => z.email().safeParse(value).success;

export interface ParsedStudentIds {
  ids: string[];
  skipped: string[];
  /** The e-mail address an ID is bound to, where the line's second column gives one (lower case). */
  emails: Record<string, string>;
}

/**
 * Reads a text or CSV file of student IDs: one a line, the first column if there are several,
 * and an e-mail address in the second column binds the ID to it (only that address may then
 * register it). Blank lines, a header and malformed entries are skipped and reported.
 */
export function parseStudentIds(text: string): ParsedStudentIds {
  const ids = new Set<string>();
  const skipped: string[] = [];
  const emails: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    // A list kept in a Bangla spreadsheet may write the IDs in Bengali digits: stored as ASCII.
    const [first = '', second = ''] = raw
      .split(/[,;\t]/)
      .map((cell) => toAsciiDigits(cell.replace(/^"|"$/g, '').trim()));
    if (first === '') continue;
    if (!STUDENT_ID_PATTERN.test(first)) {
      skipped.push(first);
      continue;
    }
    ids.add(first);
    if (isEmail(second)) emails[first] = second.toLowerCase();
  }
  return { ids: [...ids], skipped, emails };
}

/**
 * Adds IDs to the allow-list, never duplicating one, and binds those given an e-mail address to
 * it (a later import may bind or re-bind a listed ID); returns how many were new.
 */
export async function importStudentIds(
  db: DbOrTx,
  ids: string[],
  addedBy: string | null = null,
  emails: Record<string, string> = {},
): Promise<number> {
  const boundTo = (studentId: string) => emails[studentId]?.trim().toLowerCase() || null;
  let added = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .insert(studentIdAllowlist)
      .values(chunk.map((studentId) => ({ studentId, addedBy, email: boundTo(studentId) })))
      .onConflictDoNothing()
      .returning({ id: studentIdAllowlist.studentId });
    added += rows.length;
    const fresh = new Set(rows.map((r) => r.id));
    for (const studentId of chunk) {
      const email = boundTo(studentId);
      if (email && !fresh.has(studentId))
        await db.update(studentIdAllowlist).set({ email }).where(eq(studentIdAllowlist.studentId, studentId));
    }
  }
  return added;
}
