import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '../auth-context.ts';

/** Login-required screens: a visitor goes to /login, which sends them back to `state.from` after. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const t = useT();

  if (loading) return <PageSpinner label={t('auth.checkingSession')} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
