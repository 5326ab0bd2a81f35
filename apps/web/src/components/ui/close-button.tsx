import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

type CloseButtonProps = Omit<ComponentProps<'button'>, 'type' | 'aria-label' | 'children'> & {
  /** The button's accessible name, e.g. "Close menu". */
  label: string;
  /** The cross's size; `size-5` unless a smaller panel wants `size-4`. */
  iconClassName?: string;
};

/** The cross that closes a panel or a dialog's content; `className` gives its padding and colours. */
export function CloseButton({ label, iconClassName = 'size-5', ...props }: CloseButtonProps) {
  return (
    <button type="button" aria-label={label} {...props}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
