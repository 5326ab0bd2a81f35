import { SUCCESS_DIALOG_MS } from '@dpms/shared/constants';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { type ConfirmOptions, type DialogApi, DialogContext } from './dialog-context.ts';
import { IconBadge } from './icon-badge.tsx';
import { MessageDialog } from './message-dialog.tsx';

type OpenDialog = { id: number } & (
  | ({ kind: 'confirm'; resolve: (confirmed: boolean) => void } & ConfirmOptions)
  | { kind: 'success'; title: string; text?: string; resolve: () => void }
);

/** Holds the one dialog on screen and answers useDialog(). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const currentRef = useRef<OpenDialog | null>(null);
  const nextId = useRef(0);

  // Settles the dialog on screen and shows the next one (or none). A dialog replaced by a newer
  // one answers "no", so its caller never waits forever.
  const replace = useCallback((next: OpenDialog | null, confirmed = false) => {
    const previous = currentRef.current;
    if (previous?.kind === 'confirm') previous.resolve(confirmed);
    if (previous?.kind === 'success') previous.resolve();
    currentRef.current = next;
    setCurrent(next);
  }, []);
  const answer = useCallback((confirmed: boolean) => replace(null, confirmed), [replace]);
  const dismiss = useCallback(() => replace(null), [replace]);

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) =>
        new Promise((resolve) => replace({ id: ++nextId.current, kind: 'confirm', ...options, resolve })),
      success: (title, text) =>
        new Promise((resolve) => replace({ id: ++nextId.current, kind: 'success', title, text, resolve })),
    }),
    [replace],
  );

  return (
    <DialogContext value={api}>
      {children}
      {current?.kind === 'confirm' && <ConfirmDialog key={current.id} options={current} onAnswer={answer} />}
      {current?.kind === 'success' && (
        <SuccessDialog key={current.id} title={current.title} text={current.text} onClose={dismiss} />
      )}
    </DialogContext>
  );
}

function ConfirmDialog({
  options,
  onAnswer,
}: {
  options: ConfirmOptions;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const t = useT();
  const { title, text, confirmLabel, cancelLabel = t('ui.cancel'), tone = 'primary' } = options;

  return (
    <Dialog open onClose={() => onAnswer(false)} labelledBy={titleId} describedBy={textId}>
      <div className="p-6 text-center">
        <IconBadge icon={TriangleAlert} tone={tone === 'danger' ? 'danger' : 'brand'} centered />
        <h2 id={titleId} className="mt-4 text-lg font-semibold">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-ink-muted">
          {text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function SuccessDialog({ title, text, onClose }: { title: string; text?: string; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return <MessageDialog open icon={CircleCheck} tone="brand" title={title} text={text} onClose={onClose} />;
}
