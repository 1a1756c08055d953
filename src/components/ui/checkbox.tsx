import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { cx } from './class-names';
import './checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  /** Visible label; clicking it toggles the box. */
  children: ReactNode;
  /** Extra class on the label element. */
  className?: string;
}

/**
 * Checkbox built on react-aria-components (a real `<input type="checkbox">`, Space toggles). Use `isSelected` /
 * `onChange` (controlled) or `defaultSelected`; `isIndeterminate` for a partial group; `isInvalid` for errors.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('ui-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
