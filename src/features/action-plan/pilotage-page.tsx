import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Card, Checkbox, ComboBoxField, LinkButton, QueryState, SelectField, VirtualList } from '@/components/ui';
import { ActionCard, actionTitleId } from './action-card';
import { STATUS_COLUMNS, STATUS_LABELS, actionPlanContent } from './content';
import { isOverdue, localIsoDate, ownerChoices } from './logic';
import { actionPlanMutations, type PlanSolution, type SolutionChanges } from './mutations';
import { ActionPlanLayout, NoCompanyNotice, ReadOnlyNotice, type Viewer } from './page-parts';
import './action-plan.css';
import { type AxisName, DIAGNOSIS_AXES } from '@/domain/axes';
import { can } from '@/domain/permissions';
import { pilotagePageQueries } from './page-queries';

const text = actionPlanContent.pilotage;
/** While the team loads: one array, so the owner fields' prepared search is not rebuilt at each render. */
const NO_PEOPLE: readonly [] = [];

export interface PilotageFilters {
  axis: AxisName | 'all';
  /** 'all', 'none' (no owner) or an owner's id. */
  owner: string;
  overdueOnly: boolean;
}

/** The actions the filters let through. */
export function filterSolutions(
  solutions: readonly PlanSolution[],
  filters: PilotageFilters,
  today: string,
): PlanSolution[] {
  return solutions.filter(
    (solution) =>
      (filters.axis === 'all' || solution.group === filters.axis) &&
      (filters.owner === 'all' ||
        (filters.owner === 'none' ? solution.assignee === null : String(solution.assignee?.id) === filters.owner)) &&
      (!filters.overdueOnly || isOverdue(solution, today)),
  );
}

/**
 * Within a column: the nearest deadline first, actions without one last, then the oldest. `sortedAs` gives the
 * deadline an action keeps its place by: one whose deadline was changed on this visit stays where the person edited
 * it (see PilotageBoard).
 */
function byDeadline(sortedAs: ReadonlyMap<number, string | null>) {
  const deadlineOf = (solution: PlanSolution) =>
    sortedAs.has(solution.id) ? (sortedAs.get(solution.id) ?? null) : solution.deadline;
  return (a: PlanSolution, b: PlanSolution): number => {
    const [first, second] = [deadlineOf(a), deadlineOf(b)];
    if (first !== second) {
      if (first === null) return 1;
      if (second === null) return -1;
      return first.localeCompare(second);
    }
    return a.id - b.id;
  };
}

export interface PilotagePageProps extends Viewer {
  /** An action to bring into view when the board opens (a lever's 'Voir dans Mon pilotage'). */
  revealId?: number | null;
}

/** /pilotage 'Mon pilotage': the plan as a board of three statuses, with owners, deadlines and KPIs. */
export function PilotagePage(viewer: PilotagePageProps) {
  return (
    <ActionPlanLayout text={text}>
      {viewer.companyId === null ? <NoCompanyNotice /> : <PilotageBoard {...viewer} />}
    </ActionPlanLayout>
  );
}

