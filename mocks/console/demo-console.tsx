import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DataSection } from './data-section';
import { EvaluationSection } from './evaluation-section';
import { isNetworkAltered } from './labels';
import { navigateWithBrowser, reloadWithBrowser, type Navigate, type Reload } from './navigation';
import { NetworkSection } from './network-section';
import { OutboxSection } from './outbox-section';
import { PersonasSection } from './personas-section';
import { useNetworkSettings } from './use-network-settings';
import './demo-console.css';

export interface DemoConsoleProps {
  /** Full-page navigation (persona landing, links, reset); `window.location.assign` by default. */
  navigate?: Navigate;
  /** Page reload after an evaluation; `window.location.reload` by default. */
  reload?: Reload;
  /** Open on first render (stories, tests). */
  defaultOpen?: boolean;
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
}: DemoConsoleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const altered = isNetworkAltered(useNetworkSettings());

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
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
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={altered ? 'Démo (conditions réseau simulées actives)' : 'Démo'}
        onClick={() => setOpen((value) => !value)}
      >
        Démo
        {altered && (
          <span className="demo-console-badge" aria-hidden="true">
            Réseau
          </span>
        )}
      </button>
      <section id={panelId} className="demo-console-panel" aria-labelledby={titleId} hidden={!open}>
        {open && (
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
            <PersonasSection navigate={navigate} />
            <OutboxSection />
            <DataSection navigate={navigate} />
            <NetworkSection />
            <EvaluationSection reload={reload} />
          </>
        )}
      </section>
    </div>
  );
}
