import { useState } from 'react';
import { DIAGNOSIS_AXES, findAxisByNumber, findCompanyById } from '../db';
import { runEvaluation, type EvaluationOutcome } from '../evaluation';
import { reloadWithBrowser, type Reload } from './navigation';
import { readCurrentSession, type CurrentSession } from './session';
import { describeFailure } from './sign-in';

export interface EvaluationSectionProps {
  /** Reloads the page so the app fetches the new results. */
  reload?: Reload;
  /** Who is signed in; read from the access token in session storage by default. */
  session?: CurrentSession;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; outcome: EvaluationOutcome }
  | { kind: 'failed'; message: string };

function unavailableReason(session: CurrentSession): string | null {
  if (session.kind === 'signed-out')
    return "Connectez-vous d'abord (section Personas) : l'évaluation porte sur l'entreprise de l'utilisateur connecté.";
  if (session.kind === 'no-company')
    return "L'utilisateur connecté n'est rattaché à aucune entreprise : rien à évaluer.";
  return null;
}

function Outcome({ outcome, reload }: { outcome: EvaluationOutcome; reload: Reload }) {
  if (!outcome.ok) {
    return (
      <div role="alert" className="demo-console-error">
        <p>{outcome.message}</p>
        {outcome.reason === 'incomplete' && (
          <ul className="demo-console-missing" aria-label="Questions notées sans réponse">
            {outcome.missing.map((question) => (
              <li key={question.id}>
                {findAxisByNumber(question.axe)?.name ?? `Axe ${question.axe}`} — {question.title}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { results } = outcome;
  return (
    <div className="demo-console-result">
      <p role="status" className="demo-console-success">
        Évaluation enregistrée : score global de {results.result}/100.
      </p>
      <dl className="demo-console-scores" aria-label="Scores de l'évaluation">
        <div className="demo-console-score">
          <dt>Score global</dt>
          <dd>{results.result}/100</dd>
        </div>
        {DIAGNOSIS_AXES.map((axis) => (
          <div key={axis.questionAxe} className="demo-console-score">
            <dt>{axis.name}</dt>
            <dd>{results[axis.resultKey]}/25</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="demo-console-button" onClick={reload}>
        Recharger la page
      </button>
    </div>
  );
}

/** Plays the copilote: evaluates the signed-in user's company from its answers. */
export function EvaluationSection({ reload = reloadWithBrowser, session }: EvaluationSectionProps) {
  const [current] = useState<CurrentSession>(() => session ?? readCurrentSession());
  const [state, setState] = useState<State>({ kind: 'idle' });
  const reason = unavailableReason(current);
  const company = current.kind === 'company' ? findCompanyById(current.companyId) : undefined;

  async function evaluate(companyId: number) {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', outcome: await runEvaluation(companyId) });
    } catch (error) {
      setState({ kind: 'failed', message: describeFailure(error) });
    }
  }

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-evaluation-title">
      <h3 id="demo-console-evaluation-title" className="demo-console-section-title">
        Évaluation du copilote
      </h3>
      <p className="demo-console-hint" id="demo-console-evaluation-hint">
        {current.kind === 'company'
          ? `Calcule la maturité de ${company?.name ?? `l'entreprise n° ${current.companyId}`} à partir de ses réponses, comme le copilote le fait lors de l'échange suivant.`
          : reason}
      </p>
      <button
        type="button"
        className="demo-console-button"
        disabled={current.kind !== 'company'}
        aria-describedby="demo-console-evaluation-hint"
        onClick={() => {
          if (current.kind === 'company' && state.kind !== 'running') void evaluate(current.companyId);
        }}
      >
        {state.kind === 'running' ? 'Évaluation...' : "Lancer l'évaluation"}
      </button>
      {state.kind === 'done' && <Outcome outcome={state.outcome} reload={reload} />}
      {state.kind === 'failed' && (
        <p role="alert" className="demo-console-error">
          L'évaluation a échoué : {state.message}
        </p>
      )}
    </section>
  );
}
