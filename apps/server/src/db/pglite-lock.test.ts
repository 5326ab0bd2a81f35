import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'dpms-lock-')), 'db');

describe('the embedded database is opened by one process at a time', () => {
  it('refuses a second opening with a message that says what to do, and allows it once closed', async () => {
    const dir = freshDir();
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir, migrate: false })).rejects.toThrow(
        `The embedded database in ${dir} is open in another DPMS process (pid ${process.pid}). Stop that process first, or run DPMS on PostgreSQL (DATABASE_URL) to share one database. If no DPMS process is running, delete ${dir}.lock.`,
      );
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir, migrate: false });
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('takes over a lock left under its own pid by an earlier run (a restarted container)', async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, String(process.pid));
    const database = await openDatabase({ pgliteDir: dir });
    expect(await database.ping()).toBe(true);
    await database.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    // A pid that certainly ended: a child that has already exited.
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(`${dir}.lock`, String(gone));
    const database = await openDatabase({ pgliteDir: dir });
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
