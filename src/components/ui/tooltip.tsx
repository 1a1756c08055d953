import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Button } from './button';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { cx } from './class-names';
import './tooltip.css';

export interface TooltipProps {
  /** Text of the tooltip (short; it is also exposed as the trigger's description). */
  content: ReactNode;
  /**
   * The trigger: our Button (wrapped for you), a TooltipTarget or a react-aria control; for any other focusable
   * element (a LinkButton, TextLink or plain `<a>`), set `wrapTrigger`.
   */
  children: ReactElement;
  /** Side of the trigger; the spec wants tooltips above, so 'top' by default (flips when there is no room). */
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms before opening (focus opens immediately). */
  delay?: number;
  /** Delay in ms before closing once the pointer leaves. */
  closeDelay?: number;
  /** Never show the tooltip. */
  isDisabled?: boolean;
  /**
   * Wrap a non react-aria child (e.g. LinkButton, TextLink) in react-aria `Focusable` so it can open the tooltip.
   * Our Button (a native button) is always wrapped.
   */
  wrapTrigger?: boolean;
  /** Open state (controlled), mostly for stories and tests. */
  isOpen?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class on the tooltip bubble. */
  className?: string;
}

/**
 * Tooltip built on react-aria-components TooltipTrigger/Tooltip: opens on hover and on keyboard focus, closes on
 * Escape, blur or pointer leave, and is linked to its trigger with aria-describedby.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 300,
  closeDelay = 150,
  isDisabled,
  wrapTrigger = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      onOpenChange={onOpenChange}
    >
      {wrapTrigger || children.type === Button ? (
        // Focusable clones the child and adds focus/hover handlers plus a ref; the child must spread them onto a DOM node.
        <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      ) : (
        children
      )}
      <AriaTooltip placement={placement} offset={8} className={cx('ui-tooltip', className)}>
        <OverlayArrow className="ui-tooltip__arrow">
          <svg width="12" height="6" viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

export interface TooltipTargetProps {
  /** Content of the target (text, icon...). */
  children: ReactNode;
  /** Role announced for the target: 'button' (default) or 'link' for a locked menu entry. */
  role?: 'button' | 'link';
  /** Look and announce as unavailable (aria-disabled) while staying focusable, so its tooltip can explain why. */
  isDisabled?: boolean;
  /** Accessible name when the content is only an icon. */
  'aria-label'?: string;
  /** Class names, e.g. `buttonClassName({ variant: 'primary' })` to look like a disabled button. */
  className?: string;
}

/**
 * A focusable stand-in for an unavailable control, to be placed inside a Tooltip: disabled buttons cannot be
 * focused or hovered, so their tooltip would never open. This one stays in the tab order with aria-disabled.
 */
export function TooltipTarget({
  children,
  role = 'button',
  isDisabled = false,
  className,
  ...props
}: TooltipTargetProps) {
  return (
    <Focusable>
      <span
        role={role}
        aria-disabled={isDisabled || undefined}
        className={cx('ui-tooltip-target', isDisabled && 'ui-tooltip-target--disabled', className)}
        {...props}
      >
        {children}
      </span>
    </Focusable>
  );
}
