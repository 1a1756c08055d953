import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isApiError } from '@/api';
import { FREE_TEXT_MAX_LENGTH } from '@/api/limits';
import { getConnectivity, onBackOnline } from '@/api/connectivity';
import {
  Alert,
  Button,
  LinkButton,
  QueryState,
  allQueries,
  SaveStatus,
  Spinner,
  TextAreaField,
  Tooltip,
  TooltipTarget,
  buttonClassName,
  saveStateOf,
  type SaveState,
} from '@/components/ui';
import {
  axisBySlug,
  isLastOfAxis,
  nextAxis,
  questionAt,
  type AxisSlug,
  type DiagnosisQuestion,
  type RatingLevel,
} from '@/content/diagnosis';
import { AxisBanner } from './axis-banner';
import { questionPageContent } from './content';
import { questionProgress } from './progress';
import { EnjeuButton, QuestionText } from './question-help';
import { diagnosisMutations } from './mutations';
import { diagnosisQueries } from './queries';
import { RatingScale } from './rating-scale';
import './diagnosis.css';

export interface QuestionPageProps {
  /** The axis of the question. */
  axis: AxisSlug;
  /** Position in the axis, already checked by the route (1 to the axis's question count). */
  order: number;
}

const isStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * /diagnosis/{axe}/{order}: one question of the questionnaire. Its route has already sent the person elsewhere when
 * the server says the order is out of range (400) or an earlier question is still unanswered; the page loads the
 * server's question (its id) and the saved answer, then shows the question.
 */
export function QuestionPage({ axis, order }: QuestionPageProps) {
  const meta = axisBySlug(axis);
  const content = questionAt(axis, order);
  const questionQuery = useQuery(diagnosisQueries.question(meta.questionAxe, order));
  const questionId = questionQuery.data?.id;
  const answerQuery = useQuery({ ...diagnosisQueries.answer(questionId ?? 0), enabled: questionId !== undefined });

  // A failed re-read (after a lost save, offline) keeps the question and the choice: only a first load fails here.
  const body = (
    <QueryState
      query={allQueries({ question: questionQuery, answer: answerQuery })}
      what={questionPageContent.questionWhat}
      pending={<QuestionLoading />}
    >
      {({ question, answer }) =>
        content ? (
          <QuestionForm key={question.id} question={content} questionId={question.id} savedAnswer={answer} />
        ) : (
          <QuestionLoading />
        )
      }
    </QueryState>
  );

  return <QuestionFrame axis={axis} order={order} body={body} />;
}

function QuestionLoading() {
  return (
    <div className="question__loading">
      <Spinner label={questionPageContent.loadingQuestion} />
    </div>
  );
}

function QuestionFrame({ axis, order, body }: QuestionPageProps & { body: ReactNode }) {
  return (
    <div className={`diagnosis-page question-page question-page--${axis}`}>
      <AxisBanner current={axis} progress={questionProgress(axis, order)} />
      {body}
    </div>
  );
}

/** What a question's page shows while its route loads the question, its answer and where the company stands. */
export function QuestionPagePending({ axis, order }: QuestionPageProps) {
  return <QuestionFrame axis={axis} order={order} body={<QuestionLoading />} />;
}

export interface QuestionFormProps {
  /** The question's static content. */
  question: DiagnosisQuestion;
  /** The server's id of the question (answers are saved under it). */
  questionId: number;
  /** The saved answer ('1'..'4' or free text), or null when there is none. */
  savedAnswer: string | null;
}

function ratingOf(answer: string | null): RatingLevel | null {
  return answer === '1' || answer === '2' || answer === '3' || answer === '4' ? (Number(answer) as RatingLevel) : null;
}

