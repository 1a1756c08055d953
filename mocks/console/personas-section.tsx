import { useRef, useState } from 'react';
import { DEMO_PASSWORD, DEMO_PERSONAS, type DemoPersona } from '../seed/personas';
import { navigateWithBrowser, type Navigate } from './navigation';
import { signInAsPersona } from './sign-in';

export interface PersonasSectionProps {
  /** Full-page navigation to the persona's landing route; the app's session restore takes over from there. */
  navigate?: Navigate;
  /** The personas offered; the seed's by default. */
  personas?: readonly DemoPersona[];
}

type Attempt =
  { email: string; state: 'pending' } | { email: string; state: 'failed'; refused: boolean; message: string };

/** One-click sign-in as any seeded persona. */
export function PersonasSection({ navigate = navigateWithBrowser, personas = DEMO_PERSONAS }: PersonasSectionProps) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const busy = useRef(false);

  async function signIn(persona: DemoPersona) {
    // One sign-in at a time; the buttons stay enabled so focus is never dropped.
    if (busy.current) return;
    busy.current = true;
    setAttempt({ email: persona.email, state: 'pending' });
    const outcome = await signInAsPersona(persona.email);
    busy.current = false;
    if (outcome.ok) {
      navigate(persona.landingRoute);
    } else {
      setAttempt({ email: persona.email, state: 'failed', refused: outcome.refused, message: outcome.message });
    }
  }

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-personas-title">
      <h3 id="demo-console-personas-title" className="demo-console-section-title">
        Personas
      </h3>
      <p className="demo-console-hint">
        Mot de passe commun pour une connexion manuelle : <code className="demo-console-code">{DEMO_PASSWORD}</code>
      </p>
      <ul className="demo-console-list">
        {personas.map((persona) => {
          const current = attempt?.email === persona.email ? attempt : null;
          const descriptionId = `demo-console-persona-${persona.email.replace(/[^a-z0-9]/gi, '-')}`;
          return (
            <li key={persona.email} className="demo-console-card">
              <div className="demo-console-card-head">
                <div>
                  <p className="demo-console-card-title">{persona.label}</p>
                  <p className="demo-console-muted">{persona.email}</p>
                </div>
                <button
                  type="button"
                  className="demo-console-button"
                  aria-busy={current?.state === 'pending'}
                  aria-label={`${current?.state === 'pending' ? 'Connexion...' : 'Se connecter'} en tant que ${persona.firstName} ${persona.lastName}`}
                  aria-describedby={descriptionId}
                  onClick={() => void signIn(persona)}
                >
                  {current?.state === 'pending' ? 'Connexion...' : 'Se connecter'}
                </button>
              </div>
              <p id={descriptionId} className="demo-console-card-text">
                {persona.demonstrates}
              </p>
              {current?.state === 'failed' && (
                <p role="alert" className="demo-console-error">
                  {current.refused ? 'Connexion refusée' : 'Connexion impossible'} : {current.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
