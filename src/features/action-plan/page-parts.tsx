import type { ReactNode } from 'react';
import type { Schemas } from '@/api';
import { Alert, Card, LinkButton, PageHeader } from '@/components/ui';
import { can } from '@/domain/permissions';
import { actionPlanContent } from './content';

/** Who looks at an action-plan page: their company, and whether their role may change the plan. */
export interface Viewer {
  /** E-mail of the signed-in person: the calls name the company by it. */
  email: string;
  /** Their company, or null while they have none. */
  companyId: number | null;
  /** Their collaborator role; an Acteur reads the plan without changing it. */
  role: Schemas['CollaboratorRole'] | null;
}

/** Says once, at the top, why the page has no controls for an Acteur. */
export function ReadOnlyNotice() {
  return (
    <Alert tone="info" title={actionPlanContent.readOnly.title} className="action-plan__notice">
      {actionPlanContent.readOnly.message}
    </Alert>
  );
}

/** The account has no company: nothing to show, and a way on. */
export function NoCompanyNotice() {
  return (
    <Card padding="lg">
      <p className="action-plan__empty">{actionPlanContent.noCompany}</p>
      <LinkButton to="/dashboard" variant="secondary">
        Retour au tableau de bord
      </LinkButton>
    </Card>
  );
}

/** The Tableau de bord pages are not in the Acteur preset: say so and lead to the plan. */
export function RestrictedNotice() {
  return (
    <Card padding="lg">
      <Alert tone="info" title={actionPlanContent.restricted.title}>
        {actionPlanContent.restricted.message}
      </Alert>
      <div className="action-plan__actions">
        <LinkButton to="/pilotage">{actionPlanContent.restricted.link}</LinkButton>
      </div>
    </Card>
  );
}

export interface ActionPlanLayoutProps {
  /** The page's text: its title (the h1) and what it is for. */
  text: { title: string; intro: string };
  /** The page's main action, beside the title ('Exporter en CSV'). */
  action?: ReactNode;
  /** The page's content. */
  children: ReactNode;
}

/**
 * The wrapper and header of every action-plan page (Mon pilotage, Mes leviers, Mes progrès...), which the route's
 * static frame renders too (src/app/route-frames.tsx), so the frame's heading sits where the page's will.
 */
export function ActionPlanLayout({ text, action, children }: ActionPlanLayoutProps) {
  return (
    <div className="action-plan">
      <PageHeader title={text.title} intro={text.intro} action={action} />
      {children}
    </div>
  );
}

/**
 * A page of the Tableau de bord section (Mes progrès, Ma performance): its header, then its content for a person with
 * a company whose role opens it; otherwise the notice that says why not.
 */
export function DashboardSectionPage({
  title,
  intro,
  viewer,
  children,
}: {
  title: string;
  intro: string;
  viewer: Viewer;
  /** The page's content, for the signed-in person's company. */
  children: (company: { email: string; companyId: number }) => ReactNode;
}) {
  return (
    <ActionPlanLayout text={{ title, intro }}>
      {viewer.companyId === null ? (
        <NoCompanyNotice />
      ) : !can(viewer, 'editActionPlan') ? (
        <RestrictedNotice />
      ) : (
        children({ email: viewer.email, companyId: viewer.companyId })
      )}
    </ActionPlanLayout>
  );
}
