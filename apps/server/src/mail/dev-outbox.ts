import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** What the development outbox keeps of each message, beside its raw `.eml`. */
export interface DevMailRecord {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
  date: string;
}

/** Outbox ids are the mail_outbox row ids (uuids); anything else could name a file outside the folder. */
export const DEV_MAIL_ID = /^[a-zA-Z0-9-]+$/;

export function devOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mailbox');
}

/** Writes the `.eml` first, so a listed JSON record always has its raw message beside it. */
export async function writeDevMail(dir: string, record: DevMailRecord, raw: Buffer): Promise<void> {
  if (!DEV_MAIL_ID.test(record.id)) throw new Error(`Invalid development mail id: ${record.id}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${record.id}.eml`), raw);
  await writeFile(path.join(dir, `${record.id}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/** Every message in the outbox, newest first; an empty list when nothing was sent yet. */
export async function listDevMails(dir: string): Promise<DevMailRecord[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const records = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map((name) => readRecord(path.join(dir, name))),
  );
  return records
    .filter((record): record is DevMailRecord => record !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date));
}

export async function readDevMail(dir: string, id: string): Promise<DevMailRecord | undefined> {
  if (!DEV_MAIL_ID.test(id)) return undefined;
  return readRecord(path.join(dir, `${id}.json`));
}

async function readRecord(file: string): Promise<DevMailRecord | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DevMailRecord;
  } catch (error) {
    // A missing file is an unknown id; a half-written one is skipped rather than breaking the list.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
