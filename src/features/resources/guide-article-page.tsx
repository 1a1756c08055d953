import { ArrowLeft } from 'lucide-react';
import { Alert, TextLink } from '@/components/ui';
import { resourcesContent } from './content';
import { GUIDES, axisLabel, guideBySlug, type Guide } from './guides';
import { GuideCard } from './resources-library-page';
import './resources.css';

export interface GuideArticlePageProps {
  /** Segment of /articles-blog/{slug}. */
  slug: string;
  /** Where guides are looked up (the static library by default). */
  guides?: readonly Guide[];
}

/** /articles-blog/{slug}: one guide, with the guides of the same axis after it. */
export function GuideArticlePage({ slug, guides = GUIDES }: GuideArticlePageProps) {
  const guide = guides === GUIDES ? guideBySlug(slug) : guides.find((candidate) => candidate.slug === slug);
  const back = (
    <TextLink to="/mes-ressources" className="article__back">
      <ArrowLeft aria-hidden="true" size={16} /> {resourcesContent.backToLibrary}
    </TextLink>
  );

  if (!guide) {
    return (
      <div className="article page-column">
        {back}
        <h1 className="resources__title">{resourcesContent.articleNotFoundTitle}</h1>
        <Alert tone="info">{resourcesContent.articleNotFound}</Alert>
      </div>
    );
  }

  const related = guides.filter((candidate) => candidate.axis === guide.axis && candidate.slug !== guide.slug);
  return (
    <div className="article page-column">
      {back}
      <article className={`article__body article__body--${guide.axis}`}>
        <header className="article__header">
          <p className="eyebrow">{axisLabel(guide.axis)}</p>
          <h1 className="article__title">{guide.title}</h1>
          <p className="article__summary">{guide.summary}</p>
          <p className="guide-card__meta">{resourcesContent.readingTime(guide.readingMinutes)}</p>
        </header>
        {guide.sections.map((section) => (
          <section key={section.heading} className="article__section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      {related.length > 0 && (
        <section className="article__related" aria-labelledby="article-related-title">
          <h2 id="article-related-title">{resourcesContent.relatedTitle}</h2>
          <ul className="guide-grid">
            {related.map((candidate) => (
              <li key={candidate.slug}>
                <GuideCard guide={candidate} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
