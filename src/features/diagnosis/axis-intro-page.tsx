import { ArrowLeft, ArrowRight } from 'lucide-react';
import { LinkButton, ProgressBar, TextLink } from '@/components/ui';
import { axisBySlug, nextAxis, type AxisSlug } from '@/content/diagnosis';
import { AxisIllustration } from './axis-illustration';
import { axisIntroContent, introPageContent } from './content';
import { AXIS_PROGRESS } from './progress';
import './diagnosis.css';

export interface AxisIntroPageProps {
  /** The axis this page introduces. */
  axis: AxisSlug;
}

/**
 * /diagnosis/{axe}: the axis title, its illustration, the progress (30/50/70/90), the way to its first question and
 * the next axis. Axes follow Gouvernance → Social → Environnement → Business → /diagnosis/loader.
 */
export function AxisIntroPage({ axis }: AxisIntroPageProps) {
  const meta = axisBySlug(axis);
  const copy = axisIntroContent[axis];
  const next = nextAxis(axis);
  // The page's own value from the first frame, not the store's previous one until the effect has run.
  const progress = AXIS_PROGRESS[axis];

  const isBusiness = axis === 'business';
  return (
    <article className={`diagnosis-page axis-intro axis-intro--${axis}`}>
      <ProgressBar label={introPageContent.progressLabel} value={progress} axis={axis} size="sm" />
      <div className="axis-intro__body">
        <div className="axis-intro__text">
          <p className="axis-intro__eyebrow">{copy.eyebrow}</p>
          <h1 className="diagnosis-page__title">{meta.title}</h1>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="diagnosis-page__lead">
              {paragraph}
            </p>
          ))}
          <p className="axis-intro__count">{introPageContent.questionCount(meta.questionCount)}</p>
          <h2 className="axis-intro__themes-title">{introPageContent.themesTitle}</h2>
          <ul className="axis-intro__themes">
            {copy.themes.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
        </div>
        <AxisIllustration axis={axis} label={introPageContent.illustration(meta.title)} />
      </div>
      <div className="diagnosis-page__actions">
        {isBusiness && (
          <LinkButton
            to="/diagnosis/$axe"
            params={{ axe: 'environnement' }}
            variant="secondary"
            iconStart={<ArrowLeft size={18} />}
          >
            {introPageContent.previousPage}
          </LinkButton>
        )}
        <LinkButton to="/diagnosis/$axe/$order" params={{ axe: axis, order: '1' }} iconEnd={<ArrowRight size={18} />}>
          {isBusiness ? introPageContent.next : introPageContent.start}
        </LinkButton>
        {next ? (
          <TextLink to="/diagnosis/$axe" params={{ axe: next.slug }} tone="muted" className="axis-intro__skip">
            {introPageContent.skipTo(next.tabLabel)}
          </TextLink>
        ) : (
          <TextLink to="/diagnosis/loader" tone="muted" className="axis-intro__skip">
            {introPageContent.finish}
          </TextLink>
        )}
      </div>
    </article>
  );
}
