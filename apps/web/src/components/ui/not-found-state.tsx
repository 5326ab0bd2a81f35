import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { buttonStyles } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a page says about an unknown (or removed) item: the words, its icon and the way out. */
export type NotFoundStateProps = {
  icon: LucideIcon;
  title: MessageId;
  description: MessageId;
  /** The way out: where it goes and what it says. */
  back: { to: string; label: MessageId };
};

/** What an unknown (or removed) item shows inside a page that has its own title. */
export function NotFoundState({
  icon,
  title,
  description,
  back,
  page = false,
}: NotFoundStateProps & { page?: boolean }) {
  const t = useT();
  return (
    <EmptyState
      icon={icon}
      headingLevel={page ? 1 : 2}
      title={t(title)}
      description={t(description)}
      action={
        <Link to={back.to} className={buttonStyles()}>
          {t(back.label)}
        </Link>
      }
    />
  );
}

/** The whole page for an unknown address or item: the state as the page's title, in the tab too. */
export function NotFoundPage(props: NotFoundStateProps) {
  const t = useT();
  useDocumentTitle(t(props.title));
  return (
    <div className="py-10">
      <NotFoundState {...props} page />
    </div>
  );
}
