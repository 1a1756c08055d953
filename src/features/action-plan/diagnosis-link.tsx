import { LinkButton, TextLink } from '@/components/ui';
import type { Axis } from '@/components/ui';

/** A question page (/diagnosis/{axe}/{order}), or the perception form when no question is given. */
export interface DiagnosisTarget {
  axe: Axis;
  order: number;
}

export interface DiagnosisLinkProps {
  /** The question to open; without it, the perception form /diagnosis/entreprise. */
  target?: DiagnosisTarget;
  /** The link text. */
  children: string;
  /** Accessible name when the visible text alone is ambiguous in a list ('Modifier'). */
  label?: string;
  /** A button look (for the page's main action) instead of an inline link. */
  asButton?: boolean;
}

/** Links from the action plan into the diagnosis pages, to answer or change an answer. */
export function DiagnosisLink({ target, children, label, asButton = false }: DiagnosisLinkProps) {
  if (!target) {
    return asButton ? (
      <LinkButton to="/diagnosis/entreprise" aria-label={label}>
        {children}
      </LinkButton>
    ) : (
      <TextLink to="/diagnosis/entreprise" aria-label={label}>
        {children}
      </TextLink>
    );
  }
  const params = { axe: target.axe, order: String(target.order) };
  return asButton ? (
    <LinkButton to="/diagnosis/$axe/$order" params={params} aria-label={label}>
      {children}
    </LinkButton>
  ) : (
    <TextLink to="/diagnosis/$axe/$order" params={params} aria-label={label}>
      {children}
    </TextLink>
  );
}
