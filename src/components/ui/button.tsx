import type { ReactNode } from 'react';
import { Button as AriaButton, ProgressBar, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './class-names';
import { LOADING_TEXT, SpinnerGraphic } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** Visual emphasis: primary (main action), secondary (outlined), ghost (quiet), danger (destructive). */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/** Class names of a button look, for the rare element that must look like a button without being one. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {}) {
  return cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth && 'ui-button--full-width');
}

/** The inside of anything styled as a button (Button, LinkButton): decorative icons around the label. */
export function ButtonContent({
  iconStart,
  iconEnd,
  children,
}: {
  /** Icon before the label, hidden from assistive technology. */
  iconStart?: ReactNode;
  /** Icon after the label, hidden from assistive technology. */
  iconEnd?: ReactNode;
  /** The label. */
  children: ReactNode;
}) {
  return (
    <span className="ui-button__content">
      {iconStart && (
        <span className="ui-button__icon" aria-hidden="true">
          {iconStart}
        </span>
      )}
      <span className="ui-button__label">{children}</span>
      {iconEnd && (
        <span className="ui-button__icon" aria-hidden="true">
          {iconEnd}
        </span>
      )}
    </span>
  );
}

export interface ButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'render'>, ButtonStyleOptions {
  /** Button text (and inline content). */
  children: ReactNode;
  /** Icon before the text; rendered decoratively (aria-hidden). */
  iconStart?: ReactNode;
  /** Icon after the text; rendered decoratively (aria-hidden). */
  iconEnd?: ReactNode;
  /** Shows a spinner in place of the content (width kept), blocks presses, keeps focus and sets aria-busy. */
  isPending?: boolean;
  /** Text read by screen readers while pending. Defaults to 'Chargement...'. */
  pendingLabel?: string;
  /** Extra class on the button. */
  className?: string;
}

/** The action button of the app, built on react-aria-components `Button` (Enter/Space, press events, focus ring). */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconStart,
  iconEnd,
  isPending = false,
  pendingLabel = LOADING_TEXT,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      // react-aria does not forward aria-busy, so it is added on the rendered <button> itself.
      render={(domProps) => <button {...domProps} aria-busy={isPending || undefined} />}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
      {isPending && (
        // react-aria links this progress bar into the button's accessible name while pending.
        <ProgressBar isIndeterminate aria-label={pendingLabel} className="ui-button__pending">
          <SpinnerGraphic size={size === 'lg' ? 'md' : 'sm'} />
        </ProgressBar>
      )}
    </AriaButton>
  );
}
