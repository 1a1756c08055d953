import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui';
import { ignoreRemoval, logPlanAccessToggle, logRoleToggle, logStatusToggle } from './admin-actions';
import { adminContent, planAccessLabels, roleLabels, statusLabels } from './content';
import type { AdminUser } from './queries';
import './admin-panel.css';

export interface UsersTableProps {
  /** Every user of the platform, in the server's order. */
  users: readonly AdminUser[];
}

const fullNameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The admin panel's users table; its row actions only log (spec §2), so the values shown never change here. */
export function UsersTable({ users }: UsersTableProps) {
  const { columns } = adminContent;
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="admin-users" role="region" aria-label={adminContent.usersTableScrollLabel} tabIndex={0}>
      <table className="admin-users__table">
        <caption className="visually-hidden">{adminContent.usersTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.position}</th>
            <th scope="col">{columns.role}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.planAccess}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={7} className="admin-users__empty">
                {adminContent.noUsers}
              </td>
            </tr>
          ) : (
            users.map((user) => <UserRow key={user.id} user={user} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const fullName = fullNameOf(user);
  return (
    <tr>
      <th scope="row" className="admin-users__name">
        {fullName}
      </th>
      <td className="admin-users__email">{user.email}</td>
      <td>{user.position || adminContent.noPosition}</td>
      <td>
        <div className="admin-users__value">
          <span>{roleLabels[user.role]}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={adminContent.editRoleLabel(fullName)}
            onPress={() => logRoleToggle(user)}
          >
            {adminContent.edit}
          </Button>
        </div>
      </td>
      <td>
        <div className="admin-users__value">
          <span>{statusLabels[user.accountStatus]}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={adminContent.editStatusLabel(fullName)}
            onPress={() => logStatusToggle(user)}
          >
            {adminContent.edit}
          </Button>
        </div>
      </td>
      <td>
        {user.planAccess.length === 0 ? (
          <span className="admin-users__muted">{adminContent.noPlans}</span>
        ) : (
          <ul className="admin-users__plans">
            {user.planAccess.map((plan) => (
              <li key={plan.id} className="admin-users__plan">
                <span>
                  <span className="admin-users__plan-name">{plan.plan}</span> : {planAccessLabels[plan.access]}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={adminContent.changePlanAccessLabel(fullName, plan.plan)}
                  onPress={() => logPlanAccessToggle(user, plan)}
                >
                  {adminContent.change}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="admin-users__actions">
        <Button
          variant="danger"
          size="sm"
          iconStart={<Trash2 size={14} />}
          aria-label={adminContent.removeLabel(fullName)}
          onPress={() => ignoreRemoval(user)}
        >
          {adminContent.remove}
        </Button>
      </td>
    </tr>
  );
}
