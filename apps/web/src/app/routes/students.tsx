import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StudentIdsPanel } from '@/features/student-ids/components/student-ids-panel.tsx';
import { TabList, tabId } from '@/features/users/components/tab-list.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';
import { ROLE_OF_TAB, USER_TABS, type UserTabId, userTabParams } from '@/features/users/user-tabs.ts';
import { useT } from '@/lib/i18n/i18n.ts';

const PANEL_ID = 'user-management-panel';

/** User management (admin): the tab and page live in the address, so Back and reload keep them. */
function StudentsRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { tab, page } = userTabParams(params);

  const selectTab = (next: UserTabId) => setParams(next === 'students' ? {} : { tab: next });
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
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <TabList
        tabs={USER_TABS}
        value={tab}
        onChange={selectTab}
        label={t('users.groups')}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
        {tab === 'student-ids' ? (
          <StudentIdsPanel />
        ) : (
          <UsersTable key={tab} role={ROLE_OF_TAB[tab]} page={page} onPageChange={changePage} />
        )}
      </div>
    </>
  );
}

export { StudentsRoute as Component };
