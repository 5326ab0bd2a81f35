import { PageHeader } from '@/components/ui/page-header.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { CompleteProfileCard } from '@/features/profile/components/complete-profile-card.tsx';
import { ProfileDetails } from '@/features/profile/components/profile-details.tsx';
import { ProfilePhotoCard } from '@/features/profile/components/profile-photo-card.tsx';
import { SessionsCard } from '@/features/profile/components/sessions-card.tsx';

function MyProfileRoute() {
  const { user } = useAuth();

  return (
    <>
      <PageHeader
        title="My Profile"
        description="Your photo and contact details as the department sees them."
      />
      {user ? (
        <div className="space-y-6">
          {user.role === 'student' && !user.profileComplete && <CompleteProfileCard />}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[19rem_minmax(0,1fr)]">
            <ProfilePhotoCard user={user} />
            <ProfileDetails user={user} />
          </div>
          <SessionsCard />
        </div>
      ) : (
        // SPEC section 4: without the user's record the profile stays on its spinner.
        <PageSpinner label="Loading your profile" />
      )}
    </>
  );
}

export { MyProfileRoute as Component };
