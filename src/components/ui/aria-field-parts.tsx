import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { FieldErrorContent, FieldLabelContent } from './field-parts';
import './field.css';

/**
 * The field parts inside a react-aria field (SelectField): the same markup as `field-parts.tsx`, placed in
 * react-aria's slots so the field links them to its control itself.
 */

export function AriaFieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="ui-field__label">
      <FieldLabelContent isRequired={isRequired}>{children}</FieldLabelContent>
    </Label>
  );
}

export function AriaFieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="ui-field__description">
      {children}
    </Text>
  );
}

/** Rendered by react-aria only while the field is invalid. */
export function AriaFieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className="ui-field__error">
      <FieldErrorContent>{children}</FieldErrorContent>
    </FieldError>
  );
}
