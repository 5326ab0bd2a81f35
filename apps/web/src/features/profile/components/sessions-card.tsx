import type { SessionSummary } from '@dpms/shared';
import { useQuery } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { toast } from '@/lib/toast.ts';
import { sessionsQueryOptions, useSignOutOtherSessions } from '../api/sessions.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A browser's name from its user agent, roughly: enough to recognise one's own devices. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

function SessionRow({ session }: { session: SessionSummary }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          {deviceName(session.userAgent)}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              This device
            </span>
          )}
        </p>
        <p className="text-ink-muted">
          Signed in {WHEN.format(new Date(session.signedInAt))}
          {session.ipAddress ? ` from ${session.ipAddress}` : ''}
        </p>
      </div>
    </li>
  );
}

/** Where this account is signed in, and a button to sign out everywhere else. */
export function SessionsCard() {
  const { data, isPending, isError } = useQuery(sessionsQueryOptions);
  const signOutOthers = useSignOutOtherSessions();
  const others = data?.items.filter((s) => !s.current).length ?? 0;

  async function signOutEverywhereElse() {
    try {
      const { signedOut } = await signOutOthers.mutateAsync();
      toast.success(
        signedOut === 1 ? 'Signed out 1 other session.' : `Signed out ${signedOut} other sessions.`,
      );
    } catch (error) {
      toast.error(describeError(error));
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">Where you are signed in</h2>
      {isPending ? (
        <Spinner label="Loading your sessions" />
      ) : isError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          Your sessions could not be loaded. Please try again.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {data.items.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={others === 0}
        loading={signOutOthers.isPending}
        onClick={signOutEverywhereElse}
      >
        Sign out other sessions
      </Button>
    </Card>
  );
}
