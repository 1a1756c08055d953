import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { ButtonContent, buttonClassName, type ButtonStyleOptions } from './button';
import { cx } from './class-names';
import './button.css';

export interface LinkButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonStyleOptions {
  /** Icon before the text; rendered decoratively (aria-hidden). */
  iconStart?: ReactNode;
  /** Icon after the text; rendered decoratively (aria-hidden). */
  iconEnd?: ReactNode;
  /** Forwarded to the `<a>` (the router passes its own ref here). */
  ref?: Ref<HTMLAnchorElement>;
}

/** The `<a>` that LinkButton renders; exported for tests only, use `LinkButton` in screens. */
export function LinkButtonAnchor({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconStart,
  iconEnd,
  className,
  children,
  ref,
  ...props
}: LinkButtonAnchorProps) {
  return (
    <a ref={ref} {...props} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </a>
  );
}

const RouterLinkButton = createLink(LinkButtonAnchor);

/**
 * Navigation that looks like a button: a real `<a href>` driven by TanStack Router, so `to`, `params` and `search`
 * are type-checked against the app's route tree. Takes `variant`, `size`, `fullWidth`, `iconStart`, `iconEnd`.
 * `disabled` renders a non-navigating link with aria-disabled.
 */
export const LinkButton: LinkComponent<typeof LinkButtonAnchor> = (props) => (
  <RouterLinkButton preload="intent" {...props} />
);
