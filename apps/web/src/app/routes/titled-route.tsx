import type { ReactNode } from 'react';
import { type Params, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

type TitledScreen = {
  /** The screen's <h1>, which also names the browser tab. */
  title: MessageId;
  /** The line under the title. */
  description: MessageId;
  /** A form's screen keeps to a narrower, centred column. */
  narrow?: boolean;
  /** What shows under the header, given the address's parameters (an event's `id`). */
  render: (params: Readonly<Params>) => ReactNode;
};

/**
 * The route module of a screen that is a header (title and description) over one feature
 * component: the admin's tables, My Payments, the checkouts and the add forms.
 */
export function titledRoute({ title, description, narrow = false, render }: TitledScreen) {
  function Component() {
    const params = useParams();
    const t = useT();
    const screen = (
      <>
        <PageHeader title={t(title)} description={t(description)} />
        {render(params)}
      </>
    );
    return narrow ? <div className="mx-auto max-w-4xl">{screen}</div> : screen;
  }
  return Component;
}
