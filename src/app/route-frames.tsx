import { Logo, PageHeader } from '@/components/ui';
import { cx } from '@/components/ui/class-names';
import type { RoutePath } from '@/domain/pages';
import { settingsContent } from '@/features/account/content';
import { actionPlanContent } from '@/features/action-plan/content';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthHeader } from '@/features/auth/components/auth-parts';
import { loginContent } from '@/features/auth/login-content';
import { dashboardContent } from '@/features/dashboard/content';
import { documentsContent } from '@/features/documents/content';
import { resourcesContent } from '@/features/resources/content';
import { surveyContent } from '@/features/survey/content';
import './route-frame.css';
// The pages' own stylesheets for the classes a frame borrows from them (the shell, the dashboard's and the action
// plan's wrappers and titles...). In the app a route's HTML links every stylesheet of its page, so its frame is drawn
// with them; in Storybook they must come with the frame, or it is drawn as the stories shown before it left the page:
// a worker that had shown a dashboard story drew the frames 22 to 24 px lower (a flaky baseline).
import '@/components/layouts/layouts.css';
import '@/components/layouts/side-menu.css';
import '@/features/account/account.css';
import '@/features/action-plan/action-plan.css';
import '@/features/dashboard/dashboard.css';
import '@/features/documents/documents.css';

/**
 * Each route's frame, written into its own HTML file at build time (scripts/vite/route-html.ts, issue 41): what a cold
 * visit shows before the app's code has run — the layout (the signed-in rail, collapsed and without anything of the
 * person, or the account screens' brand panel), the page's heading as the page itself writes it, and a skeleton
 * shaped like its first screen. The frame stays on screen, untouched, until the app's first page has rendered in its
 * place (src/app/first-frame.ts); this module runs at build time and in Storybook, never in the app's bundle.
 */

/** The first screen's shape, in grey blocks (route-frame.css). */
export type FrameSkeleton = 'dashboard' | 'board' | 'cards' | 'sections' | 'form';

interface Heading {
  title: string;
  intro?: string;
  /** The dashboard writes its own title; every other signed-in page uses `PageHeader`. */
  look: 'dashboard' | 'page';
  /** The signed-in page's wrapper class, which places its heading (`action-plan`, `page-column`...). */
  wrapper?: string;
}

export interface RouteFrameSpec {
  layout: 'signed-in' | 'auth';
  /** The page's h1 (and intro) as the page renders it. */
  heading: Heading;
  skeleton: FrameSkeleton;
}

const actionPlan = (text: { title: string; intro: string }, skeleton: FrameSkeleton): RouteFrameSpec => ({
  layout: 'signed-in',
  heading: { title: text.title, intro: text.intro, look: 'page', wrapper: 'action-plan' },
  skeleton,
});

/**
 * The routes with a frame of their own: every signed-in page whose heading does not depend on the person, and the
 * account screens a visitor opens cold. The others (a parameter in their path, a layout that depends on the session,
 * a page that redirects) get the app's shell, `index.html`.
 */
export const ROUTE_FRAMES = {
  '/login': {
    layout: 'auth',
    heading: { title: loginContent.title, intro: loginContent.intro, look: 'page' },
    skeleton: 'form',
  },
  '/dashboard': {
    layout: 'signed-in',
    heading: { title: dashboardContent.title, look: 'dashboard', wrapper: 'dashboard' },
    skeleton: 'dashboard',
  },
  '/pilotage': actionPlan(actionPlanContent.pilotage, 'board'),
  '/solutions': actionPlan(actionPlanContent.levers, 'cards'),
  '/approach': actionPlan(actionPlanContent.approach, 'sections'),
  '/ma-performance': actionPlan(actionPlanContent.performance, 'sections'),
  '/diagnostic': actionPlan(actionPlanContent.evaluation, 'sections'),
  '/mes-actions-realisees': actionPlan(actionPlanContent.achievements, 'cards'),
  '/mes-documents': {
    layout: 'signed-in',
    heading: { title: documentsContent.title, intro: documentsContent.intro, look: 'page', wrapper: 'documents' },
    skeleton: 'sections',
  },
  '/mes-ressources': {
    layout: 'signed-in',
    heading: { title: resourcesContent.title, intro: resourcesContent.intro, look: 'page', wrapper: 'page-column' },
    skeleton: 'cards',
  },
  '/mon-enquete/dashboard': {
    layout: 'signed-in',
    heading: { title: surveyContent.title, intro: surveyContent.intro, look: 'page', wrapper: 'page-column' },
    skeleton: 'sections',
  },
  '/configurer-mon-compte': {
    layout: 'signed-in',
    heading: {
      title: settingsContent.title,
      intro: settingsContent.intro,
      look: 'page',
      wrapper: 'account-settings',
    },
    skeleton: 'sections',
  },
} as const satisfies Partial<Record<RoutePath, RouteFrameSpec>>;

