import { Star } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { Button, SaveStatus, TextLink, buttonClassName, type SaveState } from '@/components/ui';
import { stripCompass } from '@/lib/compass-marker';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { actionPlanContent } from './content';
import { formatGain, levelLabel, levelNumber, questionHeading } from './logic';
import type { Lever } from './mutations';
import './action-plan.css';
import { DIAGNOSIS_AXES } from '@/domain/axes';

const text = actionPlanContent.levers;

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
  /** Where the card's last change stands, as the server says (« Enregistré », « Non enregistré — Réessayer »). */
  saveState?: SaveState;
  /** Why the server refused the last change, when it said so. */
  saveRefusal?: string | null;
  /** Sends the last change again. */
  onRetry?: () => void;
}

/** One lever: what it is, what it would bring, and the two choices the company can make about it. */
export function LeverCard({
  lever,
  editable,
  onTogglePriority,
  onAddToPlan,
  adding = false,
  saveState = 'idle',
  saveRefusal = null,
  onRetry,
}: LeverCardProps) {
  const axis = DIAGNOSIS_AXES.find((candidate) => candidate.questionAxe === lever.axe);
  const gain = lever.pointsToGain;
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
            <TextLink to="/pilotage" search={{ action: lever.planSolutionId }}>
              {text.seePlan}
            </TextLink>
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
      {editable && <SaveStatus state={saveState} reason={saveRefusal} onRetry={onRetry} />}
    </article>
  );
}
