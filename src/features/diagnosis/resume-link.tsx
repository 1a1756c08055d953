import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { LinkButton, QueryState, Spinner } from '@/components/ui';
import { limitedAccessContent } from './content';
import { diagnosisQueries, type NextQuestionResponse } from './queries';
import { resumeTargetOf } from './resume';

export interface ResumeLinkProps {
  /** Look of the link: the page's main action or a secondary one. */
  variant?: 'primary' | 'secondary';
}

/**
 * The way back into the questionnaire, where the company stands (GET /form/current/1): the next unanswered question,
 * the first axis when nothing is answered yet, or the first question to review when everything is answered.
 */
export function ResumeLink({ variant = 'primary' }: ResumeLinkProps) {
  const position = useQuery(diagnosisQueries.currentPosition());
  return (
    <QueryState query={position} what={limitedAccessContent.positionWhat} pending={<Spinner size="sm" />}>
      {(data) => <ResumeButton position={data} variant={variant} />}
    </QueryState>
  );
}

function ResumeButton({ position, variant }: { position: NextQuestionResponse; variant: ResumeLinkProps['variant'] }) {
  const target = resumeTargetOf(position);
  const icon = <ArrowRight size={18} />;
  if (target.kind === 'question') {
    return (
      <LinkButton
        to="/diagnosis/$axe/$order"
        params={{ axe: target.axe, order: String(target.order) }}
        variant={variant}
        iconEnd={icon}
      >
        {limitedAccessContent.resume}
      </LinkButton>
    );
  }
  if (target.kind === 'start') {
    return (
      <LinkButton to="/diagnosis/$axe" params={{ axe: 'gouvernance' }} variant={variant} iconEnd={icon}>
        {limitedAccessContent.start}
      </LinkButton>
    );
  }
  return (
    <div className="diagnosis-resume">
      <p>{limitedAccessContent.completed}</p>
      <LinkButton
        to="/diagnosis/$axe/$order"
        params={{ axe: 'gouvernance', order: '1' }}
        variant={variant}
        iconEnd={icon}
      >
        {limitedAccessContent.review}
      </LinkButton>
    </div>
  );
}
