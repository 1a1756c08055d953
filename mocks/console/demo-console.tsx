import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DataSection } from './data-section';
import { EvaluationSection } from './evaluation-section';
import { isNetworkAltered } from './labels';
import { LinkSection } from './link-section';
import { navigateWithBrowser, reloadWithBrowser, type Navigate, type Reload } from './navigation';
import { NetworkSection } from './network-section';
import { OutboxSection } from './outbox-section';
import { PersonasSection } from './personas-section';
import { ReviewSection } from './review-section';
import { useNetworkSettings } from './use-network-settings';
import { usePersistenceFailure } from './use-persistence-failure';
import './demo-console.css';

export interface DemoConsoleProps {
  /** Full-page navigation (persona landing, links, reset); `window.location.assign` by default. */
  navigate?: Navigate;
  /** Page reload after an evaluation; `window.location.reload` by default. */
  reload?: Reload;
  /** Open on first render (stories, tests, a refused scenario link). */
  defaultOpen?: boolean;
  /** A message shown at the top of the panel: why a scenario link was refused (scenario-start.ts). */
  notice?: string;
}

/**
 * The reviewer's console of the in-browser backend: a floating 'Démo' button at the bottom-left corner opening a
 * panel with personas, the outbox, data reset, network conditions and the copilote's evaluation. It is only mounted
 * when mocking is on, and looks unlike the product on purpose.
 */
export function DemoConsole({
  navigate = navigateWithBrowser,
  reload = reloadWithBrowser,
  defaultOpen = false,
  notice,
}: DemoConsoleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const altered = isNetworkAltered(useNetworkSettings());
  const failure = usePersistenceFailure();
  const storageFull = failure !== null;
  // A failed save is shown where its way out (the reset) is: the panel opens by itself (focus stays where it was)
  // until the person closes it.
  const [closedFailureAt, setClosedFailureAt] = useState<string | null>(null);
  const isOpen = open || (failure !== null && failure.at !== closedFailureAt);

  function close() {
    setOpen(false);
    setClosedFailureAt(failure?.at ?? null);
    toggleRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="demo-console" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="demo-console-toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={[
          'Démo',
          altered ? 'conditions réseau simulées actives' : null,
          storageFull ? 'stockage plein' : null,
        ]
          .filter(Boolean)
          .join(', ')
          .replace(/^Démo, (.*)$/, 'Démo ($1)')}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        Démo
        {altered && (
          <span className="demo-console-badge" aria-hidden="true">
            Réseau
          </span>
        )}
        {storageFull && (
          <span className="demo-console-badge demo-console-badge-danger" aria-hidden="true">
            Stockage plein
          </span>
        )}
      </button>
      <section id={panelId} className="demo-console-panel" aria-labelledby={titleId} hidden={!isOpen}>
        {isOpen && (
          <>
            <header className="demo-console-header">
              <h2 id={titleId} className="demo-console-title">
                Console de démonstration
              </h2>
              <button
                type="button"
                className="demo-console-button demo-console-button-quiet"
                aria-label="Fermer la console"
                onClick={close}
              >
                Fermer
              </button>
            </header>
            <p className="demo-console-hint">
              Outil de revue, absent de la version réelle : les données et les e-mails sont simulés dans ce navigateur.
            </p>
            {notice && (
              <p role="alert" className="demo-console-error">
                {notice}
              </p>
            )}
            <PersonasSection navigate={navigate} />
            <LinkSection />
            <OutboxSection />
            <DataSection navigate={navigate} />
            <NetworkSection />
            <EvaluationSection reload={reload} />
            <ReviewSection />
          </>
        )}
      </section>
    </div>
  );
}
