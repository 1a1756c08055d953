import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  usePageWindow,
  type SaveState,
} from '@/components/ui';
import { actionPlanContent } from './content';
import { levelLabel, questionHeading, rankLevers } from './logic';
import { actionPlanMutations, type Lever } from './mutations';
import { NoCompanyNotice, ReadOnlyNotice, type Viewer } from './page-parts';
import { actionPlanQueries } from './queries';
import type { LeverSearch } from './lever-search';

export { parseLeverSearch, type LeverSearch } from './lever-search';
import './action-plan.css';
import { axisBySlug, DIAGNOSIS_AXES, type DiagnosisAxis } from '@/domain/axes';
import { can } from '@/domain/permissions';

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
  const levers = useQuery(actionPlanQueries.levers(viewer.email));
  const queryClient = useQueryClient();
  const addToPlan = useMutation(actionPlanMutations.addToPlan(queryClient, viewer.email));
  const togglePriority = useMutation(actionPlanMutations.togglePriority(queryClient, viewer.email));
  const [announcement, setAnnouncement] = useState('');
  /** Each card's last change: where it stands as the server says, why it was refused, and how to send it again. */
  const [saves, setSaves] = useState<
    Readonly<Record<number, { state: SaveState; refusal: string | null; retry: () => void }>>
  >({});

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

        // The mutations resolve once the server has the change (its answer, or a re-read after a lost one).
        const run = async (leverId: number, action: () => Promise<unknown>, success?: string) => {
          const retry = () => void run(leverId, action, success);
          setSaves((all) => ({ ...all, [leverId]: { state: 'saving', refusal: null, retry } }));
          try {
            await action();
            setSaves((all) => ({ ...all, [leverId]: { state: 'saved', refusal: null, retry } }));
            if (success) setAnnouncement(success);
          } catch (error) {
            setSaves((all) => ({
              ...all,
              [leverId]: { state: 'unsaved', refusal: refusalReason(error) ?? null, retry },
            }));
          }
        };

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
                renderCard={(lever) => (
                  <LeverCard
                    lever={lever}
                    editable={editable}
                    onTogglePriority={(priority) =>
                      void run(lever.id, () => togglePriority.mutateAsync({ questionId: lever.questionId, priority }))
                    }
                    onAddToPlan={() =>
                      void run(lever.id, () => addToPlan.mutateAsync(lever.id), text.added(lever.content))
                    }
                    adding={addToPlan.isPending && addToPlan.variables === lever.id}
                    saveState={saves[lever.id]?.state}
                    saveRefusal={saves[lever.id]?.refusal}
                    onRetry={saves[lever.id]?.retry}
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
