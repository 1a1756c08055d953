import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { cx } from './class-names';
import { AriaFieldDescription, AriaFieldErrorMessage, AriaFieldLabel } from './aria-field-parts';
import './field.css';
import './select-field.css';

export interface SelectOption<K extends string = string> {
  /** Value of the option (what `value` / `onChange` carry). */
  id: K;
  /** Visible text of the option. */
  label: string;
  /** Make this single option unselectable. */
  isDisabled?: boolean;
}

export interface SelectFieldProps<K extends string = string> extends Omit<
  AriaSelectProps<SelectOption<K>, 'single'>,
  | 'children'
  | 'className'
  | 'style'
  | 'isInvalid'
  | 'validate'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'items'
  | 'selectionMode'
> {
  /** Visible label, also the trigger's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption<K>>;
  /** Text shown while nothing is selected. */
  placeholder?: string;
  /** Selected option id (controlled); null for none. */
  value?: K | null;
  /** Initially selected option id (uncontrolled). */
  defaultValue?: K | null;
  /** Called with the newly selected option id (null when cleared). */
  onChange?: (value: K | null) => void;
  /** Help text under the trigger, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid and the message is linked to the trigger. */
  errorMessage?: string;
  /** Extra class on the field wrapper. */
  className?: string;
}

/** Labelled dropdown built on react-aria-components Select (keyboard: arrows, type-ahead, Enter, Escape). */
export function SelectField<K extends string = string>({
  label,
  options,
  placeholder = 'Choisir une option',
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  className,
  isRequired,
  ...props
}: SelectFieldProps<K>) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect<SelectOption<K>>
      validationBehavior="aria"
      {...props}
      placeholder={placeholder}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={onChange ? (key: Key | null) => onChange(key === null ? null : (String(key) as K)) : undefined}
      disabledKeys={disabledKeys}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      className={cx('ui-field', 'ui-select', className)}
    >
      <AriaFieldLabel isRequired={isRequired}>{label}</AriaFieldLabel>
      <AriaButton className="ui-field__input ui-select__trigger">
        <SelectValue className="ui-select__value" />
        <ChevronDown className="ui-select__chevron" aria-hidden="true" />
      </AriaButton>
      <AriaFieldDescription>{description}</AriaFieldDescription>
      <AriaFieldErrorMessage>{errorMessage}</AriaFieldErrorMessage>
      <Popover className="ui-select__popover" offset={4}>
        <ListBox className="ui-select__listbox" items={options}>
          {renderSelectOption}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a list of choices (the select's and the combobox's): its label, and a check when it is chosen. */
export function renderSelectOption<K extends string>(option: SelectOption<K>) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className="ui-select__option">
      {({ isSelected }) => (
        <>
          <span className="ui-select__option-label">{option.label}</span>
          {isSelected && <Check className="ui-select__check" aria-hidden="true" />}
        </>
      )}
    </ListBoxItem>
  );
}
