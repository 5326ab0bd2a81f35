import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '../auth-context.ts';

/**
 * Admin-only screens: anyone else goes home (SPEC section 2). This only hides screens;
 * the server checks the role on every admin call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAdmin, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner label="Checking your session" />;
  if (!isAdmin) return <Navigate to={paths.home} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
