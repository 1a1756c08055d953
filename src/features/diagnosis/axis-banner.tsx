import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Alert, ProgressBar, QueryState, Tooltip, TooltipTarget } from '@/components/ui';
import { DIAGNOSIS_AXES, type AxisSlug } from '@/content/diagnosis';
import { formQueries } from '@/api/queries/form';
import { questionPageContent } from './content';
import { diagnosisQueries } from './queries';
import { ENTREPRISE_AXE, reachedAxes, type BannerAxisNumber } from './reached-axes';

export interface AxisBannerProps {
  /** The axis of the page (its tab is the current one). */
  current: AxisSlug;
  /** The page's progress in percent, drawn from the first frame. */
  progress: number;
}

interface BannerTab {
  axe: BannerAxisNumber;
  label: string;
  /** Full name, for the 'not available' message. */
  title: string;
  slug: AxisSlug | 'entreprise';
}

const TABS: readonly BannerTab[] = [
  {
    axe: ENTREPRISE_AXE,
    label: questionPageContent.entrepriseTab,
    title: questionPageContent.entrepriseTab,
    slug: 'entreprise',
  },
  ...DIAGNOSIS_AXES.map((axis) => ({
    axe: axis.questionAxe,
    label: axis.tabLabel,
    title: axis.title,
    slug: axis.slug,
  })),
];

/**
 * The question pages' banner: five tabs (Entreprise, Gouvernance, Social, Environnement, Business) and the progress.
 * A tab is a link for the axes the company has reached (from its answers on the server, see `reachedAxes`); following
 * it first asks the server whether the axis is available (GET /form-axe/available/{axe}) and says why not when it is
 * not. Only a tab truly locked says so: while the answers load, the tabs ahead are shown without a lock or a tooltip;
 * when they fail to load, the banner says so with 'Réessayer' instead of leaving those tabs pending for good.
 */
export function AxisBanner({ current, progress }: AxisBannerProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentAxe = TABS.find((tab) => tab.slug === current)?.axe ?? 2;
  const answers = useQuery(formQueries.answers());
  const reached = answers.data ? reachedAxes(answers.data, currentAxe) : null;
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState<BannerAxisNumber | null>(null);

  async function open(event: MouseEvent, tab: BannerTab) {
    // Modified clicks (new tab, new window) keep the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setNotice(null);
    setChecking(tab.axe);
    try {
      const { available } = await queryClient.fetchQuery(diagnosisQueries.availability(tab.axe));
      if (!available) {
        setNotice(questionPageContent.unavailable(tab.title));
        return;
      }
      if (tab.slug === 'entreprise') await navigate({ to: '/diagnosis/entreprise' });
      else await navigate({ to: '/diagnosis/$axe', params: { axe: tab.slug } });
    } catch {
      setNotice(questionPageContent.availabilityFailed);
    } finally {
      setChecking(null);
    }
  }

  return (
    <div className={`axis-banner axis-banner--${current}`}>
      <nav aria-label={questionPageContent.tabsLabel}>
        <ul className="axis-banner__tabs">
          {TABS.map((tab) => {
            const isCurrent = tab.slug === current;
            const className = `axis-banner__tab axis-banner__tab--${tab.slug}`;
            if (isCurrent) {
              return (
                <li key={tab.slug}>
                  <span className={`${className} axis-banner__tab--current`} aria-current="page">
                    {tab.label}
                  </span>
                </li>
              );
            }
            if (reached === null && tab.axe > currentAxe) {
              // Not known yet: neither a link nor a lock.
              return (
                <li key={tab.slug}>
                  <span className={`${className} axis-banner__tab--pending`} aria-disabled="true">
                    {tab.label}
                  </span>
                </li>
              );
            }
            if (reached !== null && !reached.has(tab.axe)) {
              return (
                <li key={tab.slug}>
                  <Tooltip content={questionPageContent.lockedTab}>
                    <TooltipTarget role="link" isDisabled className={`${className} axis-banner__tab--locked`}>
                      <Lock size={14} aria-hidden="true" /> {tab.label}
                    </TooltipTarget>
                  </Tooltip>
                </li>
              );
            }
            const linkProps =
              tab.slug === 'entreprise'
                ? ({ to: '/diagnosis/entreprise' } as const)
                : ({ to: '/diagnosis/$axe', params: { axe: tab.slug } } as const);
            return (
              <li key={tab.slug}>
                <Link
                  {...linkProps}
                  className={className}
                  aria-busy={checking === tab.axe || undefined}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => void open(event, tab)}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ProgressBar
        label={questionPageContent.progressLabel}
        value={progress}
        axis={current}
        size="sm"
        className="axis-banner__progress"
      />
      {/* The tabs need the answers for nothing but their locks: no loader, and a message only when none came. */}
      <QueryState query={answers} what={questionPageContent.reachedWhat} className="axis-banner__notice" pending={null}>
        {() => null}
      </QueryState>
      {notice && (
        <Alert tone="warning" className="axis-banner__notice">
          {notice}
        </Alert>
      )}
    </div>
  );
}
