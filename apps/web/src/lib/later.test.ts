import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, afterNextPaint, afterPageLoad } from './later.ts';

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

  describe('afterFirstScreen', () => {
    /** A PerformanceObserver that reports largest paints, with a way to deliver one. */
    function fakeLargestPaint() {
      const observers: ((entries: { url: string }[]) => void)[] = [];
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries(): { url: string }[] }) => void) {}
        observe() {
          observers.push((entries) => this.callback({ getEntries: () => entries }));
        }
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver);
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        callback(performance.now());
        return 1;
      });
      return (entries: { url: string }[]) => {
        for (const deliver of observers) deliver(entries);
      };
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('is the load event where the browser reports no largest paint', async () => {
      await expect(afterFirstScreen()).resolves.toBeUndefined();
    });

    it('waits for an image to be the largest paint, not a text', async () => {
      const paint = fakeLargestPaint();
      let drawn = false;
      const waiting = afterFirstScreen(10_000).then(() => {
        drawn = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      paint([{ url: '' }]); // the heading
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(drawn).toBe(false);
      paint([{ url: 'http://localhost/uploads/a-960.avif' }]);
      await waiting;
      expect(drawn).toBe(true);
    });

    it('gives up waiting for an image after the timeout', async () => {
      fakeLargestPaint();
      vi.useFakeTimers();
      let drawn = false;
      const waiting = afterFirstScreen(2000).then(() => {
        drawn = true;
      });
      await vi.advanceTimersByTimeAsync(1900);
      expect(drawn).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await waiting;
      expect(drawn).toBe(true);
    });
  });
});
