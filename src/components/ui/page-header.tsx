import type { ReactNode } from 'react';
import { cx } from './class-names';
import './page-header.css';

export interface PageHeaderProps {
  /** The page's title, its one h1. */
  title: string;
  /** A sentence or two under the title: what the page is for. */
  intro?: ReactNode;
  /** A button or link beside the title, for the page's main action ('Exporter en CSV'). */
  action?: ReactNode;
  /** What belongs to the header under the intro: the page's sub-navigation, most often. */
  children?: ReactNode;
  /** Extra class on the header. */
  className?: string;
}

/** The top of a signed-in page: its title, what it is for, its main action and its sub-navigation. */
export function PageHeader({ title, intro, action, children, className }: PageHeaderProps) {
  return (
    <header className={cx('ui-page-header', className)}>
      <div className="ui-page-header__row">
        <div className="ui-page-header__text">
          <h1 className="ui-page-header__title">{title}</h1>
          {intro && <p className="ui-page-header__intro">{intro}</p>}
        </div>
        {action && <div className="ui-page-header__action">{action}</div>}
      </div>
      {children}
    </header>
  );
}

export interface PageColumnProps extends Omit<PageHeaderProps, 'children' | 'className'> {
  /** The header's sub-navigation, under the intro. */
  nav?: ReactNode;
  /** The page's sections. */
  children?: ReactNode;
}

/**
 * A page laid out as one centred column of sections (`page-column`, global.css) under its `PageHeader`: the wrapper
 * the pages that need no wrapper of their own share, and that their routes' static frames render too
 * (src/app/route-frames.tsx).
 */
export function PageColumn({ nav, children, ...header }: PageColumnProps) {
  return (
    <div className="page-column">
      <PageHeader {...header}>{nav}</PageHeader>
      {children}
    </div>
  );
}
