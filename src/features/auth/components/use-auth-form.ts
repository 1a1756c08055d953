import { useCallback, useRef, useState } from 'react';

type Messages<V> = Partial<Record<keyof V, string | undefined>>;

/** What a TextField / PasswordField needs from the form, spread as props. */
export interface AuthFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * The one form pattern of the account screens. A rule's message shows once its field has been left (blur) or the
 * form has been submitted, then follows every keystroke, so it disappears as soon as the value is fixed.
 * `validate` returns the message of each field (undefined = fine); field order is the order of `initial`.
 */
export function useAuthForm<V extends Record<keyof V, string>>(initial: V, validate: (values: V) => Messages<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof V, HTMLInputElement | null>());
  const refCallbacks = useRef(new Map<keyof V, (element: HTMLInputElement | null) => void>());

  const errors = validate(values);
  const fieldNames = Object.keys(initial) as (keyof V & string)[];
  const firstInvalid = fieldNames.find((name) => errors[name] !== undefined);

  const inputRefOf = useCallback((name: keyof V) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element) => {
        inputs.current.set(name, element);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  }, []);

  function field(name: keyof V & string): AuthFieldProps {
    return {
      name,
      value: values[name],
      onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
      onBlur: () => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true })),
      errorMessage: touched[name] || submitted ? errors[name] : undefined,
      inputRef: inputRefOf(name),
    };
  }

  /** Marks the form submitted; returns true when it may be sent, else focuses the first field in error. */
  function checkBeforeSubmit(): boolean {
    setSubmitted(true);
    if (firstInvalid === undefined) return true;
    inputs.current.get(firstInvalid)?.focus();
    return false;
  }

  function focusField(name: keyof V & string): void {
    inputs.current.get(name)?.focus();
  }

  return { values, errors, isValid: firstInvalid === undefined, field, checkBeforeSubmit, focusField };
}
