import { useEffect, useRef, useState } from 'react';
import { signOutBeforeLoad } from '../../src/features/auth/session';
import { resetDatabase } from '../db';
import { navigateWithBrowser, type Navigate } from './navigation';
import { usePersistenceFailure } from './use-persistence-failure';
import { describeFailure } from './sign-in';

export interface DataSectionProps {
  /** Where the page goes once the data is reset (to '/login'). */
  navigate?: Navigate;
}

type Step = 'idle' | 'confirming' | 'resetting' | { error: string };

/** Puts the seed back, signs out and reloads on the login page. */
export async function resetDemo(navigate: Navigate): Promise<void> {
  await resetDatabase();
  // The refresh cookie would otherwise restore a session of a user the seed may no longer hold as it was.
  await signOutBeforeLoad();
  navigate('/login');
}

/** Reset of the demo data, behind a confirmation step. */
export function DataSection({ navigate = navigateWithBrowser }: DataSectionProps) {
  const [step, setStep] = useState<Step>('idle');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const previousStep = useRef<Step>(step);
  const storageFull = usePersistenceFailure() !== null;
  const storageAlertRef = useRef<HTMLParagraphElement>(null);

  // The console opens at its top (personas): bring the alert and its way out into view.
  useEffect(() => {
    if (storageFull) storageAlertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [storageFull]);

  // Focus follows the step: to 'Annuler' when asked to confirm, back to the first button when cancelled.
  useEffect(() => {
    if (step === 'confirming') cancelRef.current?.focus();
    else if (step === 'idle' && previousStep.current === 'confirming') resetRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  async function confirm() {
    setStep('resetting');
    try {
      await resetDemo(navigate);
    } catch (error) {
      setStep({ error: describeFailure(error) });
    }
  }

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-data-title">
      <h3 id="demo-console-data-title" className="demo-console-section-title">
        Données
      </h3>
      <p className="demo-console-hint">
        Les données de la démonstration sont conservées dans ce navigateur. La réinitialisation remet le jeu de données
        d'origine et vous déconnecte.
      </p>
      {storageFull && (
        <p ref={storageAlertRef} role="alert" className="demo-console-error">
          Le stockage de ce navigateur est plein : la dernière modification n'a pas été enregistrée et les suivantes
          seront refusées. Réinitialisez les données de démonstration pour continuer.
        </p>
      )}
      {step === 'confirming' || step === 'resetting' ? (
        <div className="demo-console-confirm" role="group" aria-labelledby="demo-console-data-confirm">
          <p id="demo-console-data-confirm" className="demo-console-warning">
            Toutes les modifications faites pendant la démonstration seront perdues. Confirmer ?
          </p>
          <div className="demo-console-actions">
            <button
              type="button"
              className="demo-console-button demo-console-button-danger"
              disabled={step === 'resetting'}
              onClick={() => void confirm()}
            >
              {step === 'resetting' ? 'Réinitialisation...' : 'Confirmer la réinitialisation'}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="demo-console-button demo-console-button-quiet"
              disabled={step === 'resetting'}
              onClick={() => setStep('idle')}
            >
              Annuler
            </button>
          </div>
        </div>
      ) : (
        <>
          <button ref={resetRef} type="button" className="demo-console-button" onClick={() => setStep('confirming')}>
            Réinitialiser les données de démonstration
          </button>
          {typeof step === 'object' && (
            <p role="alert" className="demo-console-error">
              La réinitialisation a échoué : {step.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
