import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lockEmbeddedDatabase } from './pglite-lock.ts';

/**
 * Backups of either database, for `npm run admin -- backup FILE` and `restore FILE --yes`:
 * - PostgreSQL: pg_dump's custom format, restored with pg_restore in one transaction (the
 *   client tools must be as new as the server: `apt-get install postgresql-client`);
 * - PGlite: its own data-directory dump (a gzipped tar), restored into a fresh directory that
 *   then replaces the old one. Both refuse while a server holds the embedded database.
 */
export type BackupTarget = { databaseUrl: string } | { pgliteDir: string };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new Error(`${command} could not be started (${error.message}); install the PostgreSQL client tools`),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/**
 * On PostgreSQL pg_dump reads one consistent snapshot of the whole database, however busy it is.
 * `snapshot` (from `pg_export_snapshot()` in a transaction kept open until this resolves) makes
 * it that transaction's: what the dump holds can then be counted in the same view (the backup
 * drill, cluster/backup-drill.ts).
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: { snapshot?: string } = {},
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if ('databaseUrl' in target) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      ...(options.snapshot ? [`--snapshot=${options.snapshot}`] : []),
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    return;
  }
  if (!existsSync(target.pgliteDir)) throw new Error(`there is no embedded database at ${target.pgliteDir}`);
  const release = lockEmbeddedDatabase(target.pgliteDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(target.pgliteDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`there is no backup file at ${file}`);
  if ('databaseUrl' in target) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  const dir = target.pgliteDir;
  await mkdir(path.dirname(dir), { recursive: true });
  // Held for the whole swap: no server may open the database meanwhile.
  const release = lockEmbeddedDatabase(dir);
  const incoming = `${dir}.restoring`;
  const previous = `${dir}.before-restore`;
  try {
    await rm(incoming, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(incoming, { loadDataDir: new Blob([await readFile(file)]) });
    await client.query('select 1');
    await client.close();
    await rm(previous, { recursive: true, force: true });
    if (existsSync(dir)) await rename(dir, previous);
    await rename(incoming, dir);
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(incoming, { recursive: true, force: true });
    release();
  }
}
