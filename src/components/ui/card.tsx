import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import './card.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  /** Optional title; when set the card becomes a labelled `<section>`. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Element placed at the end of the header row (a link, a menu button...). */
  headerAction?: ReactNode;
  /** Card body. */
  children: ReactNode;
  /** Bottom row, separated by a border. */
  footer?: ReactNode;
  /** Inner spacing. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Visual weight: raised (shadow) or outlined (border only). */
  appearance?: 'raised' | 'outlined';
  /** Extra class on the root element. */
  className?: string;
}

/** A surface grouping related content, e.g. one dashboard block. */
export function Card({
  title,
  headingLevel = 2,
  headerAction,
  children,
  footer,
  padding = 'md',
  appearance = 'raised',
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = cx('ui-card', `ui-card--${appearance}`, `ui-card--padding-${padding}`, className);
  const body = (
    <>
      {(title || headerAction) && (
        <div className="ui-card__header">
          {title && (
            <Heading id={titleId} className="ui-card__title">
              {title}
            </Heading>
          )}
          {headerAction && <div className="ui-card__action">{headerAction}</div>}
        </div>
      )}
      <div className="ui-card__body">{children}</div>
      {footer && <div className="ui-card__footer">{footer}</div>}
    </>
  );
  return title ? (
    <section className={classes} aria-labelledby={titleId}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
