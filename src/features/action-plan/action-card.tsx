import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { refusalReason, type Schemas } from '@/api';
import { KPI_LABEL_MAX_LENGTH } from '@/api/limits';
import { Button, ComboBoxField, DateField, SaveStatus, SelectField, TextField, saveStateOf } from '@/components/ui';
import { stripCompass } from '@/lib/compass-marker';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { STATUS_LABELS, actionPlanContent, type SolutionStatus } from './content';
import { formatDay } from '@/lib/format';
import { isOverdue, levelLabel, levelNumber, ownerChoices, personName, questionHeading } from './logic';
import type { PlanSolution, SolutionChanges } from './mutations';
import { findAxisByName } from '@/domain/axes';

const text = actionPlanContent.pilotage;
type Collaborator = Schemas['Collaborator'];

/** The moves offered from each column: forward first, back second. */
const MOVES: Record<SolutionStatus, readonly { to: SolutionStatus; label: string }[]> = {
  toRealize: [{ to: 'inProgress', label: text.moveTo.inProgress }],
  inProgress: [
    { to: 'validated', label: text.moveTo.validated },
    { to: 'toRealize', label: text.moveTo.toRealize },
  ],
  validated: [{ to: 'inProgress', label: text.reopen }],
};

/** The id of an action's title: the board focuses it after the action moved to another column. */
export function actionTitleId(solutionId: number): string {
  return `action-${solutionId}-title`;
}

export interface ActionCardProps {
  /** The action as the server sent it. */
  solution: PlanSolution;
  /** The company's collaborators, who can own an action. */
  collaborators: readonly Collaborator[];
  /** False for an Acteur: values are shown, not editable. */
  editable: boolean;
  /** The write of a change (`actionPlanMutations.updateSolution`): the card shows where it stands. */
  update: UseMutationOptions<PlanSolution, Error, SolutionChanges>;
  /** The write of the company's own KPI, selected at once (`actionPlanMutations.addKpi`). */
  addKpi: UseMutationOptions<PlanSolution, Error, string>;
  /** The server has the change, as asked (the board moves focus with an action that changed column). */
  onSaved?: (solution: PlanSolution, changes: SolutionChanges) => void;
  /** Today (YYYY-MM-DD), for the overdue badge. */
  today: string;
}

/** One action of the board: what it is, its owner, deadline and KPI, and the buttons that move it. */
export function ActionCard({ solution, collaborators, editable, update, addKpi, onSaved, today }: ActionCardProps) {
  const titleId = actionTitleId(solution.id);
  // The card shows its last change: « Réessayer » sends it again.
  const change = useMutation(update);
  const [described, setDescribed] = useState(false);
  const pending = change.isPending;
  const axis = findAxisByName(solution.group);
  const overdue = isOverdue(solution, today);

  const lastChange = change.variables;
  const save = (changes: SolutionChanges) =>
    change.mutate(changes, { onSuccess: (saved) => onSaved?.(saved, changes) });

  return (
    <article
      className={`action-card action-card--${axis?.slug ?? 'gouvernance'}`}
      aria-labelledby={titleId}
      aria-busy={pending}
    >
      <h3 id={titleId} tabIndex={-1} className="action-card__title">
        {solution.content}
      </h3>
      <p className="action-card__meta">
        <span className={`axis-badge axis-badge--${axis?.slug ?? 'gouvernance'}`}>{axis?.name ?? solution.group}</span>
        <span className="action-card__level">{levelLabel(levelNumber(solution.level))}</span>
        {overdue && <span className="action-card__overdue">{text.overdue}</span>}
      </p>
      <p className="action-card__question">{questionHeading(solution.questionId, solution.questionTitle)}</p>
      <details
        className="action-card__details"
        onToggle={(event) => {
          if (event.currentTarget.open) setDescribed(true);
        }}
      >
        <summary>{text.description}</summary>
        {/* Sanitised and drawn once opened: a board draws dozens of cards whose descriptions stay closed. */}
        {described && (
          <div
            className="action-card__description rich-text"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(stripCompass(solution.description)) }}
          />
        )}
      </details>

      {editable ? (
        <div className="action-card__fields">
          <ComboBoxField
            label={text.owner}
            value={solution.assignee ? String(solution.assignee.id) : 'none'}
            options={ownerChoices(collaborators, 'card')}
            noMatchText={text.ownerNoMatch}
            onChange={(value) => save({ assigneeId: value === 'none' ? null : Number(value) })}
          />
          <DeadlineField deadline={solution.deadline} onCommit={(deadline) => save({ deadline })} />
          <KpiField solution={solution} onSelect={(kpiId) => save({ kpiId })} add={addKpi} />
        </div>
      ) : (
        <dl className="action-card__values">
          <div>
            <dt>{text.owner}</dt>
            <dd>{solution.assignee ? personName(solution.assignee) : text.noOwner}</dd>
          </div>
          <div>
            <dt>{text.deadline}</dt>
            <dd>{solution.deadline ? formatDay(solution.deadline) : text.noDeadline}</dd>
          </div>
          <div>
            <dt>{text.kpi}</dt>
            <dd>{solution.kpi?.content ?? text.noKpi}</dd>
          </div>
        </dl>
      )}

      {editable && (
        <SaveStatus
          state={saveStateOf(change)}
          reason={refusalReason(change.error)}
          onRetry={lastChange ? () => save(lastChange) : undefined}
          className="action-card__save-status"
        />
      )}

      {editable && (
        <div className="action-card__moves">
          {MOVES[solution.status].map((move) => (
            <Button
              key={move.to}
              size="sm"
              variant={move.to === 'toRealize' ? 'ghost' : 'secondary'}
              aria-label={`${move.label} : ${solution.content}`}
              isDisabled={pending}
              onPress={() => save({ status: move.to })}
            >
              {move.label}
            </Button>
          ))}
        </div>
      )}
      <p className="visually-hidden">{`Statut : ${STATUS_LABELS[solution.status]}`}</p>
    </article>
  );
}

