import { LogIn, LogOut } from 'lucide-react';
import { lazy, type Ref, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { CloseButton } from '@/components/ui/close-button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { LanguageSwitch } from '@/features/language/components/language-switch.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { sidebarLinks } from './sidebar-links.ts';

// An admin's only: its query and schemas load after the sidebar, never for a student or a visitor.
const WaitingBadge = lazy(() => import('./waiting-badge.tsx'));

type SidebarProps = {
  id: string;
  /** Off-canvas state on small screens; on large screens the sidebar is always shown. */
  open: boolean;
  /** Closed and off-canvas: out of the tab order and the accessibility tree. */
  inert: boolean;
  onClose: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
};

const linkStyles =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-white';

export function Sidebar({ id, open, inert, onClose, closeButtonRef }: SidebarProps) {
  const { user, loading, logOut } = useAuth();
  const t = useT();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // RequireAdmin's rule: the server answers an admin's queries only after two-factor set-up.
  const showsWaiting = user?.role === 'admin' && user.twoFactorEnabled !== false;

  async function handleLogOut() {
    setSigningOut(true);
    try {
      await logOut();
      navigate(paths.home);
    } catch (error) {
      // SPEC section 8: a failed log-out is only logged.
      console.error('Log out failed', error);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      inert={inert}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-60 flex-col bg-brand-950 text-brand-50',
        'transition-transform duration-300 ease-out lg:translate-x-0 lg:shadow-none',
        open ? 'translate-x-0 shadow-xl' : '-translate-x-full',
      )}
    >
      <div className="flex items-start justify-between gap-2 border-b border-white/10 px-5 py-5">
        <div className="min-w-0">
          <Link
            to={paths.home}
            title={t('app.name')}
            className="text-2xl font-extrabold tracking-widest text-white focus-visible:outline-white"
          >
            DPMS
          </Link>
          {user && <p className="mt-1 truncate text-sm text-brand-200">{user.name}</p>}
        </div>
        <CloseButton
          ref={closeButtonRef}
          label={t('nav.closeMenu')}
          onClick={onClose}
          className="-mr-2 rounded-lg p-2 text-brand-100 hover:bg-white/10 focus-visible:outline-white lg:hidden"
        />
      </div>

      <ul className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {sidebarLinks(user).map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  linkStyles,
                  isActive
                    ? 'bg-white text-brand-900 shadow-sm'
                    : 'text-brand-100 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t(label)}
              {to === paths.onHold && showsWaiting && (
                <Suspense fallback={null}>
                  <WaitingBadge />
                </Suspense>
              )}
            </NavLink>
          </li>
        ))}
      </ul>

      <div className="border-t border-white/10 p-3">
        {loading ? null : user ? (
          <button
            type="button"
            onClick={handleLogOut}
            disabled={signingOut}
            className={cn(
              linkStyles,
              'w-full text-brand-100 hover:bg-white/10 hover:text-white disabled:opacity-60',
            )}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {t('nav.logOut')}
          </button>
        ) : (
          <Link
            to={paths.login}
            className={cn(linkStyles, 'bg-accent-400 text-brand-950 hover:bg-accent-500')}
          >
            <LogIn aria-hidden="true" className="size-5" />
            {t('nav.login')}
          </Link>
        )}
        <LanguageSwitch signedIn={!!user} tone="dark" className="mt-3 justify-center" />
      </div>
    </nav>
  );
}
