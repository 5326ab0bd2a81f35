/**
 * Runs `task` after `firstAfterMs`, then every `everyMs`, never twice at once (a tick while a run
 * is under way is skipped); the timers never keep the process alive. The returned stop clears
 * them and waits for a run under way. `task` handles its own errors.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(run, firstAfterMs);
  const interval = setInterval(run, everyMs);
  first.unref();
  interval.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
