import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { BarChart } from '@/components/charts';
import { Alert, Button, Card, PageColumn, Pager, ProgressBar, QueryState, usePageWindow } from '@/components/ui';
import { appPath } from '@/config/env';
import { formatInstantDay, formatNumber, formatShare } from '@/lib/format';
import { FAVOURABLE_OPTIONS, SCALE_COLORS, surveyContent as text } from './content';
import { surveyMutations } from './mutations';
import { surveyDashboardPageQueries } from './page-queries';
import type { CompanySurvey, SurveyResults } from './queries';
import './survey.css';

export interface SurveyDashboardPageProps {
  /** Whether the person may launch the survey (the company's admins). */
  canLaunch: boolean;
  /** Origin of the public answer link (the app's own origin by default). */
  linkOrigin?: string;
}

/** /mon-enquete/dashboard: the staff survey's share link, participation, per-question results and comments. */
export function SurveyDashboardPage({ canLaunch, linkOrigin }: SurveyDashboardPageProps) {
  const company = useQuery(surveyDashboardPageQueries().company);
  return (
    <PageColumn title={text.title} intro={text.intro}>
      <QueryState query={company} what={text.loadWhat}>
        {(data) =>
          data.survey && data.results ? (
            <SurveyOverview survey={data.survey} results={data.results} linkOrigin={linkOrigin} />
          ) : (
            <NoSurvey canLaunch={canLaunch} />
          )
        }
      </QueryState>
    </PageColumn>
  );
}

function NoSurvey({ canLaunch }: { canLaunch: boolean }) {
  const launch = useMutation(surveyMutations.launch());
  return (
    <Card title={text.emptyTitle}>
      <div className="survey__empty">
        <p>{text.emptyText}</p>
        {launch.isError && <Alert tone="danger">{text.launchFailed}</Alert>}
        {canLaunch ? (
          <Button onPress={() => launch.mutate()} isPending={launch.isPending}>
            {text.launch}
          </Button>
        ) : (
          <p className="survey__muted">{text.launchReserved}</p>
        )}
      </div>
    </Card>
  );
}

function SurveyOverview({
  survey,
  results,
  linkOrigin,
}: {
  survey: CompanySurvey;
  results: SurveyResults;
  linkOrigin?: string;
}) {
  // Under the base path the demo is served from (VITE_BASE_PATH), like every page of the app.
  const link = `${linkOrigin ?? window.location.origin}${appPath(`/enquete/${survey.shareToken}`)}`;
  return (
    <>
      <div className="survey__top">
        <ShareLink link={link} title={survey.title} createdAt={survey.createdAt} />
        <Participation results={results} />
      </div>
      <section className="survey__results" aria-labelledby="survey-results-title">
        <h2 id="survey-results-title" className="survey__subtitle">
          {text.resultsTitle}
        </h2>
        {results.responseCount === 0 ? (
          <p className="survey__muted survey__panel">{text.noResponses}</p>
        ) : (
          <div className="survey__charts">
            {survey.questions
              .filter((question) => question.kind !== 'text')
              .map((question) => {
                const index = survey.questions.indexOf(question) + 1;
                const result = results.questions.find((entry) => entry.questionId === question.id);
                const answered = result?.answered ?? 0;
                const counts = result?.counts ?? [];
                const favourable = counts
                  .filter((entry) => FAVOURABLE_OPTIONS.includes(entry.option))
                  .reduce((sum, entry) => sum + entry.count, 0);
                return (
                  <div key={question.id} className="survey__chart">
                    <p className="eyebrow">{text.questionNumber(index)}</p>
                    <BarChart
                      title={question.label}
                      headingLevel={3}
                      horizontal
                      description={
                        question.kind === 'scale'
                          ? `${text.answered(answered)} · ${text.favourable(formatShare(favourable, answered))}`
                          : text.answered(answered)
                      }
                      columns={text.answerColumns}
                      bars={counts.map((entry, position) => ({
                        label: entry.option,
                        value: entry.count,
                        color: question.kind === 'scale' ? SCALE_COLORS[position] : undefined,
                      }))}
                      formatValue={(value) => `${formatNumber(value, 0)} (${formatShare(value, answered)})`}
                    />
                  </div>
                );
              })}
          </div>
        )}
      </section>
      <Comments survey={survey} results={results} />
    </>
  );
}

function ShareLink({ link, title, createdAt }: { link: string; title: string; createdAt: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Card title={title} className="survey__share">
      <p className="survey__muted">{text.launchedOn(formatInstantDay(createdAt))}</p>
      <h3 className="survey__share-title">{text.shareTitle}</h3>
      <p className="survey__muted">{text.shareHelp}</p>
      <div className="survey__link-row">
        <label className="visually-hidden" htmlFor="survey-share-link">
          {text.shareField}
        </label>
        <input
          id="survey-share-link"
          className="survey__link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          iconStart={<Copy aria-hidden="true" size={16} />}
          onPress={() => {
            navigator.clipboard.writeText(link).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {text.copy}
        </Button>
        <a className="survey__open" href={link} target="_blank" rel="noreferrer">
          {text.openForm}
          <ExternalLink aria-hidden="true" size={14} />
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </div>
      {copy !== 'idle' && (
        <Alert tone={copy === 'copied' ? 'success' : 'warning'}>
          {copy === 'copied' ? text.copied : text.copyFailed}
        </Alert>
      )}
    </Card>
  );
}

function Participation({ results }: { results: SurveyResults }) {
  return (
    <Card title={text.participationTitle} className="survey__participation">
      {results.employeesNumber > 0 ? (
        <>
          <p className="survey__rate">
            <span className="survey__rate-value">{results.participationRate} %</span>
            <span>{text.participation(results.responseCount, results.employeesNumber)}</span>
          </p>
          <ProgressBar
            label={text.participationLabel}
            hideLabel
            value={results.participationRate}
            valueLabel={`${results.participationRate} %`}
            showValueLabel={false}
            size="lg"
          />
          {results.participationRate < 33 && <p className="survey__muted">{text.lowParticipation}</p>}
        </>
      ) : (
        <p>{text.noEmployees}</p>
      )}
      {results.lastResponseAt && (
        <p className="survey__muted">{text.lastResponse(formatInstantDay(results.lastResponseAt))}</p>
      )}
    </Card>
  );
}

/** Comments per page: whole rows of the grid at one, two or three columns. */
const COMMENTS_PER_PAGE = 24;

function Comments({ survey, results }: { survey: CompanySurvey; results: SurveyResults }) {
  // A large company's staff leaves hundreds of comments: a page of them at a time.
  const pages = usePageWindow(results.comments, COMMENTS_PER_PAGE);
  const hasTextQuestion = survey.questions.some((question) => question.kind === 'text');
  if (!hasTextQuestion) return null;
  return (
    <section className="survey__comments" aria-labelledby="survey-comments-title">
      <h2 id="survey-comments-title" className="survey__subtitle">
        {text.commentsTitle} <span className="survey__count">({results.comments.length})</span>
      </h2>
      {results.comments.length === 0 ? (
        <p className="survey__muted survey__panel">{text.commentsEmpty}</p>
      ) : (
        <ul className="survey__comment-list">
          {pages.items.map((comment, index) => (
            <li key={`${comment.submittedAt}-${pages.first + index}`} className="survey__comment">
              {/* Staff text is shown as text, never as HTML. */}
              <blockquote>{comment.text}</blockquote>
              <time dateTime={comment.submittedAt}>{formatInstantDay(comment.submittedAt)}</time>
            </li>
          ))}
        </ul>
      )}
      <Pager window={pages} label={text.commentsPagination} />
    </section>
  );
}
