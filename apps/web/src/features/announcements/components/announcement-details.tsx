import { ArrowLeft, CalendarDays, Megaphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DetailAdminActions } from '@/components/ui/admin-actions.tsx';
import { Card } from '@/components/ui/card.tsx';
import { NotFoundState } from '@/components/ui/not-found-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useAnnouncement } from '../api/get-announcement.ts';
import { useRemoveAnnouncement } from '../hooks/use-remove-announcement.ts';

// The edit form (react-hook-form, zod, uploads) is an admin's: a visitor's first load leaves it out.
const AnnouncementForm = lazy(() =>
  import('./announcement-form.tsx').then((m) => ({ default: m.AnnouncementForm })),
);

/** One announcement: image, title and description; admins can edit or delete it here. */
export function AnnouncementDetails({ id }: { id: string }) {
  const t = useT();
  const { data: announcement } = useAnnouncement(id);
  const { isAdmin } = useAuth();
  const [editing, setEditing] = useState(false);
  const { remove, isPending } = useRemoveAnnouncement();

  if (isAdmin && editing) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold">{t('manage.edit')}</h2>
        <Suspense fallback={<Spinner className="flex justify-center py-10" />}>
          <AnnouncementForm
            announcement={announcement}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden">
      <UploadedImage
        url={announcement.imageUrl}
        alt=""
        variant="detail"
        priority
        sizes="(min-width: 1024px) 900px, 100vw"
        className="aspect-[2/1] w-full"
      />
      <div className="p-5 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatDate(announcement.createdAt)}
          </p>
          {isAdmin && (
            <DetailAdminActions
              onEdit={() => setEditing(true)}
              removal={{ remove: () => remove(announcement), isPending }}
              afterDelete={paths.home}
            />
          )}
        </div>
        <h2 className="mt-2 text-xl font-bold tracking-tight text-ink sm:text-2xl">{announcement.title}</h2>
        <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
          {announcement.description
            .split(/\n+/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
        </div>
        <Link
          to={paths.home}
          className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('announcements.backHome')}
        </Link>
      </div>
    </Card>
  );
}

/** The friendly state for an announcement id that does not exist (or was removed). */
export function AnnouncementNotFound() {
  return (
    <NotFoundState
      icon={Megaphone}
      title="announcements.notFound"
      description="announcements.notFoundText"
      back={{ to: paths.home, label: 'announcements.backHome' }}
    />
  );
}
