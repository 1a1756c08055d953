import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from './class-names';
import './switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** Visible label; clicking it toggles the switch. */
  children: ReactNode;
  /** Put the label before the track (useful in lists of settings). */
  labelPosition?: 'start' | 'end';
  /** Extra class on the label element. */
  className?: string;
}

/**
 * On/off switch built on react-aria-components (`role="switch"`, Space toggles). Use `isSelected` / `onChange`
 * (controlled) or `defaultSelected`. The thumb position shows the state, not colour alone.
 */
export function Switch({ children, labelPosition = 'end', className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx('ui-switch', `ui-switch--label-${labelPosition}`, className)}>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span className="ui-switch__label">{children}</span>
    </AriaSwitch>
  );
}
