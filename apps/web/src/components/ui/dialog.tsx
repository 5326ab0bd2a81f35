import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn.ts';

type DialogProps = {
  open: boolean;
  /** Called on Escape, a click on the backdrop, or a button that dismisses. */
  onClose: () => void;
  /** The id of the dialog's heading, which names it for screen readers. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, shows a backdrop
 * and returns focus on close, so no dialog library is needed (docs/decisions/0003-web-ui-libraries.md).
 * A dialog unmounted while open is closed first: a <dialog> merely removed from the page would
 * leave focus on <body> instead of returning it to the button that opened it.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A layout effect's cleanup runs before React removes the element, while close() can still
  // hand focus back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    // A click on the backdrop lands on the <dialog> itself; keyboard users have Escape (onCancel).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out, handled by onCancel.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React state close the dialog, so it and the browser never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-white p-0 text-ink shadow-xl',
        className,
      )}
    >
      {open && children}
    </dialog>
  );
}