/** The question itself: heading, stakes, definitions, the rating (or free text), the summary and the way on. */
export function QuestionForm({ question, questionId, savedAnswer }: QuestionFormProps) {
  const navigate = useNavigate();
  const meta = axisBySlug(question.axis);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One write, the answer: a level chosen saves it at once, 'Suivant' sends what the screen holds. The saved answer is
  // the cache's (`savedAnswer`, which the mutation updates); `intent` says where the write's state shows.
  const save = useMutation(diagnosisMutations.saveAnswer(questionId));
  const [intent, setIntent] = useState<'rating' | 'submit'>('rating');
  const ratingSave = intent === 'rating' ? save : null;
  const submit = intent === 'submit' ? save : null;
  const [rating, setRating] = useState<RatingLevel | null>(ratingOf(savedAnswer));
  const [text, setText] = useState(question.kind === 'free-text' ? (savedAnswer ?? '') : '');
  const isLast = isLastOfAxis(question);

  useEffect(() => {
    // Each question is a new page for keyboard and screen-reader users: start them on its heading.
    headingRef.current?.focus();
  }, []);

  /** Set while a chosen level waits for the connection: it stays selected and is sent when the server answers. */
  const [waiting, setWaiting] = useState(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  function saveRating(level: RatingLevel) {
    stopWaiting.current?.();
    stopWaiting.current = null;
    setWaiting(false);
    setIntent('rating');
    save.mutate(String(level), {
      onError: (error) => {
        // No server answered the save nor the re-read after it: offline. Sent again as soon as one answers.
        if ((isApiError(error) && !error.isNetworkError) || !getConnectivity().offline) return;
        setWaiting(true);
        stopWaiting.current = onBackOnline(() => saveRating(level));
      },
    });
  }

  function choose(level: RatingLevel) {
    setRating(level);
    saveRating(level);
  }

  function goOn() {
    if (!isLast) {
      void navigate({
        to: '/diagnosis/$axe/$order',
        params: { axe: question.axis, order: String(question.order + 1) },
      });
      return;
    }
    const next = nextAxis(question.axis);
    if (next) void navigate({ to: '/diagnosis/$axe', params: { axe: next.slug } });
    else void navigate({ to: '/diagnosis/loader' });
  }

  const answer = question.kind === 'rated' ? (rating === null ? null : String(rating)) : text;

  function next() {
    if (answer === null || submit?.isPending) return;
    // The last question of an axis always submits (spec §2); others only when the screen holds an unsaved answer.
    const needsSubmit = isLast || answer !== savedAnswer || save.isPending || save.isError;
    if (!needsSubmit) {
      goOn();
      return;
    }
    setIntent('submit');
    save.mutate(answer, { onSuccess: () => goOn() });
  }

  function onFreeTextKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      next();
    }
  }

  const previous =
    question.order > 1
      ? ({ to: '/diagnosis/$axe/$order', params: { axe: question.axis, order: String(question.order - 1) } } as const)
      : ({ to: '/diagnosis/$axe', params: { axe: question.axis } } as const);

  return (
    <div className="question">
      <div className="question__main">
        <p className="question__position">
          {meta.title} · {questionPageContent.position(question.order, meta.questionCount)}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="diagnosis-page__title question__heading">
          {question.heading}
        </h1>
        <div className="question__enjeu">
          <EnjeuButton question={question} />
        </div>
        <QuestionText question={question} />

        {question.kind === 'rated' ? (
          <>
            <RatingScale levels={question.levels} value={rating} onChange={choose} axis={question.axis} />
            <RatingStatus
              state={waiting ? 'waiting' : ratingSave ? saveStateOf(ratingSave) : 'idle'}
              error={ratingSave?.isError && !waiting ? ratingSave.error : null}
              onRetry={() => rating !== null && saveRating(rating)}
            />
          </>
        ) : (
          <TextAreaField
            label={questionPageContent.freeTextLabel}
            description={questionPageContent.freeTextHint}
            placeholder={question.placeholder}
            value={text}
            onChange={setText}
            onKeyDown={onFreeTextKeyDown}
            maxLength={FREE_TEXT_MAX_LENGTH}
            rows={6}
            className="question__free-text"
          />
        )}

        {submit?.isError && (
          <Alert tone="danger" className="question__error">
            {isStatus(submit.error, 400)
              ? questionPageContent.errors.submitRejected
              : questionPageContent.errors.submitFailed}
          </Alert>
        )}

        <div className="question__nav">
          <LinkButton {...previous} variant="secondary" iconStart={<ArrowLeft size={18} />}>
            {questionPageContent.previous}
          </LinkButton>
          {answer === null ? (
            <Tooltip content={questionPageContent.nextDisabledTooltip}>
              <TooltipTarget isDisabled className={buttonClassName({ variant: 'primary' })}>
                {questionPageContent.next}
              </TooltipTarget>
            </Tooltip>
          ) : (
            <Button onPress={next} isPending={submit?.isPending} iconEnd={<ArrowRight size={18} />}>
              {questionPageContent.next}
            </Button>
          )}
        </div>
      </div>
      <aside className="question__aside" aria-labelledby={`summary-${questionId}`}>
        <h2 id={`summary-${questionId}`} className="question__aside-title">
          {questionPageContent.summaryTitle}
        </h2>
        <ul className="question__summary">
          {question.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

interface RatingStatusProps {
  state: SaveState;
  error: unknown;
  onRetry: () => void;
}

/**
 * Under the rating, as the server says: « Enregistrement... », « Enregistré », or the spec's error text with
 * « Non enregistré — Réessayer » (the choice stays on screen); offline, the choice waits for the connection.
 */
function RatingStatus({ state, error, onRetry }: RatingStatusProps) {
  return (
    <>
      {error !== null && (
        <Alert tone="danger" className="question__error">
          {isStatus(error, 400) ? questionPageContent.errors.ratingRejected : questionPageContent.errors.ratingFailed}
        </Alert>
      )}
      <SaveStatus state={state} onRetry={onRetry} className="question__save-status" />
    </>
  );
}
