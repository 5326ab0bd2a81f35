import { createContext, use } from 'react';

export type ConfirmOptions = {
  /** "Are you sure?" */
  title: string;
  /** "You won't be able to revert this!" */
  text: string;
  /** "Yes, delete it!" */
  confirmLabel: string;
  cancelLabel?: string;
  /** danger paints the confirm button red, for deletions. */
  tone?: 'primary' | 'danger';
};

export type DialogApi = {
  /** Asks a yes/no question; resolves true on confirm, false on cancel, Escape or a backdrop click. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Shows a success message that closes itself after 1.5 s (SPEC section 9); resolves when closed. */
  success: (title: string, text?: string) => Promise<void>;
};

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
