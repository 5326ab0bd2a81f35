import type { UserRole } from '@dpms/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StudentIdsPanel } from '@/features/student-ids/components/student-ids-panel.tsx';
import { type Tab, TabList, tabId } from '@/features/users/components/tab-list.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';

type TabId = 'students' | 'requests' | 'admins' | 'student-ids';

const TABS: readonly Tab<TabId>[] = [
  { id: 'students', label: 'All Students' },
  { id: 'requests', label: 'Admin Requests' },
  { id: 'admins', label: 'Admins' },
  { id: 'student-ids', label: 'Student IDs' },
];
const ROLE_OF: Record<Exclude<TabId, 'student-ids'>, UserRole> = {
  students: 'student',
  requests: 'teacher',
  admins: 'admin',
};
const PANEL_ID = 'user-management-panel';

/** User management (admin): the tab and page live in the address, so Back and reload keep them. */
function StudentsRoute() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'students';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const selectTab = (next: TabId) => setParams(next === 'students' ? {} : { tab: next });
  const changePage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return (
    <>
      <PageHeader
        title="User Management"
        description="Approve teachers' admin requests, remove accounts and manage who may register."
      />
      <TabList tabs={TABS} value={tab} onChange={selectTab} label="User groups" panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
        {tab === 'student-ids' ? (
          <StudentIdsPanel />
        ) : (
          <UsersTable key={tab} role={ROLE_OF[tab]} page={page} onPageChange={changePage} />
        )}
      </div>
    </>
  );
}

export { StudentsRoute as Component };
