import { HOME_BANNER } from '@dpms/shared/images';

/**
 * The banner across the top of the home screen: the department building at dusk, and on a phone
 * the screen's largest paint, which the page's answer preloads (HOME_BANNER_PRELOAD). AVIF where
 * the browser takes it (17 kB at 1200 px against WebP's 30 kB), WebP otherwise.
 */
export function HomeBanner() {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={HOME_BANNER.avif} sizes={HOME_BANNER.sizes} />
      <img
        src="/images/banner.webp"
        srcSet={HOME_BANNER.webp}
        sizes={HOME_BANNER.sizes}
        alt=""
        width={2400}
        height={800}
        fetchPriority="high"
        className="aspect-[2/1] w-full rounded-2xl bg-slate-200 object-cover object-center sm:aspect-[3/1]"
      />
    </picture>
  );
}
