import { SelectField } from '@/components/ui';
import { collaboratorsContent, roleDescriptions, type CollaboratorRole } from './content';

export interface RoleSelectProps {
  /** Selected role, null for none. */
  value: CollaboratorRole | null;
  /** Roles this manager may assign (spec §6). */
  options: readonly CollaboratorRole[];
  /** Called with the chosen role. */
  onChange: (role: CollaboratorRole | null) => void;
  /** Error text under the field. */
  errorMessage?: string;
  /** Extra help text under the field. */
  description?: string;
  isDisabled?: boolean;
}

/** The role list with the spec's placeholder 'Choisir un profil type'; the chosen role says what it gives. */
export function RoleSelect({ value, options, onChange, errorMessage, description, isDisabled }: RoleSelectProps) {
  const { role: copy } = collaboratorsContent;
  // A role this manager cannot assign (the collaborator's current one, shown read-only) still needs its label.
  const shown = value && !options.includes(value) ? [value, ...options] : options;
  const help = [value ? roleDescriptions[value] : copy.presetHint, description].filter(Boolean).join(' ');
  return (
    <SelectField<CollaboratorRole>
      label={copy.label}
      placeholder={copy.placeholder}
      options={shown.map((role) => ({ id: role, label: role, isDisabled: !options.includes(role) }))}
      value={value}
      onChange={onChange}
      isRequired
      isDisabled={isDisabled}
      description={help}
      errorMessage={errorMessage}
    />
  );
}
