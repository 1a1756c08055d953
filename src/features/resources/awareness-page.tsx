import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert, Button, LinkButton, PageColumn, ProgressBar, TextLink } from '@/components/ui';
import { useAtom } from '@/lib/jotai';
import { AWARENESS_MODULES, type AwarenessModule } from './awareness-modules';
import { awarenessProgressAtom, progressOf, withProgress, type ModuleProgress } from './awareness-progress';
import { resourcesContent } from './content';
import { ResourcesNav } from './resources-nav';
import './resources.css';

export interface AwarenessPageProps {
  /** The signed-in person: progress is remembered per user. */
  userId: number;
  /** The modules offered (the static ones by default). */
  modules?: readonly AwarenessModule[];
}

function statusOf(progress: ModuleProgress | undefined, module: AwarenessModule): string {
  if (!progress) return resourcesContent.notStarted;
  if (progress.completed) return resourcesContent.completed;
  return resourcesContent.inProgress(progress.screen + 1, module.screens.length);
}

/** /sensibilisation: the awareness modules and where the person stands in each. */
export function AwarenessPage({ userId, modules = AWARENESS_MODULES }: AwarenessPageProps) {
  const [progress] = useAtom(awarenessProgressAtom);
  return (
    <PageColumn title={resourcesContent.title} intro={resourcesContent.awarenessIntro} nav={<ResourcesNav />}>
      <ul className="module-list">
        {modules.map((module) => {
          const current = progressOf(progress, userId, module.id);
          return (
            <li key={module.id} className="module-card">
              <div className="module-card__text">
                <h2 className="module-card__title">
                  <Link to="/sensibilisation/$moduleId" params={{ moduleId: module.id }} className="guide-card__link">
                    {module.title}
                  </Link>
                </h2>
                <p className="module-card__summary">{module.summary}</p>
                <p className="guide-card__meta">
                  {resourcesContent.moduleMinutes(module.minutes)} · {module.screens.length} écrans
                </p>
              </div>
              <p className={`module-card__status${current?.completed ? ' module-card__status--done' : ''}`}>
                {current?.completed && <CircleCheck aria-hidden="true" size={18} />}
                {statusOf(current, module)}
              </p>
            </li>
          );
        })}
      </ul>
    </PageColumn>
  );
}

export interface AwarenessModulePageProps {
  /** The signed-in person: progress is remembered per user. */
  userId: number;
  /** Segment of /sensibilisation/{moduleId}. */
  moduleId: string;
  /** The modules offered (the static ones by default). */
  modules?: readonly AwarenessModule[];
}

/** /sensibilisation/{moduleId}: one module, screen by screen, resuming where the person stopped. */
export function AwarenessModulePage({ userId, moduleId, modules = AWARENESS_MODULES }: AwarenessModulePageProps) {
  const [progress, setProgress] = useAtom(awarenessProgressAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const module = modules.find((candidate) => candidate.id === moduleId);
  const current = module ? progressOf(progress, userId, module.id) : undefined;
  const total = module?.screens.length ?? 0;
  const index = Math.min(current?.screen ?? 0, Math.max(0, total - 1));
  const screen = module?.screens[index];
  const isFirstRender = useRef(true);

  useEffect(() => {
    // Moving between screens replaces the content under the reader: bring focus (and screen readers) to its title.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index, current?.completed]);

  const back = (
    <TextLink to="/sensibilisation" className="article__back">
      <ArrowLeft aria-hidden="true" size={16} /> {resourcesContent.backToModules}
    </TextLink>
  );
  if (!module || !screen) {
    return (
      <div className="article page-column">
        {back}
        <h1 className="resources__title">{resourcesContent.awarenessTitle}</h1>
        <Alert tone="info">{resourcesContent.moduleNotFound}</Alert>
      </div>
    );
  }

  const save = (next: ModuleProgress) => setProgress((all) => withProgress(all, userId, module.id, next));
  const nextModule = modules[modules.indexOf(module) + 1];

  return (
    <div className="article page-column">
      {back}
      <article className="awareness">
        <header className="awareness__header">
          <p className="eyebrow">{resourcesContent.awarenessTitle}</p>
          <h1 className="article__title">{module.title}</h1>
          <ProgressBar
            label={resourcesContent.progressLabel}
            value={Math.round(((current?.completed ? total : index + 1) / total) * 100)}
            valueLabel={current?.completed ? resourcesContent.completed : resourcesContent.screenOf(index + 1, total)}
          />
        </header>
        {current?.completed ? (
          <section className="awareness__screen" aria-labelledby="awareness-screen-title">
            <h2 id="awareness-screen-title" ref={headingRef} tabIndex={-1}>
              {resourcesContent.moduleDoneTitle}
            </h2>
            <p>{resourcesContent.moduleDone}</p>
            <div className="awareness__actions">
              <Button variant="secondary" onPress={() => save({ screen: 0, completed: false })}>
                {resourcesContent.restart}
              </Button>
              {nextModule ? (
                <LinkButton to="/sensibilisation/$moduleId" params={{ moduleId: nextModule.id }}>
                  {resourcesContent.nextModule}
                </LinkButton>
              ) : (
                <LinkButton to="/sensibilisation">{resourcesContent.allModules}</LinkButton>
              )}
            </div>
          </section>
        ) : (
          <section className="awareness__screen" aria-labelledby="awareness-screen-title">
            <h2 id="awareness-screen-title" ref={headingRef} tabIndex={-1}>
              {screen.title}
            </h2>
            {screen.keyFigure && (
              <p className="awareness__figure">
                <strong>{screen.keyFigure.value}</strong>
                <span>{screen.keyFigure.caption}</span>
              </p>
            )}
            {screen.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="awareness__actions">
              <Button
                variant="secondary"
                isDisabled={index === 0}
                onPress={() => save({ screen: index - 1, completed: false })}
              >
                {resourcesContent.previous}
              </Button>
              {index < total - 1 ? (
                <Button onPress={() => save({ screen: index + 1, completed: false })}>{resourcesContent.next}</Button>
              ) : (
                <Button onPress={() => save({ screen: index, completed: true })}>{resourcesContent.finish}</Button>
              )}
            </div>
          </section>
        )}
      </article>
    </div>
  );
}
