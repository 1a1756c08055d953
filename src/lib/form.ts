import { useCallback, useRef, useState } from 'react';
import {
  FIELD_LABELS,
  FIELD_MAX_LENGTH,
  FIELD_PATTERN,
  fieldTooLongMessage,
  type LimitedField,
  type PatternField,
} from '@/api/limits';

/**
 * The one form approach of the product: a schema per form (its rules, from the contract where the contract has them)
 * and `useForm`, which decides when a message shows and where focus goes.
 *
 * A schema is a Standard Schema (v1): any library that takes one (a form library, a router's search validation) can
 * use it as is. The rules read the contract's limits and patterns from `src/api/limits.ts`, which a contract test
 * holds to `openapi.yaml`, so a form never accepts what the server refuses, nor the other way round.
 */

/** The French message of each field, undefined when the value is acceptable. */
export type FieldMessages<V> = Partial<Record<keyof V, string | undefined>>;

/** The Standard Schema v1 interface (standardschema.dev), written out: it is a type contract, not a dependency. */
export interface StandardSchemaV1<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: Output; readonly issues?: undefined }
      | { readonly issues: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[] };
    readonly types?: { readonly input: Output; readonly output: Output };
  };
}

/** A form's schema: Standard Schema for the outside, and the messages by field for `useForm`. */
export interface FormSchema<V> extends StandardSchemaV1<V> {
  messagesOf: (values: V) => FieldMessages<V>;
}

/** Builds a form's schema from its rules: `validate` returns the message of each field for these values. */
export function formSchema<V extends Record<keyof V, string>>(
  validate: (values: V) => FieldMessages<V>,
): FormSchema<V> {
  return {
    messagesOf: validate,
    '~standard': {
      version: 1,
      vendor: 'steer',
      validate: (value) => {
        const messages = validate(value as V);
        const issues = Object.entries(messages).flatMap(([path, message]) =>
          typeof message === 'string' ? [{ message, path: [path] }] : [],
        );
        return issues.length > 0 ? { issues } : { value: value as V };
      },
    },
  };
}

/** The contract's limit of a field, with its French message: « Le champ « Poste » ne doit pas dépasser 100 caractères. » */
export function tooLong(field: LimitedField, value: string): string | undefined {
  const max = FIELD_MAX_LENGTH[field];
  return value.length > max ? fieldTooLongMessage(FIELD_LABELS[field], max) : undefined;
}

/** The contract's pattern of a field: the message when the value does not match it. */
export function mismatch(field: PatternField, value: string, message: string): string | undefined {
  return new RegExp(FIELD_PATTERN[field]).test(value) ? undefined : message;
}

/** The first message of several rules, in order. */
export function firstOf(...messages: (string | undefined)[]): string | undefined {
  return messages.find((message) => message !== undefined);
}

/** What a TextField / PasswordField / TextAreaField / SelectField needs from the form, spread as props. */
export interface FormFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/**
 * The form state. A rule's message shows once its field has been left (blur) or the form has been submitted, then
 * follows every keystroke, so it disappears as soon as the value is fixed; on a refused submit, focus goes to the
 * first field in error. Field order is the order of `initial`. `onValuesChange` lets a form keep a draft elsewhere.
 */
export function useForm<V extends Record<keyof V, string>>(
  initial: V,
  schema: FormSchema<V>,
  options: { onValuesChange?: (values: V) => void } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof V, HTMLElement | null>());
  const refCallbacks = useRef(new Map<keyof V, (element: HTMLElement | null) => void>());
  const { onValuesChange } = options;

  const errors = schema.messagesOf(values);
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

  // Called from event handlers, one change at a time: the values of the last render are the current ones.
  function setValue(name: keyof V & string, value: string): void {
    const next = { ...values, [name]: value };
    setValues(next);
    onValuesChange?.(next);
  }

  function field(name: keyof V & string): FormFieldProps {
    return {
      name,
      value: values[name],
      onChange: (value) => setValue(name, value),
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

  /** Back to the first values (after a successful send), messages hidden until the next submit. */
  function reset(next: V = initial): void {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    onValuesChange?.(next);
  }

  return {
    values,
    errors,
    isValid: firstInvalid === undefined,
    field,
    setValue,
    checkBeforeSubmit,
    focusField,
    reset,
  };
}
