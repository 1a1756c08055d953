import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageAccessQueries } from '@/api/queries/page-access';
import { Alert, LinkButton, LoadError, Loader } from '@/components/ui';
import './page-access-gate.css';

export interface PageAccessGateProps {
  /** The signed-in person. */
  userId: number;
  /** The page name as the server lists it ('Mes documents'). */
  page: string;
  /** The page's name for the person, in the refusal message. */
  label: string;
  /** The page, rendered only when access is granted. */
  children: ReactNode;
}

export const PAGE_ACCESS_TEXT = {
  title: 'Accès restreint',
  denied: (label: string) =>
    `Votre accès à la page « ${label} » n'est pas activé. L'administrateur de votre entreprise peut l'ouvrir depuis la gestion des collaborateurs.`,
  back: 'Retour au tableau de bord',
} as const;

/**
 * A page that depends on the person's page access (set by their company's admin): the page, or a clear refusal with
 * a way out. The server refuses the page's calls too; this spares the person a page of errors.
 */
export function PageAccessGate({ userId, page, label, children }: PageAccessGateProps) {
  const { data, error, refetch, isRefetching } = useQuery(pageAccessQueries.pageNames(userId));
  if (error) {
    return <LoadError what="vos droits d'accès" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  if (!data) return <Loader />;
  if (data.includes(page)) return <>{children}</>;
  return (
    <div className="page-access-gate">
      <h1 className="page-access-gate__title">{label}</h1>
      <Alert tone="warning" title={PAGE_ACCESS_TEXT.title}>
        {PAGE_ACCESS_TEXT.denied(label)}
      </Alert>
      <LinkButton to="/dashboard" variant="secondary">
        {PAGE_ACCESS_TEXT.back}
      </LinkButton>
    </div>
  );
}
