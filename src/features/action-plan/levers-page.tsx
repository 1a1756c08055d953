import {
  hashKey,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type MutationState,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LeverCard } from './lever-card';
import { refusalReason } from '@/api';
import {
  Alert,
  Button,
  Card,
  PageHeader,
  Pager,
  QueryState,
  SegmentedControl,
  saveStateOf,
  usePageWindow,
} from '@/components/ui';
import { actionPlanContent } from './content';
import { levelLabel, questionHeading, rankLevers } from './logic';
import { actionPlanMutations, type Lever } from './mutations';
import { NoCompanyNotice, ReadOnlyNotice, type Viewer } from './page-parts';
import type { LeverSearch } from './lever-search';

export { parseLeverSearch, type LeverSearch } from './lever-search';
import './action-plan.css';
import { axisBySlug, DIAGNOSIS_AXES, type DiagnosisAxis } from '@/domain/axes';
import { can } from '@/domain/permissions';
import { leversPageQueries } from './page-queries';

const text = actionPlanContent.levers;

/** The axis filter's choices: every axis, then each one. */
const axisFilterOptions: readonly { id: 'all' | DiagnosisAxis['slug']; label: string }[] = [
  { id: 'all', label: text.allAxes },
  ...DIAGNOSIS_AXES.map((axis) => ({ id: axis.slug, label: axis.title })),
];

/** Search params of /solutions: an axis slug and a question id, both optional. */
export interface LeversPageProps extends Viewer {
  /** The current filters (from the URL). */
  search: LeverSearch;
  /** Changes the filters (the route writes them in the URL). */
  onSearchChange: (search: LeverSearch) => void;
}

/** /solutions 'Mes leviers': the lever catalogue ranked by the points the company would gain. */
export function LeversPage({ search, onSearchChange, ...viewer }: LeversPageProps) {
  return (
    <div className="action-plan">
      <PageHeader title={text.title} intro={text.intro} />
      {viewer.companyId === null ? (
        <NoCompanyNotice />
      ) : (
        <LeverCatalogue viewer={viewer} search={search} onSearchChange={onSearchChange} />
      )}
    </div>
  );
}

