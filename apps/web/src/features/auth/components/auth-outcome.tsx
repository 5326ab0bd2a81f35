import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge.tsx';

type AuthOutcomeProps = {
  icon: LucideIcon;
  tone: 'brand' | 'danger';
  /** How the headline is announced: `status` for news, `alert` for a dead end. */
  role: 'status' | 'alert';
  headline: string;
  /** What follows: more words, and the way on. */
  children: ReactNode;
};

/** What an auth card shows in place of its form once there is nothing left to fill in. */
export function AuthOutcome({ icon, tone, role, headline, children }: AuthOutcomeProps) {
  return (
    <div className="text-center">
      <IconBadge icon={icon} tone={tone} centered />
      <p role={role} className="mt-4 text-base font-semibold text-ink">
        {headline}
      </p>
      {children}
    </div>
  );
}
