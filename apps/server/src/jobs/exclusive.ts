import type { FastifyInstance } from 'fastify';

/**
 * The advisory lock of each background job (any fixed numbers; 4_371_001 is the migrations').
 * Every instance runs every job's timer; a run first takes its job's lock, and a run that finds
 * it taken is skipped, so each due item is handled by one instance at a time. The lock dies with
 * its holder's connection: if that instance dies mid-run, the next timer anywhere picks the work up.
 */
export const JOB_LOCKS = {
  reconcile: 4_371_002,
  uploadSweep: 4_371_003,
  housekeeping: 4_371_004,
} as const;

export type JobName = keyof typeof JOB_LOCKS;

/** Runs `run` as the one instance doing `job` now; answers undefined when another is doing it. */
export async function runExclusively<T>(
  app: FastifyInstance,
  job: JobName,
  run: () => Promise<T>,
): Promise<T | undefined> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const outcome = await app.database.exclusively(JOB_LOCKS[job], run);
    app.metrics?.jobRun(job, outcome.ran ? 'ok' : 'skipped', seconds());
    if (!outcome.ran) app.log.debug({ job }, 'another instance is running this job; skipped');
    return outcome.ran ? outcome.value : undefined;
  } catch (error) {
    app.metrics?.jobRun(job, 'failed', seconds());
    throw error;
  }
}
