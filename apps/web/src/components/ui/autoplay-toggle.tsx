import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSwiper } from 'swiper/react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * Pause and play for a slider that moves by itself (WCAG 2.2.2 Pause, Stop, Hide). While it plays,
 * the slides are not announced as they change; paused, a screen reader hears each new slide.
 * Rendered inside the <Swiper> (after its slides), and only where autoplay is on: under
 * prefers-reduced-motion the sliders stand still.
 */
export function AutoplayToggle({ className }: { className?: string }) {
  const swiper = useSwiper();
  const [playing, setPlaying] = useState(true);
  const t = useT();

  useEffect(() => {
    if (!swiper) return;
    const sync = () => {
      const running = swiper.autoplay.running;
      setPlaying(running);
      swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
    };
    sync();
    swiper.on('autoplayStart', sync);
    swiper.on('autoplayStop', sync);
    return () => {
      swiper.off('autoplayStart', sync);
      swiper.off('autoplayStop', sync);
    };
  }, [swiper]);

  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      onClick={() => (playing ? swiper.autoplay.stop() : swiper.autoplay.start())}
      aria-label={playing ? t('slider.pause') : t('slider.play')}
      className={cn(
        'absolute z-10 grid size-9 place-items-center rounded-full bg-slate-900/70 text-white shadow-sm hover:bg-slate-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
