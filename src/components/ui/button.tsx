import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
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
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'disabled' | 'type' | 'style'>,
    ButtonStyleOptions {
  /** Button text (and inline content). */
  children: ReactNode;
  /** 'button' (default), or 'submit' / 'reset' inside a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Called when the button is activated: click, Enter or Space. */
  onPress?: () => void;
  /** Not focusable nor pressable (native disabled). */
  isDisabled?: boolean;
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
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button of the app: a native `<button>` (Enter/Space and focus come with it, the focus ring is the
 * global :focus-visible one), light enough for the login page. While pending it stays focusable but ignores
 * presses and implicit form submission, and its accessible name says it is loading.
 * To open a react-aria overlay (ModalTrigger, Tooltip) it is wrapped by the overlay's trigger, which adds its
 * own handlers: every other prop is spread onto the `<button>`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconStart,
  iconEnd,
  isPending = false,
  pendingLabel = LOADING_TEXT,
  isDisabled = false,
  type = 'button',
  onPress,
  onClick,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // While pending, a submit button must not submit the form again when Enter is pressed in a field.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      aria-busy={isPending || undefined}
      // With an aria-label the content is not read: the loading text joins the label.
      aria-label={isPending && props['aria-label'] ? `${props['aria-label']} ${pendingLabel}` : props['aria-label']}
      data-pending={isPending || undefined}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
        onPress?.();
      }}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
      {isPending && (
        <span className="ui-button__pending">
          <SpinnerGraphic size={size === 'lg' ? 'md' : 'sm'} />
          <span className="visually-hidden">{pendingLabel}</span>
        </span>
      )}
    </button>
  );
}
