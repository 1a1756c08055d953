import { useQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { QueryState } from '@/components/ui';
import { adminContent } from './content';
import { adminPageQueries } from './page-queries';
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

/**
 * The users tab: the loader until the list arrives. A failure is logged and, unlike spec §8's endless loader, said in
 * French with 'Réessayer' (docs/spec-deviations.md #1).
 */
export function AdminUsers({ requesterId }: Pick<AdminPanelProps, 'requesterId'>) {
  const users = useQuery(adminPageQueries(requesterId).users);
  return (
    <QueryState query={users} what={adminContent.usersWhat}>
      {(list) => <UsersTable users={list} />}
    </QueryState>
  );
}
