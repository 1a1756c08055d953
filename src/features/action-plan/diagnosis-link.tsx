import { LinkButton, TextLink } from '@/components/ui';

/**
 * Links to a question page /diagnosis/{axe}/{order}. Those routes belong to the diagnosis pages (issue 10); until
 * they are in this route tree the path is not one the router's types know, so it goes through this one cast.
 */
type AnyPath = '/';
const asPath = (path: string) => path as AnyPath;

export interface DiagnosisLinkProps {
  /** A /diagnosis/… path. */
  path: string;
  /** The link text. */
  children: string;
  /** Accessible name when the visible text alone is ambiguous in a list ('Modifier'). */
  label?: string;
  /** A button look (for the page's main action) instead of an inline link. */
  asButton?: boolean;
}

export function DiagnosisLink({ path, children, label, asButton = false }: DiagnosisLinkProps) {
  return asButton ? (
    <LinkButton to={asPath(path)} aria-label={label}>
      {children}
    </LinkButton>
  ) : (
    <TextLink to={asPath(path)} aria-label={label}>
      {children}
    </TextLink>
  );
}
