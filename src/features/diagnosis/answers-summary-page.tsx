import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { Schemas } from '@/api';
import { LinkButton, ProgressBar, QueryState, allQueries, settled } from '@/components/ui';
import { DIAGNOSIS_AXES } from '@/content/diagnosis';
import { answersSummaryContent } from './content';
import { answersSummaryPageQueries } from './page-queries';
import { ResumeLink } from './resume-link';
import './diagnosis.css';

type FormAnswers = Schemas['ActionPlanAnswer'][];

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
  const queries = answersSummaryPageQueries(email);
  const answers = useQuery(queries.answers);
  const results = useQuery(queries.results);
  // The page waits for both, but only the answers are needed to draw it: the results decide the way on, and their
  // failure is told beside it.
  return (
    <article className="diagnosis-page answers-summary">
      <h1 className="diagnosis-page__title">{answersSummaryContent.title}</h1>
      <QueryState
        query={allQueries({ answers, results: settled(results) })}
        what={answersSummaryContent.answersWhat}
        loadingLabel={answersSummaryContent.title}
      >
        {({ answers: list }) => <Summary answers={list} results={results} />}
      </QueryState>
    </article>
  );
}

function Summary({ answers, results }: { answers: FormAnswers; results: UseQueryResult<unknown> }) {
  const isAnswered = (answer: FormAnswers[number]) => !!answer.content?.trim();
  const missingRated = answers.some((answer) => !answer.isFreeText && !isAnswered(answer));
  const evaluated = results.isSuccess;

  return (
    <>
      <p className="diagnosis-page__lead">{answersSummaryContent.intro}</p>
      <ul className="answers-summary__axes">
        {DIAGNOSIS_AXES.map((axis) => {
          const questions = answers.filter((answer) => answer.axe === axis.questionAxe);
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
      {/* Not evaluated yet (404) is no failure: the way on is then /limited-access. */}
      <QueryState query={results} what={answersSummaryContent.resultsWhat} pending={null} notFound={null}>
        {() => null}
      </QueryState>
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
    </>
  );
}
