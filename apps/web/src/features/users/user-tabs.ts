import type { UserRole } from '@dpms/shared/constants';
import { pageParam } from '@/lib/list-params.ts';
import type { Tab } from './components/tab-list.tsx';

export type UserTabId = 'students' | 'requests' | 'admins' | 'student-ids';

/** User management's tabs, in order. */
export const USER_TABS: readonly Tab<UserTabId>[] = [
  { id: 'students', label: 'users.tabStudents' },
  { id: 'requests', label: 'users.tabRequests' },
  { id: 'admins', label: 'users.tabAdmins' },
  { id: 'student-ids', label: 'users.tabStudentIds' },
];

/** Whose accounts each users tab lists. */
export const ROLE_OF_TAB: Record<Exclude<UserTabId, 'student-ids'>, UserRole> = {
  students: 'student',
  requests: 'teacher',
  admins: 'admin',
};

/** The tab and page from the address (?tab=admins&page=2), so Back and reload keep them. */
export function userTabParams(params: URLSearchParams): { tab: UserTabId; page: number } {
  const tab = USER_TABS.find((t) => t.id === params.get('tab'))?.id ?? 'students';
  return { tab, page: pageParam(params) };
}
