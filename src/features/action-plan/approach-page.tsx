import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { isApiError, type Schemas } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { LineChart, type LinePoint } from '@/components/charts';
import { allQueries, Button, Card, LinkButton, QueryState } from '@/components/ui';
import { chatRequestAtom } from '@/lib/chat-request';
import { formatScore, monthlyBestScores } from '@/lib/format';
import { useSetAtom } from '@/lib/jotai';
import { actionPlanContent } from './content';
import { DiagnosisLink, type DiagnosisTarget } from './diagnosis-link';
import { questionTarget, ratingOf } from './logic';
import { DashboardSectionPage, type Viewer } from './page-parts';
import './action-plan.css';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { approachPageQueries } from './page-queries';

const text = actionPlanContent.approach;

type Answer = Schemas['ActionPlanAnswer'];
type StepStatus = 'done' | 'current' | 'todo';

/** Where a step's button leads: a diagnosis page, an app page, or the copilote chat. */
export type StepAction =
  | { kind: 'diagnosis'; target?: DiagnosisTarget; label: string }
  | { kind: 'page'; to: '/solutions' | '/pilotage'; label: string }
  | { kind: 'chat'; label: string };

export interface JourneyStep {
  id: string;
  title: string;
  detail: string;
  done: boolean;
  action?: StepAction;
}

export interface JourneyInput {
  email: string;
  companyName: string;
  company: Pick<Schemas['Company'], 'expected_score' | 'improvement_axe' | 'primary_axe'>;
  answers: readonly Answer[];
  evaluated: boolean;
  plan: readonly Pick<Schemas['ActionPlanSolution'], 'status'>[];
}

/** The company's journey: account, company, perception form, the four axes, the evaluation, the action plan. */
export function journeySteps({ email, companyName, company, answers, evaluated, plan }: JourneyInput): JourneyStep[] {
  const perceived = company.expected_score !== null && company.improvement_axe !== null && company.primary_axe !== null;
  const axisSteps = DIAGNOSIS_AXES.map((axis): JourneyStep => {
    const ofAxis = answers.filter((answer) => answer.axe === axis.questionAxe);
    const answered = ofAxis.filter((answer) => answer.content !== null).length;
    const nextQuestion = ofAxis.find((answer) => !answer.isFreeText && ratingOf(answer) === null);
    return {
      id: axis.slug,
      title: `Axe ${axis.title}`,
      detail: `${answered}/${ofAxis.length} questions répondues`,
      done: nextQuestion === undefined && ofAxis.length > 0,
      action: {
        kind: 'diagnosis',
        target: questionTarget(nextQuestion ?? ofAxis[0] ?? { axe: axis.questionAxe, order: 1 }),
        label: answered === 0 ? `Commencer l'axe ${axis.title}` : `Reprendre l'axe ${axis.title}`,
      },
    };
  });
  const validated = plan.filter((solution) => solution.status === 'validated').length;
  return [
    { id: 'account', title: 'Votre compte', detail: `Connecté·e avec ${email}`, done: true },
    { id: 'company', title: 'Votre entreprise', detail: companyName, done: true },
    {
      id: 'perception',
      title: 'Formulaire de perception',
      detail: perceived
        ? 'Votre regard sur votre politique RSE est enregistré.'
        : 'Votre regard sur votre politique RSE actuelle, en quatre questions.',
      done: perceived,
      action: { kind: 'diagnosis', label: 'Remplir le formulaire de perception' },
    },
    ...axisSteps,
    {
      id: 'evaluation',
      title: 'Évaluation avec votre copilote',
      detail: evaluated
        ? 'Votre maturité RSE a été évaluée : vos scores sont disponibles.'
        : "Votre copilote évalue votre maturité RSE lors d'un échange.",
      done: evaluated,
      action: { kind: 'chat', label: 'Contacter mon copilote' },
    },
    {
      id: 'plan',
      title: "Plan d'actions lancé",
      detail:
        plan.length === 0
          ? 'Choisissez vos premiers leviers pour construire votre plan.'
          : `${plan.length} action${plan.length > 1 ? 's' : ''} au plan, dont ${validated} validée${validated > 1 ? 's' : ''}.`,
      done: plan.length > 0,
      action: { kind: 'page', to: '/solutions', label: 'Choisir mes leviers' },
    },
  ];
}

/** The first step not done is the current one; the ones after it are still to come. */
export function stepStatuses(steps: readonly JourneyStep[]): StepStatus[] {
  const current = steps.findIndex((step) => !step.done);
  return steps.map((step, index) => (step.done ? 'done' : index === current ? 'current' : 'todo'));
}

