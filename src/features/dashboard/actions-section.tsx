import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { memo, useId, useState, type ReactNode } from 'react';
import type { Schemas } from '@/api';
import { CollaboratorDonut } from '@/components/charts';
import { Button, Card, QueryState, TextLink } from '@/components/ui';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { stripCompass } from '@/lib/compass-marker';
import { formatDay, formatInstantDay } from '@/lib/format';
import { findAxisByName } from '@/domain/axes';
import { actionsContent } from './content';
import type { DashboardQueries } from './page-queries';
import './dashboard.css';

export interface ActionsSectionProps {
  /** The dashboard's queries for the signed-in person: deadlines, achievements and collaborators of their company. */
  queries: DashboardQueries;
}

/** One achievement, flattened out of the axis → level grouping. */
export interface Achievement {
  content: string;
  questionTitle: string;
  axisName: string;
  level: string;
  validatedAt: string;
}

/** The grouped achievements as one list, most recent first. */
export function flattenAchievements(grouped: Schemas['GroupedValidatedSolutions']): Achievement[] {
  return Object.entries(grouped)
    .flatMap(([axisName, byLevel]) =>
      Object.entries(byLevel).flatMap(([level, entries]) =>
        entries.map((entry) => ({
          content: entry.solution.content,
          questionTitle: entry.solution.question.title,
          axisName,
          level,
          validatedAt: entry.updated_at,
        })),
      ),
    )
    .sort((a, b) => Date.parse(b.validatedAt) - Date.parse(a.validatedAt));
}

/** 'Mes actions Réalisées et à Venir': upcoming deadlines and recent achievements, each with the collaborators. */
export function ActionsSection({ queries }: ActionsSectionProps) {
  return (
    <Card title={actionsContent.title} padding="lg" className="dashboard-section">
      <div className="actions-grid">
        <UpcomingDeadlines queries={queries} />
        <RecentAchievements queries={queries} />
      </div>
    </Card>
  );
}

/** A list that shows its first two items and, when there are more, a button to show them all. */
export function ExpandableList<T>({
  items,
  renderItem,
  itemKey,
  showAll,
  showLess,
}: {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
  showAll: (count: number) => string;
  showLess: string;
}) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const canExpand = items.length > actionsContent.previewCount;
  const shown = expanded ? items : items.slice(0, actionsContent.previewCount);
  return (
    <>
      <ul id={listId} className="action-list stack-list">
        {shown.map((item, index) => (
          <li key={itemKey(item, index)} className="action-list__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {canExpand && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          iconEnd={expanded ? <ChevronUp /> : <ChevronDown />}
          onPress={() => setExpanded((value) => !value)}
          className="action-list__toggle"
        >
          {expanded ? showLess : showAll(items.length)}
        </Button>
      )}
    </>
  );
}

/** A block of the section: its heading, its content and the collaborator donut beside it. */
function ActionBlock({ title, queries, children }: ActionsSectionProps & { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="action-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="action-block__title">
        {title}
      </h3>
      <div className="action-block__body">
        <div className="action-block__list">{children}</div>
        <div className="action-block__donut">
          <Collaborators queries={queries} />
        </div>
      </div>
    </section>
  );
}

/** 'Mes échéances à venir (n)': open actions by deadline, two shown until expanded. */
export function UpcomingDeadlines({ queries }: ActionsSectionProps) {
  const query = useQuery(queries.upcomingSolutions);
  const text = actionsContent.deadlines;
  const count = query.data?.length;
  return (
    <ActionBlock title={count === undefined ? text.titleLoading : text.title(count)} queries={queries}>
      <QueryState query={query} what={text.what} minHeight="10rem">
        {(upcoming) =>
          upcoming.length === 0 ? (
            <p className="action-block__empty">
              {text.emptyBefore}
              {/* /pilotage belongs to the action-plan screens (the menu lists it); typed routes do not know it yet. */}
              <TextLink to="/pilotage">{text.emptyLink}</TextLink>
              {text.emptyAfter}
            </p>
          ) : (
            <ExpandableList
              items={upcoming}
              itemKey={(item) => String(item.id)}
              showAll={text.showAll}
              showLess={text.showLess}
              renderItem={(item) => (
                <article className="deadline">
                  <p className="deadline__meta">
                    <span className="deadline__date">
                      {text.deadlinePrefix} <time dateTime={item.deadline}>{formatDay(item.deadline)}</time>
                    </span>
                    <span className={`status-badge status-badge--${item.status}`}>{text.status[item.status]}</span>
                  </p>
                  <div
                    className="deadline__description rich-text"
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(stripCompass(item.description)) }}
                  />
                </article>
              )}
            />
          )
        }
      </QueryState>
    </ActionBlock>
  );
}

/** 'Mes dernières réalisations': actions validated over the last six months, two shown until expanded. */
export function RecentAchievements({ queries }: ActionsSectionProps) {
  const query = useQuery(queries.validatedGrouped);
  const text = actionsContent.achievements;
  return (
    <ActionBlock title={text.title} queries={queries}>
      <QueryState query={query} what={text.what} minHeight="10rem">
        {(grouped) => {
          const achievements = flattenAchievements(grouped);
          if (achievements.length === 0) return <p className="action-block__empty">{text.empty}</p>;
          return (
            <ExpandableList
              items={achievements}
              itemKey={(item, index) => `${item.validatedAt}-${index}`}
              showAll={text.showAll}
              showLess={text.showLess}
              renderItem={(item) => {
                const axis = findAxisByName(item.axisName);
                return (
                  <article className="achievement">
                    <p className="achievement__meta">
                      <span className={`axis-chip axis-chip--${axis?.slug ?? 'business'}`}>
                        {axis?.shortTitle ?? item.axisName}
                      </span>
                      <span className="achievement__date">
                        {text.validatedOn} <time dateTime={item.validatedAt}>{formatInstantDay(item.validatedAt)}</time>
                      </span>
                    </p>
                    <p
                      className="achievement__content rich-text"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
                    />
                    <p className="achievement__question">{item.questionTitle}</p>
                  </article>
                );
              }}
            />
          );
        }}
      </QueryState>
    </ActionBlock>
  );
}

/**
 * The collaborator donut: accounts on Steer against the company's headcount (two calls, one block). Memoised: its
 * block re-renders when the deadlines or achievements arrive, which must not redraw the donut.
 */
export const Collaborators = memo(function Collaborators({ queries }: ActionsSectionProps) {
  const users = useQuery(queries.userCount);
  const employees = useQuery(queries.employeesNumber);
  const combined = {
    data:
      users.data !== undefined && employees.data !== undefined
        ? { registered: users.data.totalUsers, employees: employees.data }
        : undefined,
    error: users.error ?? employees.error,
    isFetching: users.isFetching || employees.isFetching,
    refetch: () => {
      // Only the failed call is asked again.
      if (users.error) void users.refetch();
      if (employees.error) void employees.refetch();
    },
  };
  return (
    <QueryState query={combined} what={actionsContent.collaborators.what} minHeight="10rem">
      {({ registered, employees: headcount }) => (
        <CollaboratorDonut
          title={actionsContent.collaborators.title}
          headingLevel={4}
          registered={registered}
          employees={headcount}
          size={150}
        />
      )}
    </QueryState>
  );
});