function LeverCatalogue({
  viewer,
  search,
  onSearchChange,
}: {
  viewer: Viewer;
  search: LeverSearch;
  onSearchChange: (search: LeverSearch) => void;
}) {
  const editable = can(viewer, 'editActionPlan');
  const levers = useQuery(leversPageQueries(viewer).levers);
  const queryClient = useQueryClient();
  const addToPlan = useMutation(actionPlanMutations.addToPlan(queryClient, viewer.email));
  const togglePriority = useMutation(actionPlanMutations.togglePriority(queryClient, viewer.email));
  const lastWrites = useLastLeverWrites();
  const [announcement, setAnnouncement] = useState('');
  // The mutations resolve once the server has the change (its answer, or a re-read after a lost one); each card's
  // save line reads its lever's last write from the mutation cache.
  const add = (leverId: number, content: string) =>
    void addToPlan.mutateAsync(leverId).then(
      () => setAnnouncement(text.added(content)),
      () => undefined,
    );
  const prioritise = (variables: { questionId: number; priority: boolean; leverId: number }) =>
    void togglePriority.mutateAsync(variables).catch(() => undefined);

  return (
    <QueryState query={levers} what="le catalogue des leviers" framed>
      {(data) => {
        const shown = rankLevers(
          data.filter(
            (lever) =>
              (search.axe === undefined || axisBySlug(search.axe).questionAxe === lever.axe) &&
              (search.question === undefined || lever.questionId === search.question),
          ),
        );
        const focusedQuestion =
          search.question === undefined ? undefined : data.find((lever) => lever.questionId === search.question);

        return (
          <>
            {!editable && <ReadOnlyNotice />}
            <div className="levers__toolbar">
              <SegmentedControl
                label={text.filterLabel}
                options={axisFilterOptions}
                value={search.axe ?? 'all'}
                onChange={(key) => onSearchChange(key === 'all' ? {} : { axe: key })}
              />
              <p className="action-plan__empty" aria-live="polite">
                {text.count(shown.length)}
              </p>
            </div>
            {focusedQuestion && (
              <Alert
                tone="info"
                title={text.questionFilter(questionHeading(focusedQuestion.questionId, focusedQuestion.questionTitle))}
                action={
                  <Button size="sm" variant="secondary" onPress={() => onSearchChange({})}>
                    {text.clearQuestion}
                  </Button>
                }
              >
                {levelLabel(focusedQuestion.currentLevel ?? 0)}
              </Alert>
            )}
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
            {shown.length === 0 ? (
              <Card padding="lg">
                <p className="action-plan__empty">{text.empty}</p>
              </Card>
            ) : (
              <LeverList
                // Another filter shows another list: from its first page.
                key={`${search.axe ?? ''}-${search.question ?? ''}`}
                levers={shown}
                renderCard={(lever) => {
                  const last = lastWrites.get(lever.id);
                  const { status, error, variables } = last?.state ?? {};
                  const retry = !last
                    ? undefined
                    : last.kind === 'add'
                      ? () => add(lever.id, lever.content)
                      : () => prioritise(variables as { questionId: number; priority: boolean; leverId: number });
                  return (
                    <LeverCard
                      lever={lever}
                      editable={editable}
                      onTogglePriority={(priority) =>
                        prioritise({ questionId: lever.questionId, priority, leverId: lever.id })
                      }
                      onAddToPlan={() => add(lever.id, lever.content)}
                      adding={last?.kind === 'add' && status === 'pending'}
                      saveState={
                        last &&
                        saveStateOf({
                          isPending: status === 'pending',
                          isSuccess: status === 'success',
                          isError: status === 'error',
                        })
                      }
                      saveRefusal={status === 'error' ? (refusalReason(error) ?? null) : null}
                      onRetry={retry}
                    />
                  );
                }}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}

type LeverWrite = { kind: 'add' | 'priority'; state: MutationState<unknown, Error, unknown> };

/** The lever a write of 'Mes leviers' is for: the lever added to the plan, or the card that toggled its question. */
function leverOf(variables: unknown): number | undefined {
  if (typeof variables === 'number') return variables;
  return (variables as { leverId?: number } | undefined)?.leverId;
}

/**
 * Each lever's last write (an addition to the plan or a priority), as the mutation cache holds it: a card that left
 * the page and comes back still says where its change stands.
 */
function useLastLeverWrites(): ReadonlyMap<number, LeverWrite> {
  const [addKey, priorityKey] = [hashKey(actionPlanMutations.addToPlanKey), hashKey(actionPlanMutations.priorityKey)];
  const keyOf = (mutation: { options: { mutationKey?: readonly unknown[] } }) =>
    mutation.options.mutationKey ? hashKey(mutation.options.mutationKey) : '';
  const writes = useMutationState({
    filters: { predicate: (mutation) => [addKey, priorityKey].includes(keyOf(mutation)) },
    select: (mutation): LeverWrite => ({
      kind: keyOf(mutation) === addKey ? 'add' : 'priority',
      state: mutation.state as MutationState<unknown, Error, unknown>,
    }),
  });
  const last = new Map<number, LeverWrite>();
  for (const write of writes) {
    const leverId = leverOf(write.state.variables);
    if (leverId !== undefined) last.set(leverId, write);
  }
  return last;
}

/** Levers per page: whole rows of the grid at one, two, three or four columns. */
const LEVERS_PER_PAGE = 24;

/** The ranked levers, a page at a time: each card holds its buttons, and a whole plan's catalogue runs to hundreds. */
function LeverList({ levers, renderCard }: { levers: readonly Lever[]; renderCard: (lever: Lever) => ReactNode }) {
  const pages = usePageWindow(levers, LEVERS_PER_PAGE);
  return (
    <>
      <ul className="levers__list">
        {pages.items.map((lever) => (
          <li key={lever.id}>{renderCard(lever)}</li>
        ))}
      </ul>
      <Pager window={pages} label={text.pagination} />
    </>
  );
}
