import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

/**
 * UploadedImage as a page that is still loading sees it (first-screen-drawn.ts reads the page's
 * state once, when it loads): a browser that reports the largest paint, the first screen not yet
 * drawn until `draw()`.
 */
async function whileTheFirstScreenLoads() {
  vi.resetModules();
  let draw: () => void = () => {};
  vi.doMock('@/lib/later.ts', () => ({
    reportsLargestPaint: () => true,
    afterFirstScreen: () =>
      new Promise<void>((resolve) => {
        draw = resolve;
      }),
  }));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const { UploadedImage } = await import('./uploaded-image.tsx');
  return { UploadedImage, draw: () => draw() };
}

afterEach(() => {
  vi.doUnmock('@/lib/later.ts');
  vi.restoreAllMocks();
});

describe('UploadedImage', () => {
  it('fetches only the priority image until the first screen is drawn, then the others in the same box', async () => {
    const { UploadedImage, draw } = await whileTheFirstScreenLoads();
    const { container } = render(
      <>
        <UploadedImage url={IMAGE} alt="Sajek Valley" sizes="100vw" priority className="aspect-[16/9]" />
        <UploadedImage url={IMAGE} alt="Cox's Bazar" sizes="100vw" className="aspect-[16/9]" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Sajek Valley' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: "Cox's Bazar" })).toBeNull();
    // The other image's place is held at its size: nothing moves when it comes.
    expect(container.querySelector('span[aria-hidden="true"].aspect-\\[16\\/9\\]')).not.toBeNull();

    await act(async () => draw());

    const later = await screen.findByRole('img', { name: "Cox's Bazar" });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('srcset', expect.stringContaining('-640.webp 640w'));
    expect(container.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('draws every image at once once the page has loaded (a later screen)', async () => {
    vi.resetModules();
    const { UploadedImage } = await import('./uploaded-image.tsx');
    render(<UploadedImage url={IMAGE} alt="Cox's Bazar" sizes="100vw" />);
    expect(screen.getByRole('img', { name: "Cox's Bazar" })).toHaveAttribute('loading', 'lazy');
  });
});
