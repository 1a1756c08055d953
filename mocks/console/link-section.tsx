import { useEffect, useId, useRef, useState } from 'react';
import { config } from '../../src/config/env';
import { getNetworkSettings } from '../network';
import { personaByEmail } from '../seed/personas';
import { currentDataDay } from './data-day';
import { pageOf, scenarioUrl, type ScenarioView } from './scenario-link';
import { readCurrentSession } from './session';

/** Writes to the clipboard; rejects when the browser refuses (no permission, insecure context). */
export type CopyText = (text: string) => Promise<void>;

export const copyWithClipboardApi: CopyText = async (text) => {
  if (!navigator.clipboard) throw new Error('Presse-papiers indisponible');
  await navigator.clipboard.writeText(text);
};

/** What is on screen now: the page, who is signed in, the network settings and the data's day. */
export function currentView(
  fresh: boolean,
  href = window.location.href,
): { view: ScenarioView; stranger: string | null } {
  const session = readCurrentSession();
  const email = session.kind === 'signed-out' ? null : session.email;
  const persona = email ? (personaByEmail(email) ?? null) : null;
  return {
    view: {
      page: pageOf(new URL(href), config.basePath),
      scenario: { persona, network: getNetworkSettings(), date: currentDataDay(), fresh },
    },
    // A signed-in account the seed does not know (signed up during the review, a collaborator added): the link cannot
    // sign it in.
    stranger: email !== null && persona === null ? email : null,
  };
}

export interface LinkSectionProps {
  /** The clipboard; the browser's by default. */
  copy?: CopyText;
  /** The view to link to; what is on screen by default. */
  view?: (fresh: boolean) => { view: ScenarioView; stranger: string | null };
}

type Outcome = { link: string; stranger: string | null; copied: boolean };

/** « Copier le lien de cette vue »: a scenario link of the page on screen, to send to a colleague. */
export function LinkSection({ copy = copyWithClipboardApi, view = currentView }: LinkSectionProps) {
  const [fresh, setFresh] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  // The clipboard refused: focus goes to the link, selected in its field, ready for Ctrl+C.
  useEffect(() => {
    if (outcome && !outcome.copied) {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  }, [outcome]);

  async function copyLink() {
    const current = view(fresh);
    const link = scenarioUrl(current.view, window.location.origin, config.basePath);
    try {
      await copy(link);
      setOutcome({ link, stranger: current.stranger, copied: true });
    } catch {
      setOutcome({ link, stranger: current.stranger, copied: false });
    }
  }

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-link-title">
      <h3 id="demo-console-link-title" className="demo-console-section-title">
        Lien de cette vue
      </h3>
      <p className="demo-console-hint">
        Un lien qui rouvre cette page dans n'importe quel navigateur : même persona, mêmes réglages réseau, données
        datées du même jour.
      </p>
      <label className="demo-console-radio">
        <input
          type="checkbox"
          checked={fresh}
          onChange={(event) => {
            setFresh(event.currentTarget.checked);
            setOutcome(null);
          }}
        />
        <span>Repartir des données d'origine à l'ouverture</span>
      </label>
      <div className="demo-console-actions">
        <button type="button" className="demo-console-button" onClick={() => void copyLink()}>
          Copier le lien de cette vue
        </button>
        <p className="demo-console-success" role="status">
          {outcome?.copied ? 'Lien copié' : ''}
        </p>
      </div>
      {outcome && !outcome.copied && (
        <div className="demo-console-field">
          <label htmlFor={fieldId}>Le presse-papiers est refusé : copiez le lien ci-dessous (Ctrl+C).</label>
          <input
            ref={fieldRef}
            id={fieldId}
            className="demo-console-select demo-console-link-field"
            readOnly
            value={outcome.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {outcome?.stranger && (
        <p className="demo-console-warning">
          {outcome.stranger} n'est pas une persona de la démo : le lien ouvre la page sans connexion.
        </p>
      )}
    </section>
  );
}
