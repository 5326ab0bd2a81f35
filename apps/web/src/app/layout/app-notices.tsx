import { RefreshCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useNewestAnswerAt } from '@/lib/answer-age.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useOnline } from '@/lib/online.ts';
import { useWaitingUpdate } from '../update-waiting.ts';

/** What every screen says above itself: that the phone is offline, and that a new version is ready. */
export default function AppNotices() {
  return (
    <>
      <OfflineBanner />
      <UpdateBanner />
    </>
  );
}

/** Offline: what the screen shows is the last copy DPMS had, and from when. */
function OfflineBanner() {
  // Watches the query cache only while offline: online, every answer would wake it for nothing.
  return useOnline() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const t = useT();
  const at = useNewestAnswerAt();
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-start gap-2.5 border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-sm font-medium text-amber-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{at ? t('offline.banner', { time: formatDateTime(at) }) : t('offline.bannerEmpty')}</p>
    </div>
  );
}

/** A new version has been downloaded: it starts when the person reloads, never by surprise. */
function UpdateBanner() {
  const reload = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  const t = useT();
  if (!reload) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-brand-200 bg-brand-50 px-4 py-2.5 text-sm font-medium text-brand-900"
    >
      <p className="flex items-center gap-2.5">
        <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
        {t('update.ready')}
      </p>
      <Button
        size="sm"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          void reload();
        }}
      >
        {t('update.reload')}
      </Button>
    </div>
  );
}
