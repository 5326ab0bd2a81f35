import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle.tsx';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';

/** Four fixed photos of recent events (SPEC section 3), served with the web app. */
const SNAPSHOTS: Array<{ src: string; caption: MessageId }> = [
  { src: '/images/snapshot-1.webp', caption: 'home.snapshot1' },
  { src: '/images/snapshot-2.webp', caption: 'home.snapshot2' },
  { src: '/images/snapshot-3.webp', caption: 'home.snapshot3' },
  { src: '/images/snapshot-4.webp', caption: 'home.snapshot4' },
] as const;

/**
 * Snapshots from Our Recent Events (SPEC section 9): autoplay every 2 s in a loop, 10 px apart,
 * one slide per view, with a pause button. Autoplay is off for people who ask for reduced motion.
 */
export function SnapshotSlider() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const t = useT();

  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      autoplay={reduceMotion ? false : { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop
      spaceBetween={10}
      slidesPerView={1}
      pagination={{ clickable: true }}
      className="overflow-hidden rounded-xl [--swiper-pagination-bullet-inactive-color:white] [--swiper-pagination-bullet-inactive-opacity:0.7] [--swiper-theme-color:white]"
      aria-label={t('home.snapshots')}
    >
      {SNAPSHOTS.map(({ src, caption }) => (
        <SwiperSlide key={src}>
          <figure className="relative">
            <img
              src={src}
              alt=""
              width={1200}
              height={800}
              decoding="async"
              className="aspect-[3/2] w-full rounded-xl bg-slate-200 object-cover"
            />
            <figcaption className="absolute inset-x-0 bottom-0 rounded-b-xl bg-gradient-to-t from-slate-950/75 to-transparent px-4 pt-10 pb-8 text-sm font-medium text-white">
              {t(caption)}
            </figcaption>
          </figure>
        </SwiperSlide>
      ))}
      {!reduceMotion && <AutoplayToggle className="top-3 right-3" />}
    </Swiper>
  );
}
