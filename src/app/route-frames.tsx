import type { ReactNode } from 'react';
import { AppShell, SideMenuPlaceholder } from '@/components/layouts/app-layout';
import { PageColumn } from '@/components/ui';
import { cx } from '@/components/ui/class-names';
import type { RoutePath } from '@/domain/pages';
import { AccountSettingsLayout } from '@/features/account/account-settings-layout';
import { actionPlanContent } from '@/features/action-plan/content';
import { ActionPlanLayout } from '@/features/action-plan/page-parts';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthHeader } from '@/features/auth/components/auth-parts';
import { loginContent } from '@/features/auth/login-content';
import { dashboardContent } from '@/features/dashboard/content';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { DocumentsLayout } from '@/features/documents/documents-tabs';
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

export interface RouteFrameSpec {
  layout: 'signed-in' | 'auth';
  /**
   * The page's own wrapper and header (the components the page renders them with), around the skeleton: its h1 and
   * intro where the page will write them.
   */
  page: (skeleton: ReactNode) => ReactNode;
  skeleton: FrameSkeleton;
}

const actionPlan = (text: { title: string; intro: string }, skeleton: FrameSkeleton): RouteFrameSpec => ({
  layout: 'signed-in',
  page: (blocks) => <ActionPlanLayout text={text}>{blocks}</ActionPlanLayout>,
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
    page: (blocks) => (
      <>
        <AuthHeader title={loginContent.title} intro={loginContent.intro} />
        {blocks}
      </>
    ),
    skeleton: 'form',
  },
  '/dashboard': {
    layout: 'signed-in',
    page: (blocks) => <DashboardLayout title={dashboardContent.title}>{blocks}</DashboardLayout>,
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
    page: (blocks) => <DocumentsLayout>{blocks}</DocumentsLayout>,
    skeleton: 'sections',
  },
  '/mes-ressources': {
    layout: 'signed-in',
    page: (blocks) => (
      <PageColumn title={resourcesContent.title} intro={resourcesContent.intro}>
        {blocks}
      </PageColumn>
    ),
    skeleton: 'cards',
  },
  '/mon-enquete/dashboard': {
    layout: 'signed-in',
    page: (blocks) => (
      <PageColumn title={surveyContent.title} intro={surveyContent.intro}>
        {blocks}
      </PageColumn>
    ),
    skeleton: 'sections',
  },
  '/configurer-mon-compte': {
    layout: 'signed-in',
    page: (blocks) => <AccountSettingsLayout>{blocks}</AccountSettingsLayout>,
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

/**
 * The signed-in layout's frame: `AppShell`, as `AppLayout` renders it, with the menu's placeholder (the rail collapsed
 * from 1024 px or the bar below, the logo alone: the entries depend on the person's page accesses) and the page.
 */
function SignedInFrame({ spec }: { spec: RouteFrameSpec }) {
  return (
    <AppShell menu={<SideMenuPlaceholder />} skipLink={false}>
      {spec.page(<FrameSkeletonBlocks shape={spec.skeleton} />)}
    </AppShell>
  );
}

/** The account screens' frame: `AuthLayout` itself (the brand panel from 1024 px), the heading and the form's shape. */
function AuthFrame({ spec }: { spec: RouteFrameSpec }) {
  return <AuthLayout isStatic>{spec.page(<FrameSkeletonBlocks shape={spec.skeleton} />)}</AuthLayout>;
}

/** A route's frame, as its HTML file holds it. */
export function RouteFrame({ route }: { route: FramedRoute }) {
  const spec: RouteFrameSpec = ROUTE_FRAMES[route];
  return spec.layout === 'auth' ? <AuthFrame spec={spec} /> : <SignedInFrame spec={spec} />;
}
