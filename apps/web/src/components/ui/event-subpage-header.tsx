import type { ReactNode } from 'react';
import { BackLink } from './detail-header.tsx';
import { PageHeader } from './page-header.tsx';

type EventSubpageHeaderProps = {
  /** The way back to the event's page ("Back to the event"). */
  back: { to: string; label: string };
  /** The screen's one <h1>, which also names the browser tab. */
  title: string;
  description?: ReactNode;
};

/**
 * The top of a screen under an event's page (its check-in, its waiting list): the way back to the
 * event, then the page header. A fragment, so the screen's own spacing sets the gap between them.
 */
export function EventSubpageHeader({ back, title, description }: EventSubpageHeaderProps) {
  return (
    <>
      <BackLink {...back} className="hover:underline" />
      <PageHeader title={title} description={description} />
    </>
  );
}
