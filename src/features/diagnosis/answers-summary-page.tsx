import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { isApiError } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { LinkButton, LoadingBlock, LoadError, ProgressBar } from '@/components/ui';
import { DIAGNOSIS_AXES } from '@/content/diagnosis';
import { answersSummaryContent } from './content';
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
  // The server's questions with the company's answers, in one call (the question pages and the banner read the same
  // list): counted by the server's own axes and ids, so a host numbering its questions otherwise is counted right.
  const answers = useQuery(formQueries.answers());
  const results = useQuery({ ...dashboardQueries.results(email), retry: false });

  if (answers.isError) {
    return (
      <article className="diagnosis-page answers-summary">
        <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
        <LoadError
          what={answersSummaryContent.answersWhat}
          error={answers.error}
          onRetry={() => void answers.refetch()}
          retrying={answers.isRefetching}
        />
      </article>
    );
  }
  if (answers.isPending || results.isPending) {
    return (
      <article className="diagnosis-page answers-summary">
        <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
        <LoadingBlock label={answersSummaryContent.title} />
      </article>
    );
  }

  const isAnswered = (answer: (typeof answers.data)[number]) => !!answer.content?.trim();
  const missingRated = answers.data.some((answer) => !answer.isFreeText && !isAnswered(answer));
  const evaluated = results.isSuccess;
  const resultsFailed = results.isError && !(isApiError(results.error) && results.error.status === 404);

  return (
    <article className="diagnosis-page answers-summary">
      <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
      <p className="diagnosis-page__lead">{answersSummaryContent.intro}</p>
      <ul className="answers-summary__axes">
        {DIAGNOSIS_AXES.map((axis) => {
          const questions = answers.data.filter((answer) => answer.axe === axis.questionAxe);
          const answered = questions.filter(isAnswered).length;
          return (
            <li key={axis.slug} className="answers-summary__axis">
              <ProgressBar
                label={axis.title}
                value={questions.length > 0 ? (answered / questions.length) * 100 : 0}
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