/** One point per month of the history: the month's best score, or a gap (spec §3). */
export function historyPoints(scores: Schemas['ScoreHistory']['scores']): LinePoint[] {
  return monthlyBestScores(scores, Object.keys(scores).sort());
}

export type ApproachPageProps = Viewer;

/** /approach 'Mes progrès': the journey as steps, what comes next, and the global score history. */
export function ApproachPage(viewer: ApproachPageProps) {
  return (
    <DashboardSectionPage title={text.title} intro={text.intro} viewer={viewer}>
      {(company) => <Journey {...company} />}
    </DashboardSectionPage>
  );
}

function Journey({ email, companyId }: { email: string; companyId: number }) {
  const queries = approachPageQueries({ email, companyId });
  const company = useQuery(queries.company);
  const answers = useQuery(queries.answers);
  const plan = useQuery(queries.plan);
  const results = useQuery(queries.results);
  const notEvaluated = isApiError(results.error) && results.error.status === 404;
  const all = allQueries({
    company,
    answers,
    plan,
    // Not evaluated yet (404) is an answer, not a failure: the journey shows the evaluation as the next step.
    results: notEvaluated ? { ...results, data: null, error: null } : results,
  });

  return (
    <QueryState query={all} what="vos progrès" framed>
      {(data) => {
        const steps = journeySteps({
          email,
          companyName: data.company.name,
          company: data.company,
          answers: data.answers,
          evaluated: Boolean(data.results),
          plan: data.plan,
        });
        const statuses = stepStatuses(steps);
        const next = steps.find((step) => !step.done);

        return (
          <>
            <Card title={text.nextTitle} padding="lg" className="approach__next">
              {next ? (
                <>
                  <p className="step__title">{next.title}</p>
                  <p className="step__detail">{next.detail}</p>
                  <div className="action-plan__actions">{next.action && <StepButton action={next.action} />}</div>
                </>
              ) : (
                <>
                  <p className="action-plan__empty">{text.allDone}</p>
                  <LinkButton to="/pilotage">Aller à Mon pilotage</LinkButton>
                </>
              )}
            </Card>
            <Card title={text.stepsLabel} padding="lg">
              <ol className="steps">
                {steps.map((step, index) => {
                  const status = statuses[index] ?? 'todo';
                  const label = { done: text.statusDone, current: text.statusCurrent, todo: text.statusTodo }[status];
                  return (
                    <li
                      key={step.id}
                      className={`step step--${status}`}
                      aria-current={status === 'current' ? 'step' : undefined}
                    >
                      <span className="step__marker" aria-hidden="true">
                        {status === 'done' ? <Check size={18} /> : index + 1}
                      </span>
                      <div>
                        <p className="step__title">{step.title}</p>
                        <p className="step__detail">{step.detail}</p>
                      </div>
                      <span className="step__status">{label}</span>
                    </li>
                  );
                })}
              </ol>
            </Card>
            <ScoreHistory companyId={companyId} evaluated={Boolean(data.results)} />
          </>
        );
      }}
    </QueryState>
  );
}

function StepButton({ action }: { action: StepAction }) {
  const requestChat = useSetAtom(chatRequestAtom);
  if (action.kind === 'diagnosis') {
    return (
      <DiagnosisLink target={action.target} asButton>
        {action.label}
      </DiagnosisLink>
    );
  }
  if (action.kind === 'page') return <LinkButton to={action.to}>{action.label}</LinkButton>;
  return <Button onPress={() => requestChat({ draft: text.evaluationDraft })}>{action.label}</Button>;
}

function ScoreHistory({ companyId, evaluated }: { companyId: number; evaluated: boolean }) {
  const history = useQuery({ ...dashboardQueries.scoreHistory(companyId, '1y'), enabled: evaluated });
  if (!evaluated) {
    return (
      <Card title={text.historyTitle} padding="lg">
        <p className="action-plan__empty">{text.historyEmpty}</p>
      </Card>
    );
  }
  return (
    <QueryState query={history} what="l'évolution de votre score" framed>
      {(data) => {
        return (
          <Card padding="lg">
            <LineChart
              title={text.historyTitle}
              headingLevel={2}
              points={historyPoints(data.scores)}
              columns={['Mois', 'Score global']}
              formatValue={(value) => formatScore(value, 100)}
              gapText="Aucune évaluation"
            />
          </Card>
        );
      }}
    </QueryState>
  );
}
