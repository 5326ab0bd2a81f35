import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '../auth-context.ts';

/**
 * Admin-only screens: anyone else goes home (SPEC section 2); an admin without two-factor
 * sign-in sets it up first. This only hides screens; the server checks both on every admin call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAdmin, loading, user } = useAuth();
  const location = useLocation();
  const t = useT();

  if (loading) return <PageSpinner label={t('auth.checkingSession')} />;
  if (!isAdmin) return <Navigate to={paths.home} replace state={{ from: location }} />;
  // A new admin (a teacher just promoted) sets up two-factor sign-in first, then comes back.
  if (user?.twoFactorEnabled === false)
    return <Navigate to={paths.twoFactorSetup} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
