import { ImageIcon } from 'lucide-react';
import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';

type ImagePickerProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  /** The image already saved (edit forms), shown until another one is chosen. */
  currentUrl?: string;
  /** react-hook-form's ref, so a failed submit can focus the input. */
  ref?: Ref<HTMLInputElement>;
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** A local address for the chosen file's preview; none where the platform cannot make one. */
function objectUrl(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

/** A file input for one image with a preview of the chosen (or current) image. */
export function ImagePicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  currentUrl,
  ref,
}: ImagePickerProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // A preview of the chosen file, released when another is chosen or the form goes away.
  useEffect(() => {
    const url = value ? objectUrl(value) : null;
    setPreviewUrl(url);
    if (url) return () => URL.revokeObjectURL(url);
  }, [value]);

  // The browser keeps the old file name in the input after a form reset; clear it too.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);

  const shown = previewUrl ?? currentUrl;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cn(
          'flex flex-col gap-4 rounded-lg border border-dashed bg-slate-50 p-3 sm:flex-row sm:items-center',
          error ? 'border-danger-600' : 'border-slate-300',
        )}
      >
        <div
          className={cn(
            'grid w-full shrink-0 place-items-center overflow-hidden rounded-md bg-white ring-1 ring-line sm:aspect-[16/10] sm:w-44',
            shown ? 'aspect-[16/10]' : 'h-20 sm:h-auto',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? t('upload.preview') : t('upload.current')}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-slate-300" />
          )}
        </div>
        <div className="min-w-0 space-y-1.5">
          <input
            ref={setRefs}
            id={id}
            name={name}
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className={cn(
              'block w-full text-sm text-ink-muted',
              'file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-white',
              'file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink file:shadow-sm hover:file:bg-slate-50',
            )}
          />
          <p id={hintId} className="text-xs text-ink-muted">
            {currentUrl && !value ? `${t('upload.replace')} ` : ''}
            {t('upload.hint')}
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
