import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { HomeBanner } from '@/features/home/components/home-banner.tsx';
import { StatCards } from '@/features/home/components/stat-cards.tsx';
import { WelcomeCard } from '@/features/home/components/welcome-card.tsx';
import { CompleteProfileBanner } from '@/features/profile/components/complete-profile-banner.tsx';
import { useFirstScreenDrawn, whenFirstScreenDrawn } from '@/lib/first-screen-drawn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

// The sliders bring Swiper along; they load once the first screen is drawn
// (lib/first-screen-drawn.ts).
const SnapshotSlider = lazy(() =>
  whenFirstScreenDrawn().then(() =>
    import('@/features/home/components/snapshot-slider.tsx').then((m) => ({ default: m.SnapshotSlider })),
  ),
);
// The announcement management (dialog, forms, uploads) is only for admins: loaded when one is here.
const ManageAnnouncementsButton = lazy(() =>
  import('@/features/announcements/components/manage-announcements.tsx').then((m) => ({
    default: m.ManageAnnouncementsButton,
  })),
);
// A signed-in student's reminders: visitors and staff never download them.
const HomeNotices = lazy(() =>
  import('@/features/reminders/components/home-notices.tsx').then((m) => ({ default: m.HomeNotices })),
);
const AnnouncementSlider = lazy(() =>
  whenFirstScreenDrawn().then(() =>
    import('@/features/announcements/components/announcement-slider.tsx').then((m) => ({
      default: m.AnnouncementSlider,
    })),
  ),
);

/** Home (SPEC section 1): banner, welcome, counts, event snapshots and recent announcements. */
function HomeRoute() {
  const t = useT();
  useDocumentTitle(t('home.title'));
  const { isAdmin, user } = useAuth();
  // The sliders' code loads once the first screen is drawn; until then (and in the page the server
  // draws, decision 0053) each holds its place.
  const drawn = useFirstScreenDrawn();
  const snapshotsPlace = <div className="aspect-[3/2] w-full rounded-xl bg-slate-100" />;
  const announcementsPlace = <CenteredSpinner className="h-56" label={t('home.loadingAnnouncements')} />;

  return (
    <div className="space-y-8 sm:space-y-10">
      <h1 className="sr-only">{t('home.title')}</h1>
      <section aria-label={t('home.welcome')}>
        <HomeBanner />
        <Card className="relative mx-3 -mt-6 p-5 sm:mx-8 sm:-mt-16 sm:p-7">
          <WelcomeCard />
        </Card>
        <CompleteProfileBanner className="mx-3 mt-4 sm:mx-8" />
        {user?.role === 'student' && (
          <Suspense fallback={null}>
            <HomeNotices className="mx-3 mt-4 sm:mx-8" />
          </Suspense>
        )}
      </section>

      <section aria-label={t('home.atAGlance')}>
        <StatCards />
      </section>

      <section aria-labelledby="snapshots-heading">
        <Card className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <h2 id="snapshots-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
              {t('home.snapshots')}
            </h2>
            <p className="mt-2 text-ink-muted">{t('home.snapshotsText')}</p>
            <Link
              to={paths.tours}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {t('home.seeUpcoming')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {/* min-w-0: a grid column would otherwise grow to fit every slide side by side. */}
          <div className="min-w-0">
            {drawn ? (
              <Suspense fallback={snapshotsPlace}>
                <SnapshotSlider />
              </Suspense>
            ) : (
              snapshotsPlace
            )}
          </div>
        </Card>
      </section>

      <section aria-labelledby="announcements-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="announcements-heading" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {t('home.recentAnnouncements')}
          </h2>
          {isAdmin && (
            <Suspense fallback={null}>
              <ManageAnnouncementsButton />
            </Suspense>
          )}
        </div>
        {drawn ? (
          <Suspense fallback={announcementsPlace}>
            <AnnouncementSlider />
          </Suspense>
        ) : (
          announcementsPlace
        )}
      </section>
    </div>
  );
}

export { HomeRoute as Component };
