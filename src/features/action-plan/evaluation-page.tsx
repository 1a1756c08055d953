import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/api';
import { Card, QueryState } from '@/components/ui';
import { LEVEL_NAMES, plainQuestionText, questionById, type RatingLevel } from '@/content/diagnosis';
import { actionPlanContent } from './content';
import { DiagnosisLink } from './diagnosis-link';
import { firstUnanswered, questionTarget, ratingOf } from './logic';
import { ActionPlanLayout, NoCompanyNotice, type Viewer } from './page-parts';
import './action-plan.css';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { can } from '@/domain/permissions';
import { evaluationPageQueries } from './page-queries';

const text = actionPlanContent.evaluation;
type Answer = Schemas['ActionPlanAnswer'];

export type EvaluationPageProps = Viewer;

/** /diagnostic 'Mon évaluation': the 27 answers by axis, read-only, each with a link to change it. */
export function EvaluationPage(viewer: EvaluationPageProps) {
  return (
    <ActionPlanLayout text={text}>
      {viewer.companyId === null ? <NoCompanyNotice /> : <AnswersReview editable={can(viewer, 'editActionPlan')} />}
    </ActionPlanLayout>
  );
}

function AnswersReview({ editable }: { editable: boolean }) {
  const answers = useQuery(evaluationPageQueries().answers);
  return (
    <QueryState query={answers} what="vos réponses" framed>
      {(data) => {
        const rated = data.filter((answer) => !answer.isFreeText);
        const missing = rated.filter((answer) => ratingOf(answer) === null).length;
        const next = firstUnanswered(data);
        const started = data.some((answer) => answer.content !== null);

        return (
          <>
            <Card padding="lg">
              <p className="action-plan__empty">
                {!started ? text.notStarted : missing > 0 ? text.incomplete(missing) : text.complete}
              </p>
              {editable && next && (
                <DiagnosisLink target={questionTarget(next)} asButton>
                  {started ? text.resume : text.start}
                </DiagnosisLink>
              )}
            </Card>
            {DIAGNOSIS_AXES.map((axis) => (
              <Card
                key={axis.slug}
                title={axis.title}
                padding="lg"
                className={`review__axis review__axis--${axis.slug}`}
              >
                <ol className="review__list">
                  {data
                    .filter((answer) => answer.axe === axis.questionAxe)
                    .map((answer) => (
                      <AnswerItem key={answer.formQuestionId} answer={answer} editable={editable} />
                    ))}
                </ol>
              </Card>
            ))}
          </>
        );
      }}
    </QueryState>
  );
}

function AnswerItem({ answer, editable }: { answer: Answer; editable: boolean }) {
  const question = questionById(answer.formQuestionId);
  const heading = question?.heading ?? answer.title;
  const rating = ratingOf(answer);
  const levelText = rating !== null && question?.kind === 'rated' ? question.levels[rating - 1]?.text : undefined;
  return (
    <li className="review__item">
      <div>
        <h3 className="review__heading">
          {answer.order}. {heading}
        </h3>
        {question && <p className="review__question">{plainQuestionText(question.question)}</p>}
        {answer.isFreeText ? (
          answer.content ? (
            <p className="review__free-text">{answer.content}</p>
          ) : (
            <p className="review__answer">{text.noFreeText}</p>
          )
        ) : rating !== null ? (
          <p className="review__answer">
            <span className="review__level">
              Niveau {rating} – {LEVEL_NAMES[rating as RatingLevel]}
            </span>
            {levelText && <> : {levelText}</>}
          </p>
        ) : (
          <span className="review__missing">{text.unanswered}</span>
        )}
      </div>
      {editable && (
        <div className="review__change">
          <DiagnosisLink target={questionTarget(answer)} label={`${text.change} : ${heading}`}>
            {text.change}
          </DiagnosisLink>
        </div>
      )}
    </li>
  );
}
