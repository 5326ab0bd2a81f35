import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Wider for the longer registration form. */
  width?: 'md' | 'lg';
  children: ReactNode;
};

/** The centred white card that holds the sign-in, registration and password screens. */
export function AuthCard({ title, description, width = 'md', children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full py-4 sm:py-10', width === 'lg' ? 'max-w-xl' : 'max-w-md')}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-center text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description && <p className="mt-2 text-center text-sm text-ink-muted">{description}</p>}
        <div className="mt-8">{children}</div>
      </Card>
    </div>
  );
}

export const authLinkStyles =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

type AuthSwitchLinkProps = {
  /** The question before the link ("Already have an account?"). */
  prompt: string;
  to: string;
  link: string;
  /** Alone under its form: a rule above it, like the login form's pair of links. */
  ruled?: boolean;
};

/** The way from one auth screen to another under its form: "New student? Create an account". */
export function AuthSwitchLink({ prompt, to, link, ruled = false }: AuthSwitchLinkProps) {
  return (
    <p className={ruled ? 'border-t border-line pt-5 text-center text-sm text-ink-muted' : undefined}>
      {prompt}{' '}
      <Link to={to} className={authLinkStyles}>
        {link}
      </Link>
    </p>
  );
}

type AuthSubmitButtonProps = {
  busy: boolean;
  label: string;
  /** The words while the form is sent ("Signing in..."); the label when not given. */
  busyLabel?: string;
};

/** An auth form's full-width submit button. */
export function AuthSubmitButton({ busy, label, busyLabel = label }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
