import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import './field.css';

/** Field label; marks required fields with a decorative asterisk (the input itself carries aria-required). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="ui-field__label">
      {children}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text linked to the control with aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="ui-field__description">
      {children}
    </Text>
  );
}

/**
 * Error text linked to the control with aria-describedby; react-aria renders it only while the field is invalid.
 * The icon repeats the meaning of the red colour.
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className="ui-field__error">
      <CircleAlert className="ui-field__error-icon" aria-hidden="true" />
      <span>{children}</span>
    </FieldError>
  );
}
