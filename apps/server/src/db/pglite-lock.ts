import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Raised when another live process (or this one) already has the embedded database open. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

/** The lock files this process holds. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file beside an embedded (PGlite) data directory. PGlite serves one process:
 * a second one opening the same directory (a second server, or the operator CLI while the
 * server runs) could corrupt it, so it is refused with a message saying what to do. A lock left
 * by a process that no longer runs is taken over. Returns the release function.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      // Our own pid in a lock this process did not take is a leftover (a container restarted
      // under the same pid, say); a lock this process holds is a second opening.
      const ours = holder === process.pid;
      if (Number.isInteger(holder) && (ours ? held.has(lockPath) : alive(holder))) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in another DPMS process (pid ${holder}). ` +
            'Stop that process first, or run DPMS on PostgreSQL (DATABASE_URL) to share one database. ' +
            `If no DPMS process is running, delete ${lockPath}.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DatabaseInUseError(`Could not take the lock on the embedded database in ${dir}.`);
}
