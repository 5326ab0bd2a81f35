import type { SessionSummary } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryList } from '@/components/ui/query-list.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime } from '@/lib/format.ts';
import { t, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { sessionsQueryOptions, useSignOutOtherSessions } from '../api/sessions.ts';

/** A browser's name from its user agent, roughly: enough to recognise one's own devices. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return t('sessions.unknownDevice');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('sessions.aBrowser');
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
  return system ? t('sessions.device', { browser, system }) : browser;
}

function SessionRow({ session }: { session: SessionSummary }) {
  const t = useT();
  const when = formatDateTime(session.signedInAt);
  return (
    <li className="flex items-start gap-3 py-3">
      <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          {deviceName(session.userAgent)}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-ink-muted">
          {session.ipAddress
            ? t('sessions.signedInFrom', { when, ip: session.ipAddress })
            : t('sessions.signedIn', { when })}
        </p>
      </div>
    </li>
  );
}

/** Where this account is signed in, and a button to sign out everywhere else. */
export function SessionsCard() {
  const sessions = useQuery(sessionsQueryOptions);
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;
  const t = useT();

  async function signOutEverywhereElse() {
    try {
      const { signedOut } = await signOutOthers.mutateAsync();
      toast.success(t('sessions.signedOut', { count: signedOut }));
    } catch (error) {
      toast.error(describeError(error));
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{t('sessions.title')}</h2>
      <QueryList query={sessions} loadingLabel={t('sessions.loading')} failedText={t('sessions.loadFailed')}>
        {(data) => data.items.map((session) => <SessionRow key={session.id} session={session} />)}
      </QueryList>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={others === 0}
        loading={signOutOthers.isPending}
        onClick={signOutEverywhereElse}
      >
        {t('sessions.signOutOthers')}
      </Button>
    </Card>
  );
}
