import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Button, PageColumn, TextField } from '@/components/ui';
import { resourcesContent } from './content';
import { GUIDE_AXES, GUIDES, axisLabel, filterGuides, type Guide, type GuideAxis } from './guides';
import { ResourcesNav } from './resources-nav';
import './resources.css';

export interface ResourcesLibraryPageProps {
  /** The guides to list (the static library by default; stories pass others). */
  guides?: readonly Guide[];
}

/** /mes-ressources: the guide library, searchable and filterable by axis. */
export function ResourcesLibraryPage({ guides = GUIDES }: ResourcesLibraryPageProps) {
  const [query, setQuery] = useState('');
  const [axis, setAxis] = useState<GuideAxis | 'all'>('all');
  const shown = useMemo(() => filterGuides(guides, axis, query), [guides, axis, query]);
  const radioName = useId();

  return (
    <PageColumn title={resourcesContent.title} intro={resourcesContent.intro} nav={<ResourcesNav />}>
      <div role="search" className="resources__filters">
        <TextField
          type="search"
          label={resourcesContent.searchLabel}
          placeholder={resourcesContent.searchPlaceholder}
          value={query}
          onChange={setQuery}
          className="resources__search"
        />
        <fieldset className="axis-filter">
          <legend className="axis-filter__legend">{resourcesContent.axisLegend}</legend>
          {[{ id: 'all' as const, label: resourcesContent.allAxes }, ...GUIDE_AXES].map((option) => (
            <label key={option.id} className={`axis-filter__option axis-filter__option--${option.id}`}>
              <input
                type="radio"
                name={radioName}
                value={option.id}
                checked={axis === option.id}
                onChange={() => setAxis(option.id)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      </div>

      <p className="resources__count" role="status">
        {resourcesContent.resultCount(shown.length)}
      </p>

      {shown.length === 0 ? (
        <div className="resources__empty">
          <p>{resourcesContent.noResult(query)}</p>
          <Button
            variant="secondary"
            onPress={() => {
              setQuery('');
              setAxis('all');
            }}
          >
            {resourcesContent.clearFilters}
          </Button>
        </div>
      ) : (
        <ul className="guide-grid">
          {shown.map((guide) => (
            <li key={guide.slug}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </PageColumn>
  );
}

export interface GuideCardProps {
  /** The guide to present. */
  guide: Guide;
  /** Level of the title in the page outline. */
  headingLevel?: 2 | 3;
}

/** One guide of the library: the title is the link, stretched over the whole card. */
export function GuideCard({ guide, headingLevel = 2 }: GuideCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`guide-card guide-card--${guide.axis}`}>
      <p className="eyebrow">{axisLabel(guide.axis)}</p>
      <Heading className="guide-card__title">
        <Link to="/articles-blog/$slug" params={{ slug: guide.slug }} className="guide-card__link">
          {guide.title}
        </Link>
      </Heading>
      <p className="guide-card__summary">{guide.summary}</p>
      <p className="guide-card__meta">{resourcesContent.readingTime(guide.readingMinutes)}</p>
    </article>
  );
}
