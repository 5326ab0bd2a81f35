import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { IconLine } from '@/components/ui/icon-line.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/**
 * For the home screen: tells a student signed in through a third party, who has no student ID
 * yet, to finish the profile. Renders nothing for everyone else.
 */
export function CompleteProfileBanner({ className }: { className?: string }) {
  const { user } = useAuth();
  const t = useT();
  if (user?.role !== 'student' || user.profileComplete) return null;

  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <IconLine icon={IdCard} className="flex items-start gap-2 text-sm text-amber-900">
        <span>
          <span className="font-semibold">{t('profile.completeTitle')}:</span> {t('profile.bannerText')}
        </span>
      </IconLine>
      <Link to={paths.myProfile} className={buttonStyles({ size: 'sm', className: 'shrink-0' })}>
        {t('profile.completeTitle')}
      </Link>
    </div>
  );
}