/** A date field (dd/mm/yyyy whatever the browser's language), saved on blur or Enter: typing a year digit by digit must not save four dates. */
function DeadlineField({
  deadline,
  onCommit,
}: {
  deadline: string | null;
  onCommit: (deadline: string | null) => void;
}) {
  const [draft, setDraft] = useState(deadline ?? '');
  // A deadline saved (or cleared) from the server replaces the draft; adjusting state during render, not in an effect.
  const [shown, setShown] = useState(deadline);
  if (shown !== deadline) {
    setShown(deadline);
    setDraft(deadline ?? '');
  }

  const commit = () => {
    const next = draft === '' ? null : draft;
    if (next !== deadline) onCommit(next);
  };

  return (
    <div className="action-card__deadline">
      <div className="action-card__deadline-row">
        <DateField
          label={text.deadline}
          value={draft || null}
          onChange={(value) => setDraft(value ?? '')}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {deadline !== null && (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setDraft('');
              onCommit(null);
            }}
          >
            {text.clearDeadline}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The KPI selector with '+ Ajouter mon KPI' (spec §3); a blank entry is ignored (spec §5). */
function KpiField({
  solution,
  onSelect,
  add,
}: {
  solution: PlanSolution;
  onSelect: (kpiId: number | null) => void;
  add: UseMutationOptions<PlanSolution, Error, string>;
}) {
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const create = useMutation(add);
  const close = () => {
    setAdding(false);
    setDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === '') close();
    else create.mutate(content, { onSuccess: close });
  };

  return (
    <div className="action-card__kpi">
      <SelectField
        label={text.kpi}
        value={solution.kpi ? String(solution.kpi.id) : 'none'}
        options={[
          { id: 'none', label: text.noKpi },
          ...solution.kpiOptions.map((option) => ({ id: String(option.id), label: option.content })),
          { id: 'new', label: text.addKpiOption },
        ]}
        onChange={(value) => {
          if (value === 'new') {
            setAdding(true);
            return;
          }
          const kpiId = value === null || value === 'none' ? null : Number(value);
          if (kpiId !== (solution.kpi?.id ?? null)) onSelect(kpiId);
        }}
      />
      {adding && (
        <form className="action-card__kpi-form" onSubmit={submit}>
          <TextField
            label={text.newKpiLabel}
            placeholder={text.newKpiPlaceholder}
            value={draft}
            onChange={setDraft}
            maxLength={KPI_LABEL_MAX_LENGTH}
            autoFocus
          />
          <div className="action-card__kpi-buttons">
            <Button type="submit" size="sm" isPending={create.isPending}>
              {text.addKpi}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                close();
                create.reset();
              }}
            >
              {text.cancel}
            </Button>
          </div>
          {create.isError && <SaveStatus state={saveStateOf(create)} reason={refusalReason(create.error)} />}
        </form>
      )}
    </div>
  );
}
