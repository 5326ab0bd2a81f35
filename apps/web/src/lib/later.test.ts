import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPageLoad } from './later.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code asked for later', () => {
  it('waits for the next frame, then for the task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let done = false;
    const painted = afterNextPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    frames[0]?.(performance.now());
    await painted;
    expect(done).toBe(true);
  });

  it('waits for the load event while the page is still loading, and not once it has loaded', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let loaded = false;
    const waiting = afterPageLoad().then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(loaded).toBe(true);
    state.mockReturnValue('complete');
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
