import { ArrowLeft } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { DetailAdminActions, type DetailAdminActionsProps } from './admin-actions.tsx';
import { PageHeader } from './page-header.tsx';
import { PageSpinner } from './spinner.tsx';

type DetailHeaderProps = {
  /** The way back to the list, e.g. "Upcoming Events". */
  back: { to: string; label: string };
  /** The screen's one <h1>. */
  title: string;
  /** A line under the title (an event's location). */
  subtitle?: ReactNode;
  /** The admin's Edit and Delete; left out for everyone else. */
  admin?: DetailAdminActionsProps;
  /** The picture under the title. */
  children: ReactNode;
};

/** The way back from a page to the one above it, e.g. "Upcoming Events"; `className` adds the hover. */
export function BackLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-brand-700', className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** The top of an event's or a club's page: the way back, the title, the admin's actions, the picture. */
export function DetailHeader({ back, title, subtitle, admin, children }: DetailHeaderProps) {
  return (
    <header className="space-y-4 lg:col-start-1">
      <BackLink {...back} className="hover:text-brand-800" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {subtitle}
        </div>
        {admin && <DetailAdminActions {...admin} />}
      </div>
      {children}
    </header>
  );
}

/**
 * An event's or a club's page: `DetailHeader` and the main column on the left, `DetailAside` (the
 * price and the way to pay) on the right from the lg width, above the main column below it.
 */
export function DetailLayout({ children }: { children: ReactNode }) {
  return (
    <article className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:space-y-0">
      {children}
    </article>
  );
}

/** The right-hand column of `DetailLayout`, kept in view while the page scrolls. */
export function DetailAside({ children }: { children: ReactNode }) {
  return (
    <aside className="lg:sticky lg:top-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
      {children}
    </aside>
  );
}

/** The main column of `DetailLayout`, under the header. */
export function DetailMain({ children }: { children: ReactNode }) {
  return <div className="space-y-6 lg:col-start-1">{children}</div>;
}

/** An event's or a club's page while an admin edits it (`?edit=1`): its title, then the form. */
export function EditingPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={title} description={description} />
      {/* The edit forms load only when an admin edits (decision 0026). */}
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </div>
  );
}
