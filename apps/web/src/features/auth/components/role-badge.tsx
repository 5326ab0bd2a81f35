import type { UserRole } from '@dpms/shared/constants';
import { cn } from '@/lib/cn.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

const LABELS: Record<UserRole, MessageId> = {
  admin: 'role.admin',
  teacher: 'role.teacher',
  student: 'role.student',
};
const TONES: Record<UserRole, string> = {
  admin: 'bg-brand-700 text-white',
  teacher: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  student: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
};

/** A user's role as a small pill: Admin, Teacher or Student (SPEC section 2, user management). */
export function RoleBadge({ role, className }: { role: UserRole; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[role],
        className,
      )}
    >
      {t(LABELS[role])}
    </span>
  );
}
