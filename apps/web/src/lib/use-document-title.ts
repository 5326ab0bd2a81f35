import { APP_ACRONYM } from '@dpms/shared/constants';
import { useEffect } from 'react';

/** Names the browser tab after the screen: "My Payments · DPMS". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${APP_ACRONYM}`;
  }, [title]);
}
