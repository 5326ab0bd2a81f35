import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runPeriodically', () => {
  it('runs first after firstAfterMs, then every everyMs, skipping a tick while a run is under way', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const stop = runPeriodically(
      () => {
        runs++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { firstAfterMs: 100, everyMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // Still running at the first interval tick: no second run.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);

    // Stop waits for the run under way, and nothing runs after it.
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });
});
