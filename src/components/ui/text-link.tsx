import type { AnchorHTMLAttributes, Ref } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { cx } from './class-names';
import './text-link.css';

export type TextLinkTone = 'default' | 'muted' | 'inverse';

export interface TextLinkAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Colour of the link: default (brand), muted (secondary text) or inverse (on dark surfaces). */
  tone?: TextLinkTone;
  /** Use semibold text, e.g. for a standalone call to action. */
  isEmphasized?: boolean;
  /** Forwarded to the `<a>` (the router passes its own ref here). */
  ref?: Ref<HTMLAnchorElement>;
}

/** The `<a>` that TextLink renders; exported for tests only, use `TextLink` in screens. */
export function TextLinkAnchor({
  tone = 'default',
  isEmphasized = false,
  className,
  ref,
  ...props
}: TextLinkAnchorProps) {
  return (
    <a
      ref={ref}
      {...props}
      className={cx('ui-text-link', `ui-text-link--${tone}`, isEmphasized && 'ui-text-link--emphasized', className)}
    />
  );
}

const RouterTextLink = createLink(TextLinkAnchor);

/**
 * Underlined inline link driven by TanStack Router (`to` is type-checked). Takes `tone` and `isEmphasized`.
 */
export const TextLink: LinkComponent<typeof TextLinkAnchor> = (props) => <RouterTextLink preload="intent" {...props} />;
