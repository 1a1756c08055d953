import type { Ref } from 'react';
import { TextFieldFrame, type TextControlProps, type TextFieldFrameProps } from './text-control';

export interface TextAreaFieldProps extends TextControlProps<HTMLTextAreaElement>, TextFieldFrameProps {
  /** Hint shown inside the empty textarea, e.g. 'Ecrire ici...'. */
  placeholder?: string;
  /** Visible number of text lines. */
  rows?: number;
  /** Ref to the `<textarea>`: the same prop as TextField's, so a form's `field()` props give it (focus on error). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Multi-line variant of TextField (same label, description and error wiring). `onKeyDown` is passed through. */
export function TextAreaField({ placeholder, rows = 4, inputRef, ...field }: TextAreaFieldProps) {
  return (
    <TextFieldFrame field={field}>
      {(controlProps) => (
        <textarea {...controlProps} ref={inputRef} className="ui-field__input" placeholder={placeholder} rows={rows} />
      )}
    </TextFieldFrame>
  );
}
