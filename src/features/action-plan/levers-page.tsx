import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LeverCard } from './lever-card';
import { refusalReason } from '@/api';
import {
  Alert,
  Button,
  Card,
  Pager,
  QueryState,
  SegmentedControl,
  SpokenOnChange,
  announce,
  saveStateOf,
  usePageWindow,
} from '@/components/ui';
import { actionPlanContent } from './content';
import { levelLabel, questionHeading, rankLevers } from './logic';
import { actionPlanMutations, type Lever } from './mutations';
import { ActionPlanLayout, NoCompanyNotice, ReadOnlyNotice, type Viewer } from './page-parts';
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
    <ActionPlanLayout text={text}>
      {viewer.companyId === null ? (
        <NoCompanyNotice />
      ) : (
        <LeverCatalogue viewer={viewer} search={search} onSearchChange={onSearchChange} />
      )}
    </ActionPlanLayout>
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
              <p className="action-plan__empty">{text.count(shown.length)}</p>
              <SpokenOnChange message={text.count(shown.length)} />
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
            {shown.length === 0 ? (
              <Card padding="lg">
                <p className="action-plan__empty">{text.empty}</p>
              </Card>
            ) : (
              <LeverList
                // Another filter shows another list: from its first page.
                key={`${search.axe ?? ''}-${search.question ?? ''}`}
                levers={shown}
                renderCard={(lever) => (
                  <LeverCardWrites
                    lever={lever}
                    email={viewer.email}
                    editable={editable}
                    onAdded={() => announce(text.added(lever.content))}
                  />
                )}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * A lever's card with its two writes: added to the plan (in the lever's scope) and its question marked as a priority
 * issue (in the scope). The mutations resolve once the server has the change (its answer, or a re-read after
 * a lost one); the save line reads the lever's last write from the mutation cache, so a card that left the page and
 * comes back still says where its change stands.
 */
function LeverCardWrites({
  lever,
  email,
  editable,
  onAdded,
}: {
  lever: Lever;
  email: string;
  editable: boolean;
  onAdded: () => void;
}) {
  const addToPlan = useMutation(actionPlanMutations.addToPlan(email, lever.id));
  const togglePriority = useMutation(
    actionPlanMutations.togglePriority(email, { questionId: lever.questionId, leverId: lever.id }),
  );
  const leverKey = actionPlanMutations.leverKey(lever.id);
  const last = useMutationState({
    filters: { mutationKey: leverKey },
    // The key's next part names the write: 'add' or 'priority'.
    select: (mutation) => ({ write: mutation.options.mutationKey?.[leverKey.length], state: mutation.state }),
  }).at(-1);
  const add = () =>
    void addToPlan.mutateAsync().then(
      () => onAdded(),
      () => undefined,
    );
  const prioritise = (priority: boolean) => void togglePriority.mutateAsync(priority).catch(() => undefined);
  const asked = last?.state.variables;
  const retry = last?.write === 'add' ? add : typeof asked === 'boolean' ? () => prioritise(asked) : undefined;

  return (
    <LeverCard
      lever={lever}
      editable={editable}
      onTogglePriority={prioritise}
      onAddToPlan={add}
      adding={last?.write === 'add' && last.state.status === 'pending'}
      saveState={last && saveStateOf(last.state)}
      saveRefusal={last?.state.status === 'error' ? (refusalReason(last.state.error) ?? null) : null}
      onRetry={retry}
    />
  );
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
