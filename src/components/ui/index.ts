export { Alert, type AlertProps, type AlertTone } from './alert';
export { LiveAnnouncer, SpokenOnChange, announce, type Politeness, type SpokenOnChangeProps } from './announcer';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button';
export { Card, type CardProps, type HeadingLevel } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { COMBO_BOX_LIMIT, ComboBoxField, comboBoxContent, type ComboBoxFieldProps } from './combo-box-field';
export { DateField, calendarDateOf, type DateFieldProps } from './date-field';
export { LOAD_ERROR_TEXT, LoadError, type LoadErrorProps } from './load-error';
export { LinkButton, type LinkButtonAnchorProps } from './link-button';
export { Logo, type LogoProps, type LogoSize, type LogoTone } from './logo';
export {
  Modal,
  ModalTrigger,
  type ModalProps,
  type ModalRenderContext,
  type ModalSize,
  type ModalTriggerProps,
} from './modal';
export { PageColumn, PageHeader, type PageColumnProps, type PageHeaderProps } from './page-header';
export { HIDE_PASSWORD_LABEL, PasswordField, SHOW_PASSWORD_LABEL, type PasswordFieldProps } from './password-field';
export { ProgressBar, type Axis, type ProgressBarProps } from './progress-bar';
export { QueryState, allQueries, settled, type QueryStateProps, type QueryStateQuery } from './query-state';
export { SaveStatus, saveStateOf, saveStatusContent, type SaveState, type SaveStatusProps } from './save-status';
export { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './segmented-control';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export {
  LOADING_TEXT,
  LoadingBlock,
  Spinner,
  type LoadingBlockProps,
  type SpinnerProps,
  type SpinnerSize,
} from './spinner';
export { Switch, type SwitchProps } from './switch';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { TextLink, type TextLinkAnchorProps, type TextLinkTone } from './text-link';
export { Tooltip, TooltipTarget, type TooltipProps, type TooltipTargetProps } from './tooltip';
export { Pager, pagerContent, servedPageWindow, usePageWindow, type PageWindow, type PagerProps } from './pager';
export {
  VirtualList,
  type VirtualListProps,
  type VirtualListScroll,
  type VirtualListSelection,
  type WindowedKey,
} from './virtual-list';
