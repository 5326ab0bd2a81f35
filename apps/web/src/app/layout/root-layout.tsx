import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LiveAnnouncer } from '@/components/ui/live-announcer.tsx';
import { AdminIdleSignOut } from '@/features/auth/components/admin-idle-sign-out.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { usePanelFocus } from '@/lib/use-panel-focus.ts';
import AppNotices from './app-notices.tsx';
import { Sidebar } from './sidebar.tsx';

const SIDEBAR_ID = 'sidebar';

/** Every screen: the fixed sidebar on the left (off-canvas below lg) and the routed page beside it. */
export function RootLayout() {
  const t = useT();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Open "at" a location, so any navigation closes the sidebar without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const hide = useCallback(() => setOpenAt(null), []);
  const { toggleRef: menuButtonRef, closeRef: closeButtonRef, close } = usePanelFocus(open, hide);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-white/95 px-4 backdrop-blur lg:hidden">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpenAt(location.key)}
          className="-ml-2 rounded-lg p-2 text-ink hover:bg-slate-100"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <span className="text-lg font-extrabold tracking-widest text-brand-800">DPMS</span>
      </header>

      {open && (
        // A pointer convenience only: keyboard users close with Escape or the Close menu button.
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={close}
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
        />
      )}

      <Sidebar
        id={SIDEBAR_ID}
        open={open}
        inert={!open && !isDesktop}
        onClose={close}
        closeButtonRef={closeButtonRef}
      />

      <main id="main" tabIndex={-1} className="lg:pl-60 focus:outline-none">
        <AppNotices />
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </div>
        <AdminIdleSignOut />
      </main>
      <LiveAnnouncer />
    </div>
  );
}
