import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { LinkButton, QueryState, Spinner } from '@/components/ui';
import { preambleContent } from './content';
import { perceptionPageQueries } from './page-queries';
import { ResumeLink } from './resume-link';
import './diagnosis.css';
import { axisBySlug } from '@/domain/axes';

export interface PreamblePageProps {
  /** The signed-in person's company, or null when they have none yet. */
  companyId: number | null;
}

/** /diagnosis/preamble: what RSE is, the four axes, two key notions, then on to the perception form. */
export function PreamblePage({ companyId }: PreamblePageProps) {
  return (
    <article className="diagnosis-page preamble">
      <h1 className="diagnosis-page__title">{preambleContent.title}</h1>
      {preambleContent.intro.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="diagnosis-page__lead">
          {paragraph}
        </p>
      ))}

      <section aria-labelledby="preamble-axes" className="preamble__section">
        <h2 id="preamble-axes" className="diagnosis-page__subtitle">
          {preambleContent.axesTitle}
        </h2>
        <ul className="preamble__axes">
          {preambleContent.axes.map((axis) => (
            <li key={axis.slug} className={`preamble__axis preamble__axis--${axis.slug}`}>
              <h3 className="preamble__axis-title">{axisBySlug(axis.slug).title}</h3>
              <p>{axis.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="preamble-concepts" className="preamble__section">
        <h2 id="preamble-concepts" className="diagnosis-page__subtitle">
          {preambleContent.conceptsTitle}
        </h2>
        {[preambleContent.planetaryBoundaries, preambleContent.donut].map((concept) => (
          <Disclosure key={concept.title} className="concept-panel">
            <Heading level={3} className="concept-panel__heading">
              <AriaButton slot="trigger" className="concept-panel__trigger">
                {concept.title}
                <ChevronDown className="concept-panel__chevron" size={20} aria-hidden="true" />
              </AriaButton>
            </Heading>
            <DisclosurePanel className="concept-panel__panel">
              {concept.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <p className="concept-panel__source">{concept.source}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </section>

      <div className="diagnosis-page__actions">
        {companyId === null ? <NextButton /> : <CompanyAwareNext companyId={companyId} />}
      </div>
    </article>
  );
}

function NextButton() {
  return (
    <LinkButton to="/diagnosis/entreprise" iconEnd={<ArrowRight size={18} />}>
      {preambleContent.next}
    </LinkButton>
  );
}

/**
 * Spec §2: 'Suivant' is hidden once the company has its expected score and axis to improve. The page then offers
 * the two ways a person in that situation wants instead, so it is never a dead end.
 */
function CompanyAwareNext({ companyId }: { companyId: number }) {
  const company = useQuery(perceptionPageQueries(companyId).company);
  return (
    <QueryState query={company} what={preambleContent.companyWhat} pending={<Spinner size="sm" />}>
      {(data) => (data.expected_score && data.improvement_axe ? <AlreadyDone /> : <NextButton />)}
    </QueryState>
  );
}

/** The perception is saved: back into the questionnaire, or change the perception. */
function AlreadyDone() {
  return (
    <div className="preamble__done">
      <p className="preamble__done-text">
        <strong>{preambleContent.alreadyDone}</strong> {preambleContent.alreadyDoneHint}
      </p>
      <div className="preamble__done-actions">
        <ResumeLink />
        <LinkButton to="/diagnosis/entreprise" variant="secondary">
          {preambleContent.editPerception}
        </LinkButton>
      </div>
    </div>
  );
}
