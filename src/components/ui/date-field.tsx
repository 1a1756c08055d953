import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components';
import { cx } from './class-names';
import { AriaFieldDescription, AriaFieldErrorMessage, AriaFieldLabel } from './aria-field-parts';
import './field.css';
import './date-field.css';

export interface DateFieldProps extends Pick<
  AriaDateFieldProps<CalendarDate>,
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'autoFocus'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
  | 'aria-describedby'
> {
  /** Visible label, also the field's accessible name. */
  label: ReactNode;
  /** The date as the API carries it (ISO `YYYY-MM-DD`), or null for none (controlled). */
  value?: string | null;
  /** The initial date, ISO (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the ISO date once every part (day, month, year) is filled, or null once the field is emptied. */
  onChange?: (value: string | null) => void;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid and the message is linked to it. */
  errorMessage?: string;
  /** Earliest and latest dates accepted (ISO). */
  minValue?: string;
  maxValue?: string;
  /** Extra class on the field wrapper. */
  className?: string;
}

/** An ISO date (`YYYY-MM-DD`) as react-aria's value, or null when absent or not a date. */
export function calendarDateOf(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * Labelled date field on react-aria's DateField: day, month and year as separate parts, drawn in the app's locale
 * (fr-FR, `src/app/locale.ts`: `25/12/2026`, placeholder `jj/mm/aaaa`) whatever the browser's language, unlike a
 * native `<input type="date">`. Each part is a spin button: type its digits, or Up and Down to change it, Left and
 * Right (or typing through) to move between parts, Backspace to clear. `onBlur` fires once focus leaves the whole field, not
 * between its parts. Values in and out are ISO dates, as the API carries them.
 */
export function DateField({
  label,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  minValue,
  maxValue,
  className,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField<CalendarDate>
      validationBehavior="aria"
      {...props}
      {...(value !== undefined ? { value: calendarDateOf(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: calendarDateOf(defaultValue) } : {})}
      onChange={onChange ? (date) => onChange(date ? date.toString() : null) : undefined}
      minValue={calendarDateOf(minValue)}
      maxValue={calendarDateOf(maxValue)}
      shouldForceLeadingZeros
      isInvalid={Boolean(errorMessage)}
      className={cx('ui-field', 'ui-date-field', className)}
    >
      <AriaFieldLabel isRequired={props.isRequired}>{label}</AriaFieldLabel>
      <DateInput className="ui-field__input ui-date-field__input">
        {(segment) => <DateSegment segment={segment} className="ui-date-field__segment" />}
      </DateInput>
      <AriaFieldDescription>{description}</AriaFieldDescription>
      <AriaFieldErrorMessage>{errorMessage}</AriaFieldErrorMessage>
    </AriaDateField>
  );
}
