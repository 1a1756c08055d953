import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@/api';
import { characterCount, FIELD_MAX_LENGTH } from '@/api/limits';
import { Alert, Button, QueryState } from '@/components/ui';
import { surveyContent as text } from './content';
import { surveyMutations } from './mutations';
import { publicSurveyPageQueries } from './page-queries';
import type { PublicSurvey, SurveyQuestion } from './queries';
import './survey.css';

export interface PublicSurveyPageProps {
  /** Token of the share link (/enquete/{shareToken}). */
  shareToken: string;
}

/** /enquete/{shareToken}: the anonymous answer form a staff member opens from the shared link, without an account. */
export function PublicSurveyPage({ shareToken }: PublicSurveyPageProps) {
  // A failed re-read (a refocus) keeps the answers being written.
  const survey = useQuery(publicSurveyPageQueries(shareToken).survey);
  return (
    <QueryState
      query={survey}
      what={text.publicLoadWhat}
      minHeight="50vh"
      framed={(failure) => <div className="public-survey">{failure}</div>}
      notFound={
        <div className="public-survey">
          <h1 className="survey__title">{text.linkNotFoundTitle}</h1>
          <Alert tone="info">{text.linkNotFound}</Alert>
        </div>
      }
    >
      {(data) => <SurveyForm survey={data} shareToken={shareToken} />}
    </QueryState>
  );
}

function SurveyForm({ survey, shareToken }: { survey: PublicSurvey; shareToken: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [done, setDone] = useState<'recorded' | 'already' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const send = useMutation({
    ...surveyMutations.answer(shareToken, survey.answerToken),
    onSuccess: () => finish('recorded'),
    onError: (error) => {
      // The answer token was used already: this visit's answer is in, say so rather than fail.
      if (isApiError(error) && error.status === 409) finish('already');
    },
  });

  const finish = (outcome: 'recorded' | 'already') => {
    setDone(outcome);
    requestAnimationFrame(() => thanksRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = survey.questions
      .map((question, index) => ({ question, number: index + 1 }))
      .filter(({ question }) => question.required && !values[question.id])
      .map(({ number }) => number);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    send.mutate(
      survey.questions
        .filter((question) => (values[question.id] ?? '').trim() !== '')
        .map((question) => ({ questionId: question.id, value: (values[question.id] ?? '').trim() })),
    );
  };

  if (done) {
    return (
      <div className="public-survey public-survey--done">
        <CircleCheck aria-hidden="true" size={48} className="public-survey__done-icon" />
        <h1 ref={thanksRef} tabIndex={-1} className="survey__title">
          {text.thanksTitle}
        </h1>
        <p>{done === 'recorded' ? text.thanks : text.alreadyAnswered}</p>
      </div>
    );
  }

  const sendError =
    send.isError && !(isApiError(send.error) && send.error.status === 409)
      ? errorMessage(send.error, { fallback: text.submitFailed, serverMessage: [400] })
      : null;

  return (
    <div className="public-survey">
      <header className="public-survey__header">
        <p className="public-survey__company">{survey.companyName}</p>
        <h1 className="survey__title">{survey.title}</h1>
        <p>{survey.intro}</p>
        <p className="survey__muted">{text.requiredHint}</p>
      </header>
      <form className="public-survey__form" onSubmit={submit} noValidate>
        {missing.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} className="public-survey__summary">
            <Alert tone="danger">{text.missing(missing)}</Alert>
          </div>
        )}
        {survey.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            value={values[question.id] ?? ''}
            invalid={missing.includes(index + 1)}
            onChange={(value) => {
              setValues((current) => ({ ...current, [question.id]: value }));
              setMissing((current) => current.filter((number) => number !== index + 1));
            }}
          />
        ))}
        {sendError && <Alert tone="danger">{sendError}</Alert>}
        <Button type="submit" size="lg" isPending={send.isPending}>
          {text.submit}
        </Button>
      </form>
    </div>
  );
}

interface QuestionFieldProps {
  question: SurveyQuestion;
  number: number;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

function QuestionField({ question, number, value, invalid, onChange }: QuestionFieldProps) {
  const id = `question-${question.id}`;
  if (question.kind === 'text') {
    return (
      <div className="public-survey__question">
        <label htmlFor={id} className="public-survey__legend">
          <span className="public-survey__number">{number}.</span> {question.label}
        </label>
        <textarea
          id={id}
          className="public-survey__comment"
          rows={5}
          maxLength={FIELD_MAX_LENGTH.value}
          value={value}
          aria-describedby={`${id}-count`}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <p id={`${id}-count`} className="survey__muted">
          {characterCount(value.length, FIELD_MAX_LENGTH.value)}
        </p>
      </div>
    );
  }
  return (
    <fieldset
      className={`public-survey__question${invalid ? ' public-survey__question--invalid' : ''}`}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="public-survey__legend">
        <span className="public-survey__number">{number}.</span> {question.label}
        {question.required && <span aria-hidden="true"> *</span>}
      </legend>
      {invalid && (
        <p id={`${id}-error`} className="public-survey__error">
          {text.answerRequired}
        </p>
      )}
      <div className={`public-survey__options public-survey__options--${question.kind}`}>
        {question.options.map((option) => (
          <label key={option} className="public-survey__option">
            <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