function PilotageBoard(viewer: PilotagePageProps) {
  const { email } = viewer;
  const editable = can(viewer, 'editActionPlan');
  const queries = pilotagePageQueries({ email });
  const plan = useQuery(queries.plan);
  const collaborators = useQuery(queries.collaborators);
  const [filters, setFilters] = useState<PilotageFilters>({ axis: 'all', owner: 'all', overdueOnly: false });
  const [moved, setMoved] = useState<{ id: number; message: string } | null>(null);
  // An action whose deadline changes on this visit keeps its place in its column (sorted by deadline) until the page is
  // opened again: it does not jump away from the person editing it, and its « Enregistré » line stays in view with it.
  const [sortedAs, setSortedAs] = useState<ReadonlyMap<number, string | null>>(() => new Map());

  useEffect(() => {
    if (!moved) return;
    // The moved action is a new element in another column: put the keyboard where the action went, once painted.
    const frame = requestAnimationFrame(() => document.getElementById(actionTitleId(moved.id))?.focus());
    return () => cancelAnimationFrame(frame);
  }, [moved]);
  const today = localIsoDate();
  const filtersId = useId();

  const visible = useMemo(() => filterSolutions(plan.data ?? [], filters, today), [plan.data, filters, today]);
  const filtersKey = `${filters.axis}|${filters.owner}|${filters.overdueOnly}`;

  return (
    <QueryState query={plan} what="votre plan d'actions" framed>
      {(data) => {
        if (data.length === 0) {
          return (
            <>
              {!editable && <ReadOnlyNotice />}
              <Card padding="lg">
                <p className="action-plan__empty">{text.empty}</p>
                <LinkButton to="/solutions">{text.emptyLink}</LinkButton>
              </Card>
            </>
          );
        }

        const people = collaborators.data ?? NO_PEOPLE;

        // A deadline about to change: the action keeps the place it had (see `sortedAs`).
        const keepPlace = (solution: PlanSolution, changes: SolutionChanges) => {
          if (changes.deadline !== undefined && !sortedAs.has(solution.id)) {
            setSortedAs((current) => new Map(current).set(solution.id, solution.deadline));
          }
        };
        const announceMove = (before: PlanSolution, updated: PlanSolution, changes: SolutionChanges) => {
          if (changes.status !== undefined && changes.status !== before.status) {
            setMoved({ id: updated.id, message: text.moved(updated.content, STATUS_LABELS[updated.status]) });
          }
        };

        return (
          <>
            {!editable && <ReadOnlyNotice />}
            <section className="pilotage__filters" aria-labelledby={filtersId}>
              <h2 id={filtersId} className="visually-hidden">
                {text.filtersLabel}
              </h2>
              <SelectField
                label={text.axisFilter}
                value={filters.axis}
                options={[
                  { id: 'all', label: actionPlanContent.levers.allAxes },
                  ...DIAGNOSIS_AXES.map((axis) => ({ id: axis.name, label: axis.title })),
                ]}
                onChange={(value) =>
                  setFilters((current) => ({ ...current, axis: (value ?? 'all') as AxisName | 'all' }))
                }
              />
              <ComboBoxField
                label={text.ownerFilter}
                value={filters.owner}
                options={ownerChoices(people, 'filter')}
                noMatchText={text.ownerNoMatch}
                onChange={(owner) => setFilters((current) => ({ ...current, owner }))}
              />
              <Checkbox
                isSelected={filters.overdueOnly}
                onChange={(overdueOnly) => setFilters((current) => ({ ...current, overdueOnly }))}
              >
                {text.overdueFilter}
              </Checkbox>
            </section>
            <p className="visually-hidden" role="status">
              {moved?.message ?? ''}
            </p>
            {visible.length === 0 && <p className="action-plan__empty">{text.noMatch}</p>}
            <div className="pilotage__board">
              {STATUS_COLUMNS.map((column) => (
                <StatusColumn
                  key={column.status}
                  column={column}
                  items={visible.filter((solution) => solution.status === column.status).sort(byDeadline(sortedAs))}
                  movedId={moved?.id ?? viewer.revealId ?? null}
                  filtersKey={filtersKey}
                  renderCard={(solution) => (
                    <ActionCard
                      solution={solution}
                      collaborators={people}
                      editable={editable}
                      today={today}
                      update={{
                        ...actionPlanMutations.updateSolution(email, solution.id),
                        onMutate: (changes) => keepPlace(solution, changes),
                      }}
                      addKpi={actionPlanMutations.addKpi(email, solution.id)}
                      onSaved={(updated, changes) => announceMove(solution, updated, changes)}
                    />
                  )}
                />
              ))}
            </div>
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * A card's height with its fields (title, owner, deadline, status, KPIs), for the first layout; each drawn card is
 * measured. A card holds two react-aria selects and took about 5 ms to draw: a plan of hundreds of actions draws only
 * the cards near the screen.
 */
const CARD_HEIGHT = 360;
/** Cards drawn beyond the screen in each column, once the first frame is painted (none in it). */
const OVERSCAN = 3;

/** A column of the board: the cards near the screen are drawn, the heading counts them all. */
function StatusColumn({
  column,
  items,
  movedId,
  renderCard,
  filtersKey,
}: {
  column: (typeof STATUS_COLUMNS)[number];
  items: readonly PlanSolution[];
  /** Changes with the filters: the column then draws its new cards as it does when it opens, screen first. */
  filtersKey: string;
  /**
   * The action just moved into a column, or the one the page was opened for: its card is drawn and scrolled to, so
   * that focus can follow it.
   */
  movedId: number | null;
  renderCard: (solution: PlanSolution) => ReactNode;
}) {
  // The first frame draws the cards on screen; those below follow one at a time, each in a task of its own, so opening
  // the board is no long task (24 cards of react-aria fields drew in 0.4 s in one task on 2 cores).
  // A filter that brings cards back does the same: drawing the screen's cards and three more per column in one task
  // took 105-141 ms for Claire as for Horizon.
  const [overscan, setOverscan] = useState(0);
  const [drawnFor, setDrawnFor] = useState(filtersKey);
  if (drawnFor !== filtersKey) {
    setDrawnFor(filtersKey);
    setOverscan(0);
  }
  useEffect(() => {
    if (overscan >= OVERSCAN) return;
    const later = setTimeout(() => setOverscan(overscan + 1));
    return () => clearTimeout(later);
  }, [overscan]);
  return (
    <section
      className={`pilotage__column pilotage__column--${column.status}`}
      aria-label={`${column.label} (${items.length})`}
    >
      <h2 className="pilotage__column-title">
        {column.label} <span className="pilotage__count">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="pilotage__column-empty">{text.emptyColumn}</p>
      ) : (
        <VirtualList
          items={items}
          itemKey={(solution) => solution.id}
          estimateSize={CARD_HEIGHT}
          overscan={overscan}
          renderItem={renderCard}
          revealKey={movedId}
          className="pilotage__list"
          itemClassName="pilotage__item"
        />
      )}
    </section>
  );
}
