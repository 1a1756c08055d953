import { useState, type FormEvent } from 'react';
import { refusalReason, type Schemas } from '@/api';
import { Button, ComboBoxField, DateField, SaveStatus, SelectField, TextField, type SaveState } from '@/components/ui';
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
  /** Saves a change; resolves with the updated action, rejects with the server's error. */
  onChange: (changes: SolutionChanges) => Promise<unknown>;
  /** Adds the company's own KPI and selects it. */
  onAddKpi: (content: string) => Promise<unknown>;
  /** Today (YYYY-MM-DD), for the overdue badge. */
  today: string;
}

/** One action of the board: what it is, its owner, deadline and KPI, and the buttons that move it. */
export function ActionCard({ solution, collaborators, editable, onChange, onAddKpi, today }: ActionCardProps) {
  const titleId = actionTitleId(solution.id);
  const [error, setError] = useState<unknown>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [described, setDescribed] = useState(false);
  /** The last change asked for, sent again by « Réessayer ». */
  const [lastChange, setLastChange] = useState<SolutionChanges | null>(null);
  const pending = saveState === 'saving';
  const axis = findAxisByName(solution.group);
  const overdue = isOverdue(solution, today);

  // onChange resolves once the server has the change (its answer, or a re-read after a lost one), rejects otherwise.
  /** Resolves with whether the server took the change. */
  const save = async (changes: SolutionChanges): Promise<boolean> => {
    setLastChange(changes);
    setSaveState('saving');
    setError(null);
    try {
      await onChange(changes);
      setSaveState('saved');
      return true;
    } catch (caught) {
      setError(caught);
      setSaveState('unsaved');
      return false;
    }
  };

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
          <KpiField solution={solution} onSelect={(kpiId) => save({ kpiId })} onAdd={onAddKpi} />
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
          state={saveState}
          reason={refusalReason(error)}
          onRetry={lastChange ? () => void save(lastChange) : undefined}
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
              onPress={() => void save({ status: move.to })}
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
  onCommit: (deadline: string | null) => Promise<unknown>;
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
    if (next !== deadline) void onCommit(next);
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
              void onCommit(null);
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
  onAdd,
}: {
  solution: PlanSolution;
  onSelect: (kpiId: number | null) => Promise<unknown>;
  onAdd: (content: string) => Promise<unknown>;
}) {
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (content === '') {
      setAdding(false);
      setDraft('');
      return;
    }
    setSaving(true);
    setFailed(null);
    try {
      await onAdd(content);
      setAdding(false);
      setDraft('');
    } catch (caught) {
      setFailed(caught);
    } finally {
      setSaving(false);
    }
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
          if (kpiId !== (solution.kpi?.id ?? null)) void onSelect(kpiId);
        }}
      />
      {adding && (
        <form className="action-card__kpi-form" onSubmit={(event) => void submit(event)}>
          <TextField
            label={text.newKpiLabel}
            placeholder={text.newKpiPlaceholder}
            value={draft}
            onChange={setDraft}
            maxLength={160}
            autoFocus
          />
          <div className="action-card__kpi-buttons">
            <Button type="submit" size="sm" isPending={saving}>
              {text.addKpi}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                setAdding(false);
                setDraft('');
                setFailed(null);
              }}
            >
              {text.cancel}
            </Button>
          </div>
          {failed !== null && <SaveStatus state="unsaved" reason={refusalReason(failed)} />}
        </form>
      )}
    </div>
  );
}
