import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button.tsx';

/** A list's "Add …" button beside its title (an admin's Add Event, Add Club): a link to the add form. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonStyles()}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
