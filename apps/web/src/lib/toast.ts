import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();

/**
 * Sonner, kept out of every screen's first load (apps/web/js-budget.json): <Toasts /> asks for it
 * once the page has rendered, and the first toast asks for it if that has not happened yet. The
 * Toaster, mounted once it is here, shows the toasts made before it subscribed.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return sonner;
}

const show =
  (kind: 'success' | 'error') =>
  (message: string, options?: ExternalToast): void => {
    if (loaded) loaded.toast[kind](message, options);
    else void loadSonner().then((module) => module.toast[kind](message, options));
  };

/** The app's toasts: sonner's `toast.success` and `toast.error`, shown once sonner is here. */
export const toast = { success: show('success'), error: show('error') };

/** For <Toasts />: told once sonner has loaded. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sonner's Toaster once the first toast has loaded it, else undefined. */
export const loadedToaster = () => loaded?.Toaster;
