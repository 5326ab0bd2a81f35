import type { Announcement } from '@dpms/shared/schemas';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { excerpt } from '../excerpt.ts';

/**
 * An announcement in the home slider (SPEC section 2): the title in uppercase, the image and the
 * first 25 words with a read-more hint; the whole card opens the announcement.
 */
export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const t = useT();
  return (
    <Link
      to={paths.announcement(announcement.id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card transition-shadow hover:shadow-md sm:flex-row"
    >
      <UploadedImage
        url={announcement.imageUrl}
        alt=""
        sizes="(min-width: 1024px) 240px, (min-width: 640px) 40vw, 100vw"
        className="aspect-[16/9] w-full shrink-0 sm:aspect-auto sm:w-2/5"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-ink-muted">{formatDate(announcement.createdAt)}</p>
        <h3 className="mt-1 text-sm font-bold tracking-wide text-ink uppercase">{announcement.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{excerpt(announcement.description)}</p>
        <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:text-brand-800">
          {t('home.readMore')}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </div>
    </Link>
  );
}
