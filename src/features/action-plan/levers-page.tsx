import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { isApiError } from '@/api';
import { Alert, Button, Card, Loader, TextLink, buttonClassName } from '@/components/ui';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { AXES, actionPlanContent, axisBySlug, type AxisInfo } from './content';
import { formatGain, leverGain, levelLabel, levelNumber, questionHeading, rankLevers, stripCompass } from './logic';
import { useAddToPlan, useTogglePriority, type Lever } from './mutations';
import { NoCompanyNotice, PageHeader, PageLoadError, ReadOnlyNotice, canEditPlan, type Viewer } from './page-parts';
import { actionPlanQueries } from './queries';
import './action-plan.css';

const text = actionPlanContent.levers;

/** Search params of /solutions: an axis slug and a question id, both optional. */
export interface LeverSearch {
  axe?: AxisInfo['slug'];
  question?: number;
}

/** Keeps only a known axis slug and a positive integer question id; anything else is dropped. */
export function parseLeverSearch(search: Record<string, unknown>): LeverSearch {
  const result: LeverSearch = {};
  const axis = typeof search.axe === 'string' ? axisBySlug(search.axe) : undefined;
  if (axis) result.axe = axis.slug;
  const question = Number(search.question);
  if (Number.isSafeInteger(question) && question > 0) result.question = question;
  return result;
}

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
  const editable = canEditPlan(viewer);
  const levers = useQuery(actionPlanQueries.levers(viewer.email));
  const addToPlan = useAddToPlan(viewer.email);
  const togglePriority = useTogglePriority(viewer.email);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (levers.error) {
    return <PageLoadError what="le catalogue des leviers" error={levers.error} onRetry={() => void levers.refetch()} />;
  }
  if (!levers.data) return <Loader />;

  const shown = rankLevers(
    levers.data.filter(
      (lever) =>
        (search.axe === undefined || axisBySlug(search.axe)?.axe === lever.axe) &&
        (search.question === undefined || lever.questionId === search.question),
    ),
  );
  const focusedQuestion =
    search.question === undefined ? undefined : levers.data.find((lever) => lever.questionId === search.question);

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setFailure(null);
    try {
      await action();
      if (success) setAnnouncement(success);
    } catch (error) {
      const server = isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
      setFailure(server ?? "L'opération n'a pas pu aboutir. Vérifiez votre connexion puis réessayez.");
    }
  };

  return (
    <>
      {!editable && <ReadOnlyNotice />}
      <div className="levers__toolbar">
        <ToggleButtonGroup
          aria-label={text.filterLabel}
          className="axis-filter"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[search.axe ?? 'all']}
          onSelectionChange={(keys: Set<Key>) => {
            const [key] = [...keys];
            onSearchChange({ ...(key && key !== 'all' ? { axe: String(key) as AxisInfo['slug'] } : {}) });
          }}
        >
          <ToggleButton id="all" className="axis-filter__option">
            {text.allAxes}
          </ToggleButton>
          {AXES.map((axis) => (
            <ToggleButton key={axis.slug} id={axis.slug} className="axis-filter__option">
              {axis.title}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
      {failure && <Alert tone="danger">{failure}</Alert>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <Card padding="lg">
          <p className="action-plan__empty">{text.empty}</p>
        </Card>
      ) : (
        <ul className="levers__list">
          {shown.map((lever) => (
            <li key={lever.id}>
              <LeverCard
                lever={lever}
                editable={editable}
                onTogglePriority={(priority) =>
                  void run(() => togglePriority.mutateAsync({ questionId: lever.questionId, priority }))
                }
                onAddToPlan={() => void run(() => addToPlan.mutateAsync(lever.id), text.added(lever.content))}
                adding={addToPlan.isPending && addToPlan.variables === lever.id}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface LeverCardProps {
  /** The lever and the company's situation on its question. */
  lever: Lever;
  /** False for an Acteur: the situation is shown, the buttons are not. */
  editable: boolean;
  /** Marks (true) or unmarks (false) the lever's question as a priority issue. */
  onTogglePriority: (priority: boolean) => void;
  /** Adds the lever to the plan as 'À réaliser'. */
  onAddToPlan: () => void;
  /** True while this lever is being added. */
  adding?: boolean;
}

/** One lever: what it is, what it would bring, and the two choices the company can make about it. */
export function LeverCard({ lever, editable, onTogglePriority, onAddToPlan, adding = false }: LeverCardProps) {
  const axis = AXES.find((candidate) => candidate.axe === lever.axe);
  const gain = leverGain(lever);
  const titleId = `lever-${lever.id}`;
  return (
    <article className={`lever-card lever-card--${axis?.slug ?? 'gouvernance'}`} aria-labelledby={titleId}>
      <div className="lever-card__head">
        <h2 id={titleId} className="lever-card__title">
          {lever.content}
        </h2>
        {gain > 0 ? (
          <span className="lever-card__gain" aria-label={`Gain potentiel : ${formatGain(gain)} sur 100`}>
            {formatGain(gain)}
          </span>
        ) : (
          <span className="lever-card__gain lever-card__gain--none">{text.reached}</span>
        )}
      </div>
      <dl className="lever-card__facts">
        <dt>Question</dt>
        <dd>{questionHeading(lever.questionId, lever.questionTitle)}</dd>
        <dt>Axe</dt>
        <dd>
          <span className={`axis-badge axis-badge--${axis?.slug ?? 'gouvernance'}`}>
            {axis?.title ?? lever.axeName}
          </span>
        </dd>
        <dt>{text.yourLevel}</dt>
        <dd>{lever.currentLevel === null ? text.notAnswered : levelLabel(lever.currentLevel)}</dd>
        <dt>{text.target}</dt>
        <dd>{levelLabel(levelNumber(lever.level))}</dd>
      </dl>
      <div
        className="lever-card__description rich-text"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(stripCompass(lever.description)) }}
      />
      <div className="lever-card__actions">
        {editable ? (
          <ToggleButton
            isSelected={lever.isPriority}
            onChange={onTogglePriority}
            className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} lever-card__priority`}
          >
            <span className="ui-button__content">
              <Star size={16} aria-hidden="true" fill={lever.isPriority ? 'currentColor' : 'none'} />
              <span className="ui-button__label">{text.priority}</span>
            </span>
          </ToggleButton>
        ) : (
          lever.isPriority && <span className="axis-badge axis-badge--gouvernance">{text.priority}</span>
        )}
        {lever.planSolutionId !== null ? (
          <>
            <span className="lever-card__planned">{text.inPlan}</span>
            <TextLink to="/pilotage">{text.seePlan}</TextLink>
          </>
        ) : (
          editable && (
            <Button
              size="sm"
              onPress={onAddToPlan}
              isPending={adding}
              aria-label={`${text.addToPlan} : ${lever.content}`}
            >
              {text.addToPlan}
            </Button>
          )
        )}
      </div>
    </article>
  );
}
