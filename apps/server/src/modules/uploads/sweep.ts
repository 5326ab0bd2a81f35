import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runExclusively } from '../../jobs/exclusive.ts';
import { deleteStoredImage, listStoredImages, storedImageUrls } from '../../storage/images.ts';
import { imageInUse } from './queries.ts';

/** How long an upload nobody refers to is kept: long enough for any form still being filled in. */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 60 * 60_000;

export interface SweepOptions {
  /** Images younger than this are kept even when no row shows them (a form not saved yet). */
  graceMs?: number;
  now?: Date;
  /** Stops between images once aborted (the server is closing). */
  signal?: AbortSignal;
}

export interface SweepReport {
  /** Images old enough to be asked about. */
  checked: number;
  deleted: number;
  errors: number;
}

/**
 * Deletes uploaded images that no row shows and that are older than the grace period: the
 * ones chosen in a form that was never saved. Whether a row shows one is the same check the
 * releaser makes (`imageInUse`), so a shared image, or one kept by an archived record, stays.
 * Deleting is idempotent, so several instances may sweep at once.
 */
export async function sweepAbandonedUploads(
  app: FastifyInstance,
  options: SweepOptions = {},
): Promise<SweepReport> {
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const now = options.now ?? new Date();
  const storedBefore = now.getTime() - (options.graceMs ?? ABANDONED_UPLOAD_GRACE_MS);
  const report: SweepReport = { checked: 0, deleted: 0, errors: 0 };
  for (const image of await listStoredImages(uploadsDir)) {
    if (options.signal?.aborted) break;
    if (image.storedAt.getTime() >= storedBefore) continue;
    report.checked += 1;
    try {
      if (await imageInUse(app.database.db, storedImageUrls(image.name))) continue;
      await deleteStoredImage(uploadsDir, image.name);
      report.deleted += 1;
    } catch (error) {
      // One image's trouble is logged and counted; the others are still swept.
      report.errors += 1;
      app.log.warn({ err: error, image: image.name }, 'could not sweep an abandoned upload');
    }
  }
  if (report.deleted > 0 || report.errors > 0) app.log.info(report, 'abandoned uploads swept');
  return report;
}

export interface SweeperTiming {
  /** The first sweep, this long after start-up (not during it: start-up has enough to do). */
  firstAfterMs?: number;
  everyMs?: number;
}

/**
 * Sweeps abandoned uploads in this process now and then, as the one instance sweeping at the
 * time (jobs/exclusive.ts). The timers never keep the process alive; the returned stop clears them and waits for a sweep under way to stop at its next image.
 */
export function startUploadSweeper(
  app: FastifyInstance,
  { firstAfterMs = 5 * 60_000, everyMs = 6 * 60 * 60_000 }: SweeperTiming = {},
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<unknown> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const sweep = () => {
    if (running) return;
    running = runExclusively(app, 'uploadSweep', () =>
      sweepAbandonedUploads(app, { signal: stopping.signal }),
    )
      .catch((error) => app.log.error({ err: error }, 'sweeping abandoned uploads failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(() => {
    sweep();
    interval = setInterval(sweep, everyMs);
    interval.unref();
  }, firstAfterMs);
  first.unref();
  return async () => {
    stopping.abort();
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
