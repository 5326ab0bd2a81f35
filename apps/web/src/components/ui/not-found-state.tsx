import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { buttonStyles } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a page says about an unknown (or removed) item: the words, its icon and the way out. */
export type NotFoundStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The way out: where it goes and what it says. */
  back: { to: string; label: string };
};

/** What an unknown (or removed) item shows inside a page that has its own title. */
export function NotFoundState({
  icon,
  title,
  description,
  back,
  page = false,
}: NotFoundStateProps & { page?: boolean }) {
  return (
    <EmptyState
      icon={icon}
      headingLevel={page ? 1 : 2}
      title={title}
      description={description}
      action={
        <Link to={back.to} className={buttonStyles()}>
          {back.label}
        </Link>
      }
    />
  );
}

/** The whole page for an unknown address or item: the state as the page's title, in the tab too. */
export function NotFoundPage(props: NotFoundStateProps) {
  useDocumentTitle(props.title);
  return (
    <div className="py-10">
      <NotFoundState {...props} page />
    </div>
  );
}
