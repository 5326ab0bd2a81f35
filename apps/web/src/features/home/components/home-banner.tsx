/** The banner across the top of the home screen: the department building at dusk. */
export function HomeBanner() {
  return (
    <img
      src="/images/banner.webp"
      srcSet="/images/banner-1200.webp 1200w, /images/banner.webp 2400w"
      sizes="(min-width: 1280px) 1100px, 100vw"
      alt=""
      width={2400}
      height={800}
      fetchPriority="high"
      className="aspect-[2/1] w-full rounded-2xl bg-slate-200 object-cover object-center sm:aspect-[3/1]"
    />
  );
}
