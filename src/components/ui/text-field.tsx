import type { Ref } from 'react';
import { TextFieldFrame, type TextControlProps, type TextFieldFrameProps } from './text-control';

export type TextFieldType = 'text' | 'email' | 'search' | 'tel' | 'url';

export interface TextFieldProps extends TextControlProps<HTMLInputElement>, TextFieldFrameProps {
  /** Input type. */
  type?: TextFieldType;
  /** Hint shown inside the empty input (never a substitute for the label). */
  placeholder?: string;
  /** Ref to the `<input>`, e.g. to focus it after a failed submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Labelled single-line input: a native `<input>` with its label, help text and error wired by ids (light enough
 * for the login page). Validity is controlled by the app: pass `errorMessage` to show an error; validation never
 * blocks form submission on its own.
 */
export function TextField({ type = 'text', placeholder, inputRef, ...field }: TextFieldProps) {
  return (
    <TextFieldFrame field={field}>
      {(controlProps) => (
        <input {...controlProps} ref={inputRef} type={type} className="ui-field__input" placeholder={placeholder} />
      )}
    </TextFieldFrame>
  );
}
