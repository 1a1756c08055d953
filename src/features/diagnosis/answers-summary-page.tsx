import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { LinkButton, LoadingBlock, LoadError, ProgressBar } from '@/components/ui';
import { DIAGNOSIS_AXES, DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';
import { useSetAtom } from '@/lib/jotai';
import { diagnosisProgressAtom } from './atoms';
import { answersSummaryContent } from './content';
import { diagnosisQueries } from './queries';
import { ResumeLink } from './resume-link';
import './diagnosis.css';

export interface AnswersSummaryPageProps {
  /** E-mail of the signed-in person: their company's results decide where they go next. */
  email: string;
}

/**
 * /diagnosis/loader, after the last business question: what was answered per axis, then on to the dashboard when the
 * copilote has evaluated the company, or to /limited-access until then.
 */
export function AnswersSummaryPage({ email }: AnswersSummaryPageProps) {
  const setProgress = useSetAtom(diagnosisProgressAtom);
  useEffect(() => setProgress(100), [setProgress]);

  // The answers are read one question at a time (the contract has no list call); they share the question pages' cache.
  const answers = useQueries({
    queries: DIAGNOSIS_QUESTIONS.map((question) => diagnosisQueries.answer(question.id)),
  });
  const results = useQuery({ ...dashboardQueries.results(email), retry: false });
  const failed = answers.find((query) => query.isError);

  if (failed) {
    return (
      <article className="diagnosis-page answers-summary">
        <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
        <LoadError
          what={answersSummaryContent.answersWhat}
          error={failed.error}
          onRetry={() => answers.filter((query) => query.isError).forEach((query) => void query.refetch())}
        />
      </article>
    );
  }
  if (answers.some((query) => query.isPending) || results.isPending) {
    return (
      <article className="diagnosis-page answers-summary">
        <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
        <LoadingBlock label={answersSummaryContent.title} />
      </article>
    );
  }

  const answeredIds = new Set(
    DIAGNOSIS_QUESTIONS.filter((_, index) => {
      const content = answers[index]?.data;
      return content !== null && content !== undefined && content.trim() !== '';
    }).map((question) => question.id),
  );
  const missingRated = DIAGNOSIS_QUESTIONS.some(
    (question) => question.kind === 'rated' && !answeredIds.has(question.id),
  );
  const evaluated = results.isSuccess;
  const resultsFailed = results.isError && !(isApiError(results.error) && results.error.status === 404);

  return (
    <article className="diagnosis-page answers-summary">
      <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
      <p className="diagnosis-page__lead">{answersSummaryContent.intro}</p>
      <ul className="answers-summary__axes">
        {DIAGNOSIS_AXES.map((axis) => {
          const questions = DIAGNOSIS_QUESTIONS.filter((question) => question.axis === axis.slug);
          const answered = questions.filter((question) => answeredIds.has(question.id)).length;
          return (
            <li key={axis.slug} className="answers-summary__axis">
              <ProgressBar
                label={axis.title}
                value={(answered / questions.length) * 100}
                valueLabel={answersSummaryContent.answered(answered, questions.length)}
                axis={axis.slug}
              />
            </li>
          );
        })}
      </ul>
      <p className="answers-summary__verdict">
        {missingRated ? answersSummaryContent.incomplete : answersSummaryContent.complete}
      </p>
      {resultsFailed && (
        <LoadError
          what={answersSummaryContent.resultsWhat}
          error={results.error}
          onRetry={() => void results.refetch()}
          retrying={results.isRefetching}
        />
      )}
      <div className="diagnosis-page__actions">
        {missingRated && <ResumeLink variant="secondary" />}
        {evaluated ? (
          <LinkButton to="/dashboard" iconEnd={<ArrowRight size={18} />}>
            {answersSummaryContent.toDashboard}
          </LinkButton>
        ) : (
          <LinkButton to="/limited-access" iconEnd={<ArrowRight size={18} />}>
            {answersSummaryContent.toLimitedAccess}
          </LinkButton>
        )}
      </div>
    </article>
  );
}
