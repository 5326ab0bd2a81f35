import { useT } from '@/lib/i18n/i18n.ts';
import { Button, type ButtonSize } from './button.tsx';

type FormActionsProps = {
  submitting: boolean;
  /** "Add Club", "Save changes" ... */
  submitLabel: string;
  /** Shown while submitting: "Adding Club...", "Saving..." ... */
  busyLabel: string;
  /** Offers Cancel beside the submit button. */
  onCancel?: () => void;
  size?: ButtonSize;
};

/** A form's closing row: Cancel (when it can be cancelled) and the submit button. */
export function FormActions({ submitting, submitLabel, busyLabel, onCancel, size }: FormActionsProps) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="secondary" size={size} onClick={onCancel} disabled={submitting}>
          {t('ui.cancel')}
        </Button>
      )}
      <Button type="submit" size={size} loading={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
