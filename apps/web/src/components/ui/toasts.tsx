import { TOAST_DURATION_MS } from '@dpms/shared/constants';
import { useEffect, useSyncExternalStore } from 'react';
import { whenFirstScreenDrawn } from '@/lib/first-screen-drawn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { loadedToaster, loadSonner, subscribeToToasts } from '@/lib/toast.ts';

/** On the server (entry-server.tsx) and in the browser's first render: no toaster yet. */
const noToaster = () => null;

/**
 * Where toasts appear (top right). Sonner's code is asked for once the first screen is drawn
 * (lib/first-screen-drawn.ts), or by the first toast if that comes sooner (lib/toast.ts);
 * nothing shows until it is here.
 */
export function Toasts() {
  const Toaster = useSyncExternalStore(subscribeToToasts, loadedToaster, noToaster);
  const t = useT();
  useEffect(() => {
    void whenFirstScreenDrawn().then(loadSonner);
  }, []);
  if (!Toaster) return null;
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      theme="light"
      richColors
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
