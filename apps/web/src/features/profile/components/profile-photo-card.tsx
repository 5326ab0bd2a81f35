import { UPLOAD_MAX_BYTES } from '@dpms/shared/constants';
import type { Me } from '@dpms/shared/schemas';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RoleBadge } from '@/features/auth/components/role-badge.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { t, useT } from '@/lib/i18n/i18n.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Checked here for a quick answer; the server sniffs and re-encodes the file anyway. */
function photoProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return t('profile.photoWrongType');
  if (file.size > UPLOAD_MAX_BYTES) return t('profile.photoTooLarge');
  return null;
}

/** The profile photo: Upload Photo picks a file and previews it, Save Photo uploads and saves it. */
export function ProfilePhotoCard({ user }: { user: Me }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const dialog = useDialog();
  const upload = useUploadPhoto();
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview is a blob: URL; let the browser free it when it is replaced or the card goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem);
    if (problem) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function save() {
    if (!file) {
      setError(t('profile.photoRequired'));
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch (caught) {
      setError(describeError(caught, t('shared.failedToUploadImage')));
      return;
    }
    setFile(null);
    setPreview(null);
    void dialog.success(t('shared.changesSaved'));
  }

  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <div className="relative">
        <Avatar
          name={user.name}
          src={preview ?? user.image}
          className="size-28 text-3xl ring-4 ring-brand-50 sm:size-36 sm:text-4xl"
        />
        {upload.isPending && (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-white/70">
            <Spinner label={t('profile.uploadingPhoto')} />
          </span>
        )}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-ink">{user.name}</h2>
      <p className="mt-0.5 max-w-full truncate text-sm text-ink-muted">{user.email}</p>
      <RoleBadge role={user.role} className="mt-2" />

      <div className="mt-6 flex w-full flex-col gap-2 whitespace-nowrap sm:flex-row sm:justify-center lg:flex-col">
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={choose}
          disabled={upload.isPending}
        />
        <label
          htmlFor={inputId}
          className={buttonStyles({
            variant: 'secondary',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          })}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {t('profile.uploadPhoto')}
        </label>
        <Button onClick={save} loading={upload.isPending}>
          {upload.isPending ? t('profile.saving') : t('profile.savePhoto')}
        </Button>
      </div>
      {file && !error && (
        <p className="mt-3 max-w-full truncate text-xs text-ink-muted">
          {t('profile.pressSave', { file: file.name })}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-muted">JPEG, PNG, WebP or GIF, up to 5 MB.</p>
    </Card>
  );
}
