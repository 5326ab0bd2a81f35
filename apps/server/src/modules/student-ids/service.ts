import { STUDENT_IDS_FILE_MAX_BYTES, type StudentIdsImportResult } from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { studentIdAllowlist, user } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { importStudentIds, parseStudentIds } from './allow-list.ts';

export const STUDENT_ID_MESSAGES = {
  inUse: 'This student ID is used by an account.',
  notListed: 'This student ID is not on the list.',
  fileMissing: 'Choose a text or CSV file to import, in the field named file.',
  fileTooLarge: `The file is larger than ${STUDENT_IDS_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  notText: 'The file must be plain text or CSV, one student ID a line.',
} as const;

const SKIPPED_EXAMPLES = 10;

/**
 * Adds student IDs (text as typed or as read from a file: one a line, the first column of a
 * CSV) to the allow-list, never twice, and says what happened to each kind of entry.
 */
export async function addStudentIds(db: Db, actor: Viewer, text: string): Promise<StudentIdsImportResult> {
  const { ids, skipped, emails } = parseStudentIds(text);
  return db.transaction(async (tx) => {
    const added = await importStudentIds(tx, ids, actor.id, emails);
    const result = {
      added,
      alreadyListed: ids.length - added,
      skipped: skipped.length,
      skippedExamples: skipped.slice(0, SKIPPED_EXAMPLES),
    };
    if (added > 0) {
      await recordAudit(tx, actor, {
        action: 'student-ids.add',
        targetType: 'student_id_allowlist',
        targetId: '*',
        details: { added, alreadyListed: result.alreadyListed, skipped: result.skipped },
      });
    }
    return result;
  });
}

/** Takes an ID off the allow-list, unless an account registered with it. */
export async function removeStudentId(db: Db, actor: Viewer, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [listed] = await tx
      .select()
      .from(studentIdAllowlist)
      .where(eq(studentIdAllowlist.studentId, studentId))
      .for('update');
    if (!listed) throw notFound(STUDENT_ID_MESSAGES.notListed);
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.studentId, studentId));
    if (owner) throw conflict(STUDENT_ID_MESSAGES.inUse, 'STUDENT_ID_IN_USE');
    await tx.delete(studentIdAllowlist).where(eq(studentIdAllowlist.studentId, studentId));
    await recordAudit(tx, actor, {
      action: 'student-id.delete',
      targetType: 'student_id_allowlist',
      targetId: studentId,
    });
  });
}

/**
 * The text of the multipart field `file`: at most 1 MB, and really text (valid UTF-8 without
 * NUL bytes), whatever type the browser claims (Windows calls a CSV application/vnd.ms-excel).
 */
export async function readTextFile(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart())
    throw badRequest(STUDENT_ID_MESSAGES.fileMissing, { file: STUDENT_ID_MESSAGES.fileMissing });
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: STUDENT_IDS_FILE_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file')
      throw badRequest(STUDENT_ID_MESSAGES.fileMissing, { file: STUDENT_ID_MESSAGES.fileMissing });
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', STUDENT_ID_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(STUDENT_ID_MESSAGES.fileMissing, { file: STUDENT_ID_MESSAGES.fileMissing });
    throw error;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', STUDENT_ID_MESSAGES.notText);
  }
  if (text.includes('\u0000'))
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', STUDENT_ID_MESSAGES.notText);
  return text;
}
