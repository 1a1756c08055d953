import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, TextField } from '@/components/ui';
import { ignoreRemoval, logPlanAccessToggle, logRoleToggle, logStatusToggle } from './admin-actions';
import { adminContent, planAccessLabels, roleLabels, statusLabels } from './content';
import type { AdminUser } from './queries';
import './admin-panel.css';

export interface UsersTableProps {
  /** Every user of the platform, in the server's order. */
  users: readonly AdminUser[];
  /** Rows per page. */
  pageSize?: number;
}

const fullNameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Lower-cased, without accents, so 'helene' finds 'Hélène'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function matches(user: AdminUser, query: string): boolean {
  const haystack = normalise(`${user.firstName} ${user.lastName} ${user.lastName} ${user.firstName} ${user.email}`);
  return normalise(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/**
 * The admin panel's users table: a search on name or e-mail, pages of 25, a header that stays in view, and rows
 * compact enough to fit 1280 px. Its row actions only log (spec §2), so the values shown never change here.
 */
export function UsersTable({ users, pageSize = 25 }: UsersTableProps) {
  const { columns } = adminContent;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => (deferredQuery.trim() === '' ? users : users.filter((user) => matches(user, deferredQuery))),
    [users, deferredQuery],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  const first = (current - 1) * pageSize;
  const shown = filtered.slice(first, first + pageSize);

  return (
    <div className="admin-users-panel">
      <div className="admin-users__toolbar">
        <TextField
          type="search"
          label={adminContent.search}
          description={adminContent.searchHelp}
          placeholder={adminContent.searchPlaceholder}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
          className="admin-users__search"
        />
        <p className="admin-users__count" role="status">
          {adminContent.count(filtered.length, users.length)}
        </p>
      </div>
      <div className="admin-users" role="region" aria-label={adminContent.usersTableScrollLabel} tabIndex={0}>
        <table className="admin-users__table">
          <caption className="visually-hidden">{adminContent.usersTableCaption}</caption>
          <colgroup>
            <col className="admin-users__col--name" />
            <col className="admin-users__col--email" />
            <col className="admin-users__col--position" />
            <col className="admin-users__col--role" />
            <col className="admin-users__col--status" />
            <col className="admin-users__col--plans" />
            <col className="admin-users__col--actions" />
          </colgroup>
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
            {shown.length === 0 ? (
              <tr>
                <td colSpan={7} className="admin-users__empty">
                  {users.length === 0 ? adminContent.noUsers : adminContent.noMatch(query.trim())}
                </td>
              </tr>
            ) : (
              shown.map((user) => <UserRow key={user.id} user={user} />)
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="admin-users__pagination" aria-label={adminContent.pagination}>
          <p className="admin-users__range">{adminContent.range(first + 1, first + shown.length, filtered.length)}</p>
          <div className="admin-users__pages">
            <Button
              variant="secondary"
              size="sm"
              iconStart={<ChevronLeft size={16} />}
              isDisabled={current === 1}
              onPress={() => setPage(current - 1)}
            >
              {adminContent.previousPage}
            </Button>
            <span className="admin-users__page" aria-live="polite">
              {adminContent.pageStatus(current, pages)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              iconEnd={<ChevronRight size={16} />}
              isDisabled={current === pages}
              onPress={() => setPage(current + 1)}
            >
              {adminContent.nextPage}
            </Button>
          </div>
        </nav>
      )}
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
            className="admin-users__inline-action"
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
            className="admin-users__inline-action"
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
                <span className="admin-users__plan-name">{plan.plan}</span>
                <span className="admin-users__plan-access">{planAccessLabels[plan.access]}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="admin-users__inline-action"
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
