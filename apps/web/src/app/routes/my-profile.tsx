import { PageHeader } from '@/components/ui/page-header.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { CompleteProfileCard } from '@/features/profile/components/complete-profile-card.tsx';
import { ProfileDetails } from '@/features/profile/components/profile-details.tsx';
import { ProfilePhotoCard } from '@/features/profile/components/profile-photo-card.tsx';
import { SessionsCard } from '@/features/profile/components/sessions-card.tsx';
import { ReminderSettingsCard } from '@/features/reminders/components/reminder-settings-card.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function MyProfileRoute() {
  const { user } = useAuth();
  const t = useT();

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {user ? (
        <div className="space-y-6">
          {user.role === 'student' && !user.profileComplete && <CompleteProfileCard />}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
            <ProfilePhotoCard user={user} />
            <ProfileDetails user={user} />
          </div>
          {user.role === 'student' && <ReminderSettingsCard />}
          <SessionsCard />
        </div>
      ) : (
        // SPEC section 4: without the user's record the profile stays on its spinner.
        <PageSpinner label={t('profile.loading')} />
      )}
    </>
  );
}

export { MyProfileRoute as Component };