export type FramedRoute = keyof typeof ROUTE_FRAMES;
export const FRAMED_ROUTES = Object.keys(ROUTE_FRAMES) as FramedRoute[];

const BLOCKS: Record<FrameSkeleton, readonly string[]> = {
  dashboard: ['score', 'wide'],
  board: ['bar', 'column', 'column', 'column'],
  cards: ['bar', 'card', 'card', 'card', 'card'],
  sections: ['wide', 'wide', 'wide'],
  form: ['field', 'field', 'button', 'button'],
};

/** Grey blocks in the place of the first screen's content: hidden from assistive technologies, never focusable. */
export function FrameSkeletonBlocks({ shape }: { shape: FrameSkeleton }) {
  return (
    <div className={cx('route-frame__skeleton', `route-frame__skeleton--${shape}`)} aria-hidden="true">
      {BLOCKS[shape].map((block, index) => (
        <div key={index} className={cx('route-frame__block', `route-frame__block--${block}`)} />
      ))}
    </div>
  );
}

function SignedInHeading({ heading }: { heading: Heading }) {
  return heading.look === 'dashboard' ? (
    <h1 className="dashboard__title">{heading.title}</h1>
  ) : (
    <PageHeader title={heading.title} intro={heading.intro} />
  );
}

/**
 * The signed-in layout's frame: the rail collapsed (from 1024 px) or the bar (below), with the logo alone — the
 * entries depend on the person's page accesses — and the page's place, as `AppLayout` lays it out.
 */
function SignedInFrame({ spec }: { spec: RouteFrameSpec }) {
  return (
    <div className="app-shell">
      <div className="side-menu side-menu--collapsed" aria-hidden="true">
        <div className="side-menu__nav">
          <div className="side-menu__brand">
            <Logo size="sm" withWordmark={false} />
          </div>
        </div>
      </div>
      <div className="side-menu-bar" aria-hidden="true">
        <span className="side-menu-bar__button" />
        <span className="side-menu__logo-link">
          <Logo size="sm" />
        </span>
      </div>
      <main id="contenu" className="app-shell__main" tabIndex={-1}>
        <div className={spec.heading.wrapper}>
          <SignedInHeading heading={spec.heading} />
          <FrameSkeletonBlocks shape={spec.skeleton} />
        </div>
      </main>
    </div>
  );
}

/** The account screens' frame: `AuthLayout` itself (the brand panel from 1024 px), the heading and the form's shape. */
function AuthFrame({ spec }: { spec: RouteFrameSpec }) {
  return (
    <AuthLayout isStatic>
      <AuthHeader title={spec.heading.title} intro={spec.heading.intro} />
      <FrameSkeletonBlocks shape={spec.skeleton} />
    </AuthLayout>
  );
}

/** A route's frame, as its HTML file holds it. */
export function RouteFrame({ route }: { route: FramedRoute }) {
  const spec: RouteFrameSpec = ROUTE_FRAMES[route];
  return spec.layout === 'auth' ? <AuthFrame spec={spec} /> : <SignedInFrame spec={spec} />;
}
