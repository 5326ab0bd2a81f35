import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';

export const DEAD_LINK_MESSAGE = 'This link has expired or was already used. Please ask for a new one.';

/** What a reset link that no longer works shows, with the way to a fresh one. */
export function DeadResetLink() {
  return (
    <div className="text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-danger-50 text-danger-600">
        <Link2Off aria-hidden="true" className="size-6" />
      </span>
      <p role="alert" className="mt-4 text-base font-semibold text-ink">
        {DEAD_LINK_MESSAGE}
      </p>
      <Link to={paths.forgetPassword} className={buttonStyles({ className: 'mt-6' })}>
        Ask for a new link
      </Link>
    </div>
  );
}
