import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { LoadingBlock } from '@/components/ui';
import { adminContent } from './content';
import { adminQueries } from './queries';
import { UsersTable } from './users-table';
import './admin-panel.css';

export interface AdminPanelProps {
  /** Id of the signed-in platform admin, sent as `requesterId` with the users list call. */
  requesterId: number;
  /** The tab open first: the users list unless told otherwise. */
  defaultTab?: AdminTab;
}

export type AdminTab = 'users' | 'companies';

/** /admin: the platform admin's panel, with the users tab and a companies tab still to come. */
export function AdminPanel({ requesterId, defaultTab = 'users' }: AdminPanelProps) {
  return (
    <div className="admin-panel">
      <h1 className="admin-panel__title">{adminContent.title}</h1>
      <Tabs className="admin-panel__tabs" defaultSelectedKey={defaultTab}>
        <TabList aria-label={adminContent.tabsLabel} className="admin-panel__tab-list">
          <Tab id="users" className="admin-panel__tab">
            {adminContent.usersTab}
          </Tab>
          <Tab id="companies" className="admin-panel__tab">
            {adminContent.companiesTab}
          </Tab>
        </TabList>
        <TabPanel id="users" className="admin-panel__tab-panel">
          <AdminUsers requesterId={requesterId} />
        </TabPanel>
        <TabPanel id="companies" className="admin-panel__tab-panel">
          <p className="admin-panel__coming-soon">{adminContent.companiesComingSoon}</p>
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The users tab: the loader until the list arrives. */
export function AdminUsers({ requesterId }: Pick<AdminPanelProps, 'requesterId'>) {
  const { data: users, error } = useQuery(adminQueries.users(requesterId));

  useEffect(() => {
    // Spec §8: the admin list's failure is logged only, with no message to the user.
    if (error) console.error('[admin] Impossible de charger la liste des utilisateurs', error);
  }, [error]);

  if (!users) return <LoadingBlock />;
  return <UsersTable users={users} />;
}
