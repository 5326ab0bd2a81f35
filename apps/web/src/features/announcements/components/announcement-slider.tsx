import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { AutoplayToggle } from '@/components/ui/autoplay-toggle.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementCard } from './announcement-card.tsx';

/** Two slides side by side from 1024 px (SPEC section 9). */
const SLIDES_PER_VIEW_WIDE = 2;

/**
 * Recent Announcements (SPEC sections 4 and 9): a spinner while loading, then a slider that
 * autoplays every 3 s in a loop, 30 px apart, one slide per view below 1024 px and two above,
 * with clickable bullets and a pause button; it stands still under reduced motion. A failure is
 * only logged; the slider stays empty.
 */
export function AnnouncementSlider() {
  const { data, isPending, isError, error } = useAnnouncements();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const t = useT();

  useEffect(() => {
    if (isError) console.warn('Could not load the announcements', error);
  }, [isError, error]);

  if (isPending) {
    return <CenteredSpinner className="h-56" label={t('home.loadingAnnouncements')} />;
  }

  const items = data?.items ?? [];
  if (items.length === 0) {
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white text-sm text-ink-muted">
        <Megaphone aria-hidden="true" className="size-6 text-slate-400" />
        {t('home.noAnnouncements')}
      </div>
    );
  }

  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      className="announcement-slider !pb-10 [--swiper-pagination-bullet-inactive-color:var(--color-slate-400)] [--swiper-theme-color:var(--color-brand-700)]"
      autoplay={reduceMotion ? false : { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop={items.length > SLIDES_PER_VIEW_WIDE}
      spaceBetween={30}
      slidesPerView={1}
      breakpoints={{ 1024: { slidesPerView: SLIDES_PER_VIEW_WIDE } }}
      pagination={{ clickable: true }}
      a11y={{ containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
      aria-label={t('home.recentAnnouncements')}
    >
      {items.map((announcement) => (
        <SwiperSlide key={announcement.id} className="!h-auto">
          <AnnouncementCard announcement={announcement} />
        </SwiperSlide>
      ))}
      {!reduceMotion && <AutoplayToggle className="right-0 bottom-0" />}
    </Swiper>
  );
}
