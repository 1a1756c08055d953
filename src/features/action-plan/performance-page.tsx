import { useQuery } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@/api';
import { allQueries, Card, ProgressBar, QueryState, TextLink } from '@/components/ui';
import { questionById } from '@/content/diagnosis';
import { actionPlanContent } from './content';
import { DiagnosisLink } from './diagnosis-link';
import { levelLabel, perceptionSentences, ratingOf, weakestAnswers } from './logic';
import { DashboardSectionPage, type Viewer } from './page-parts';
import './action-plan.css';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { formatScore, wholeScore } from '@/lib/format';
import { performancePageQueries } from './page-queries';

const text = actionPlanContent.performance;
type Answer = Schemas['ActionPlanAnswer'];

export type PerformancePageProps = Viewer;

/** /ma-performance 'Ma performance': scores, perception against diagnosis, levels per question, weakest three. */
export function PerformancePage(viewer: PerformancePageProps) {
  return (
    <DashboardSectionPage title={text.title} intro={text.intro} viewer={viewer}>
      {(company) => <Performance {...company} />}
    </DashboardSectionPage>
  );
}

function Performance({ email, companyId }: { email: string; companyId: number }) {
  const queries = performancePageQueries({ email, companyId });
  const results = useQuery(queries.results);
  const company = useQuery(queries.company);
  const answers = useQuery(queries.answers);
  // Only the scores' 404 means "not evaluated yet": the answers' is a host without that extension, a failure.
  const notEvaluated = isApiError(results.error) && results.error.status === 404;
  return (
    <QueryState
      query={allQueries({ results, company, answers })}
      what="votre performance"
      framed
      notFound={
        notEvaluated ? (
          <Card padding="lg">
            <p className="action-plan__empty">{text.notEvaluated}</p>
          </Card>
        ) : undefined
      }
    >
      {(data) => {
        const scores = data.results;
        const sentences = perceptionSentences(data.company, scores);
        const weakest = weakestAnswers(data.answers);

        return (
          <>
            <div className="performance__grid">
              <Card title={text.globalLabel} padding="lg">
                <div className="performance__scores">
                  <p className="performance__global">
                    {formatScore(scores.result)}
                    <small>/100</small>
                  </p>
                  <ul className="stack-list" aria-label={text.axesLabel}>
                    {DIAGNOSIS_AXES.map((axis) => (
                      <li key={axis.slug}>
                        <ProgressBar
                          label={axis.title}
                          axis={axis.slug}
                          value={wholeScore(scores[axis.resultKey]) * 4}
                          valueLabel={formatScore(scores[axis.resultKey], 25)}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              </Card>
              <Card title={text.perceptionTitle} padding="lg">
                {sentences.length > 0 ? (
                  <ul className="performance__sentences">
                    {sentences.map((sentence) => (
                      <li key={sentence}>{sentence}</li>
                    ))}
                  </ul>
                ) : (
                  <>
                    <p className="action-plan__empty">{text.perceptionMissing}</p>
                    <DiagnosisLink>{text.perceptionLink}</DiagnosisLink>
                  </>
                )}
              </Card>
            </div>
            {weakest.length > 0 && (
              <Card title={text.weakestTitle} padding="lg">
                <p className="action-plan__empty">{text.weakestIntro}</p>
                <ol className="performance__weakest stack-list">
                  {weakest.map((answer) => {
                    const heading = questionById(answer.formQuestionId)?.heading ?? answer.title;
                    return (
                      <li key={answer.formQuestionId}>
                        <span>
                          <strong>{heading}</strong> — {levelLabel(answer.rating)}
                        </span>
                        <TextLink
                          to="/solutions"
                          search={{ question: answer.formQuestionId }}
                          aria-label={`${text.weakestLink} : ${heading}`}
                        >
                          {text.weakestLink}
                        </TextLink>
                      </li>
                    );
                  })}
                </ol>
              </Card>
            )}
            {DIAGNOSIS_AXES.map((axis) => (
              <Card
                key={axis.slug}
                title={`${text.levelsTitle} — ${axis.title}`}
                padding="lg"
                className={`review__axis review__axis--${axis.slug}`}
              >
                <ul className="level-bars">
                  {data.answers
                    .filter((answer) => answer.axe === axis.questionAxe && !answer.isFreeText)
                    .map((answer) => (
                      <LevelBar key={answer.formQuestionId} answer={answer} axis={axis.slug} />
                    ))}
                </ul>
              </Card>
            ))}
          </>
        );
      }}
    </QueryState>
  );
}

function LevelBar({ answer, axis }: { answer: Answer; axis: (typeof DIAGNOSIS_AXES)[number]['slug'] }) {
  const rating = ratingOf(answer) ?? 0;
  const heading = questionById(answer.formQuestionId)?.heading ?? answer.title;
  return (
    <li>
      <ProgressBar label={heading} axis={axis} value={rating * 25} valueLabel={levelLabel(rating)} size="lg" />
    </li>
  );
}
